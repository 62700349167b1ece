// The pdfmake classic layout: one centred column, and an Arabic summary page after it when the CV has one.
import { heading, restSections } from './blocks.mjs';
import { writer } from './writer.mjs';

export function classic(m, w) {
  const W = 595 - 110;
  const content = [
    w.P(m.name, { size: 20, bold: true, width: W, align: 'center' }),
    ...(m.nameAr ? [w.P(m.nameAr, { size: 16, width: W, align: 'center' })] : []),
    w.P(m.headline ?? '', { size: 11, width: W, align: 'center', italics: true }),
    w.P(m.contacts.map((c) => c.text).join('  ·  '), { size: 9, width: W, align: 'center', margin: [0, 4, 0, 4] }),
    ...restSections(
      w,
      m,
      W,
      ['summary', 'experience', 'education', 'certs', 'skills', 'languages', 'activities', 'personal', 'extra'],
      { color: '#000000', size: 11.5 },
    ),
  ];
  if (m.appendix) {
    const aw = writer({ ...m, dir: 'rtl', lang: 'ar' });
    content.push({ text: '', pageBreak: 'after' });
    content.push(...heading(aw, m.appendix.heading, { width: W, color: '#000000' }));
    content.push(...m.appendix.lines.map((l) => aw.P(l, { width: W, size: 11, margin: [0, 2, 0, 2] })));
  }
  return { pageMargins: [55, 50, 55, 50], content };
}
