// The pdfmake Europass-like layout: a narrow label column (headings, dates, contact labels) beside each row.
import { bullet } from './blocks.mjs';

export function europass(m, w) {
  const LW = 140;
  const RW = 595 - 80 - LW - 15;
  const row = (left, right) => {
    const l = {
      width: LW,
      stack: left ? [w.P(left, { size: 8.5, color: '#0e4194', width: LW, align: w.rtl ? 'left' : 'right' })] : [],
    };
    const r = { width: RW, stack: right };
    return { columns: w.rtl ? [r, l] : [l, r], columnGap: 15, margin: [0, 2, 0, 2] };
  };
  const band = (title) =>
    row(title.toUpperCase(), [
      { canvas: [{ type: 'line', x1: 0, y1: 6, x2: RW, y2: 6, lineWidth: 0.6, lineColor: '#0e4194' }] },
    ]);
  const content = [
    row(m.contactHeading, [w.P(m.name, { size: 16, width: RW, color: '#0e4194' })]),
    ...m.contacts.map((c) => row(c.label, [w.P(c.text, { size: 9.5, width: RW })])),
    row('', [w.P(m.headline ?? '', { size: 11, bold: true, width: RW, margin: [0, 4, 0, 0] })]),
  ];
  if (m.summary) content.push(band(m.summary.heading), row('', [w.P(m.summary.text, { size: 9.5, width: RW })]));
  for (const k of ['experience', 'activities']) {
    if (!m[k]) continue;
    content.push(band(m[k].heading));
    for (const it of m[k].items)
      content.push(
        row(it.dates, [
          w.P(it.title, { size: 10.5, bold: true, width: RW }),
          w.P([it.org, it.place].filter(Boolean).join(', '), { size: 9.5, width: RW }),
          ...it.lines.map((l) => bullet(w, l, RW, 9)),
        ]),
      );
  }
  content.push(band(m.education.heading));
  for (const it of m.education.items)
    content.push(
      row(it.dates, [
        w.P(it.degree, { size: 10, bold: true, width: RW }),
        w.P([it.school, it.note].filter(Boolean).join(', '), { size: 9.5, width: RW }),
      ]),
    );
  if (m.languages)
    content.push(
      band(m.languages.heading),
      ...m.languages.list.map((l) => row('', [w.P(l, { size: 9.5, width: RW })])),
    );
  for (const k of ['skills', 'certs'])
    if (m[k])
      content.push(
        band(m[k].heading),
        row(
          '',
          m[k].list.map((l) => w.P(l, { size: 9.5, width: RW })),
        ),
      );
  if (m.personal)
    content.push(
      band(m.personal.heading),
      ...m.personal.rows.map(([a, b]) => row(a, [w.P(b, { size: 9.5, width: RW })])),
    );
  if (m.extra) content.push(band(m.extra.heading), row('', [w.P(m.extra.text, { size: 9.5, width: RW })]));
  return { pageMargins: [40, 40, 40, 40], content, defaultStyle: { lineHeight: 1.15 } };
}
