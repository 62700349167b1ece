// The pdfmake sidebar layout: two columns, the sidebar on the right in Arabic.
import { heading, restSections } from './blocks.mjs';

export function sidebar(m, w) {
  const SW = 165;
  const MW = 595 - SW - 30 - 40 - 25;
  const side = [
    ...heading(w, m.contactHeading, { color: '#ffffff', width: SW, size: 11 }),
    ...m.contacts.map((c) =>
      w.P(`${c.label}: ${c.text}`, { width: SW, size: 8.5, color: '#f0f0f0', margin: [0, 0, 0, 3] }),
    ),
  ];
  for (const k of ['skills', 'languages', 'certs']) {
    if (!m[k]) continue;
    side.push(...heading(w, m[k].heading, { color: '#ffffff', width: SW, size: 11 }));
    side.push(...m[k].list.map((l) => w.P(l, { width: SW, size: 8.5, color: '#f0f0f0', margin: [0, 0, 0, 2] })));
  }
  const main = [
    w.P(m.name, { size: 22, bold: true, width: MW, color: '#1f2d3d' }),
    ...(m.nameAr ? [w.P(m.nameAr, { size: 16, width: MW, color: '#1f2d3d' })] : []),
    w.P(m.headline ?? '', { size: 12, width: MW, color: '#5c7080', margin: [0, 2, 0, 6] }),
    ...restSections(w, m, MW, ['summary', 'experience', 'education', 'activities', 'personal', 'extra']),
  ];
  const cols = w.rtl
    ? [
        { width: MW, stack: main },
        { width: SW, stack: side },
      ]
    : [
        { width: SW, stack: side },
        { width: MW, stack: main },
      ];
  return {
    pageMargins: [25, 30, 30, 30],
    background: () => ({
      absolutePosition: { x: 0, y: 0 },
      canvas: [{ type: 'rect', x: w.rtl ? 595 - SW - 40 : 0, y: 0, w: SW + 40, h: 842, color: '#23395b' }],
    }),
    content: [{ columns: cols, columnGap: 40 }],
  };
}
