// The pdfmake title-first layout: the first line is a job title, the name comes after it.
import { restSections } from './blocks.mjs';

export function titlefirst(m, w) {
  const W = 595 - 100;
  return {
    pageMargins: [50, 45, 50, 45],
    content: [
      w.P(m.headline ?? '', { size: 18, bold: true, color: '#6a040f', width: W }),
      w.P(m.name, { size: 14, width: W, margin: [0, 2, 0, 2] }),
      w.P(m.contacts.map((c) => c.text).join(w.rtl ? ' • ' : ' • '), { size: 9, width: W, color: '#333' }),
      ...restSections(
        w,
        m,
        W,
        ['summary', 'experience', 'education', 'certs', 'skills', 'languages', 'activities', 'personal', 'extra'],
        { color: '#6a040f', size: 11 },
      ),
    ],
  };
}
