import { sayRtl } from '../draw.ts';
import { type Template, centered, contactsEn, body, flowFor, W } from '../template-kit.ts';

export const bilingualTemplate: Template = {
  name: 'bilingual',
  languages: ['mixed'],
  draw: (c) => {
    const { rng, cv, doc } = c;
    centered(c, rng.pick(['CURRICULUM VITAE', 'Curriculum Vitae', 'RESUME']), 36, { size: 11, color: '#777777' });
    c.traps.push('document title above the name', 'name in both scripts');
    centered(c, cv.nameEn, 56, { size: 20, bold: true, fit: 300 });
    doc.font(c.f.arBold).fontSize(15);
    sayRtl(doc, c.f, cv.nameAr, (W + doc.widthOfString(cv.nameAr)) / 2, 84, { size: 15, bold: true });
    centered(c, contactsEn(cv).join(' • '), 114, { size: 9 });
    body(c, flowFor(c, 50, W - 100, 140), '#333333');
  },
};
