// The pdfmake timeline layout: each job beside a dot on a vertical line, its dates on the other side (mirrored in Arabic).
import { bullet, heading, restSections } from './blocks.mjs';

export function timeline(m, w) {
  const W = 595 - 90;
  const DW = 88;
  const CW = W - DW - 30;
  const item = (it, lines) => {
    const dates = w.P(it.dates, {
      size: 8.5,
      bold: true,
      color: '#2a9d8f',
      width: DW,
      align: w.rtl ? 'left' : 'right',
    });
    const dot = {
      width: 14,
      canvas: [
        { type: 'line', x1: 7, y1: 0, x2: 7, y2: 60, lineWidth: 1, lineColor: '#b7d3d0' },
        { type: 'ellipse', x: 7, y: 6, r1: 4, r2: 4, color: '#2a9d8f' },
      ],
    };
    const body = { width: CW, stack: lines };
    const cols = w.rtl ? [body, dot, { width: DW, stack: [dates] }] : [{ width: DW, stack: [dates] }, dot, body];
    return { columns: cols, columnGap: 8, margin: [0, 0, 0, 8] };
  };
  const content = [
    w.P(m.name, { size: 24, bold: true, color: '#264653', width: W, align: 'center' }),
    ...(m.nameAr ? [w.P(m.nameAr, { size: 16, width: W, align: 'center' })] : []),
    w.P(m.headline ?? '', { size: 12, color: '#2a9d8f', width: W, align: 'center' }),
    w.P(m.contacts.map((c) => c.text).join('  |  '), { size: 9, width: W, align: 'center', margin: [0, 4, 0, 6] }),
  ];
  if (m.summary)
    content.push(...heading(w, m.summary.heading, { width: W }), w.P(m.summary.text, { width: W, size: 9.5 }));
  for (const k of ['experience', 'activities']) {
    if (!m[k]) continue;
    content.push(...heading(w, m[k].heading, { width: W }));
    for (const it of m[k].items)
      content.push(
        item(it, [
          w.P(it.title, { bold: true, size: 10.5, width: CW }),
          w.P([it.org, it.place].filter(Boolean).join(w.rtl ? '، ' : ', '), { size: 9.5, color: '#555', width: CW }),
          ...it.lines.map((l) => bullet(w, l, CW)),
        ]),
      );
  }
  content.push(...heading(w, m.education.heading, { width: W }));
  for (const it of m.education.items)
    content.push(
      item({ dates: it.dates }, [
        w.P(it.degree, { bold: true, size: 10, width: CW }),
        w.P([it.school, it.note].filter(Boolean).join(' | '), { size: 9.5, width: CW }),
      ]),
    );
  content.push(...restSections(w, m, W, ['certs', 'skills', 'languages', 'personal', 'extra']));
  return { pageMargins: [45, 40, 45, 40], content };
}
