// The pdfmake job-site export layout: a banner header on every page and an "Exported from" footer with page numbers.
import { restSections } from './blocks.mjs';

export function jobsite(m, w) {
  const W = 595 - 80;
  return {
    pageMargins: [40, 60, 40, 50],
    header: () => ({
      margin: [40, 18, 40, 0],
      table: {
        widths: ['*'],
        body: [[{ text: m.banner.top, fontSize: 8, color: '#ffffff', fillColor: '#0077b6', margin: [6, 4, 6, 4] }]],
      },
      layout: 'noBorders',
    }),
    footer: (page, pages) => ({
      margin: [40, 10, 40, 0],
      columns: [
        { text: m.banner.footer, fontSize: 7, color: '#777' },
        { text: `Page ${page} of ${pages}`, fontSize: 7, color: '#777', alignment: 'right', width: 70 },
      ],
    }),
    content: [
      w.P(m.name, { size: 20, bold: true, width: W }),
      w.P(m.headline ?? '', { size: 11, color: '#0077b6', width: W, margin: [0, 0, 0, 6] }),
      {
        table: {
          widths: [110, '*'],
          body: m.contacts.map((c) => [
            { text: c.label, fontSize: 8.5, color: '#555' },
            { text: c.text, fontSize: 9 },
          ]),
        },
        layout: 'lightHorizontalLines',
      },
      ...restSections(
        w,
        m,
        W,
        ['summary', 'experience', 'education', 'certs', 'skills', 'languages', 'activities', 'personal', 'extra'],
        { color: '#023e8a', size: 11 },
      ),
    ],
  };
}
