// The pdfmake designer layout: icons, a photo circle and skill bars.
import { ICON, heading, restSections } from './blocks.mjs';

export function designer(m, w) {
  const W = 595 - 80;
  const MW = 320;
  const SW = W - MW - 25;
  const iconRow = m.contacts.map((c) => ({
    columns: w.rtl
      ? [
          w.P(c.text, { size: 9, width: SW - 16, color: '#ffffff' }),
          { width: 14, text: ICON[c.kind], font: 'Icons', color: '#ffd166', fontSize: 9 },
        ]
      : [
          { width: 14, text: ICON[c.kind], font: 'Icons', color: '#ffd166', fontSize: 9 },
          w.P(c.text, { size: 9, width: 200, color: '#ffffff' }),
        ],
    columnGap: 4,
    margin: [0, 1, 0, 1],
  }));
  const header = {
    columns: [
      {
        width: 70,
        canvas: [
          { type: 'ellipse', x: 35, y: 35, r1: 32, r2: 32, color: '#e9ecef' },
          { type: 'ellipse', x: 35, y: 28, r1: 11, r2: 11, color: '#adb5bd' },
          { type: 'rect', x: 17, y: 44, w: 36, h: 16, r: 8, color: '#adb5bd' },
        ],
      },
      {
        width: '*',
        stack: [
          w.P(m.name, { size: 24, bold: true, color: '#ffffff', width: 420 }),
          w.P(m.headline ?? '', { size: 12, color: '#ffd166', width: 420, margin: [0, 0, 0, 6] }),
          { columns: [{ stack: iconRow.slice(0, 3) }, { stack: iconRow.slice(3) }], columnGap: 10 },
        ],
      },
    ],
    columnGap: 16,
  };
  if (w.rtl) header.columns.reverse();
  const bars = (list) =>
    list.map((s, i) => ({
      stack: [
        w.P(s, { size: 9, width: SW }),
        {
          canvas: [
            { type: 'rect', x: 0, y: 2, w: SW, h: 4, color: '#e9ecef' },
            {
              type: 'rect',
              x: w.rtl ? SW - SW * (0.9 - i * 0.1) : 0,
              y: 2,
              w: SW * (0.9 - i * 0.1),
              h: 4,
              color: '#ef476f',
            },
          ],
          margin: [0, 0, 0, 5],
        },
      ],
    }));
  const side = [];
  if (m.skills) side.push(...heading(w, m.skills.heading, { width: SW, color: '#ef476f' }), ...bars(m.skills.list));
  for (const k of ['languages', 'certs', 'personal']) {
    if (!m[k]) continue;
    side.push(...heading(w, m[k].heading, { width: SW, color: '#ef476f' }));
    if (k === 'personal') side.push(...m[k].rows.map(([a, b]) => w.P(`${a}: ${b}`, { width: SW, size: 9 })));
    else side.push(...m[k].list.map((l) => w.P(l, { width: SW, size: 9 })));
  }
  const main = restSections(w, m, MW, ['summary', 'experience', 'education', 'activities', 'extra'], {
    color: '#073b4c',
  });
  const cols = w.rtl
    ? [
        { width: SW, stack: side },
        { width: MW, stack: main },
      ]
    : [
        { width: MW, stack: main },
        { width: SW, stack: side },
      ];
  return {
    pageMargins: [40, 30, 40, 30],
    background: () => ({
      absolutePosition: { x: 0, y: 0 },
      canvas: [{ type: 'rect', x: 0, y: 0, w: 595, h: 158, color: '#073b4c' }],
    }),
    content: [header, { text: ' ', margin: [0, 14, 0, 0] }, { columns: cols, columnGap: 25 }],
  };
}
