import { DOC_TITLES_AR } from '../name-surroundings.ts';
import { sayRtl } from '../draw.ts';
import { type Template, body, contactsAr, flowFor, W } from '../template-kit.ts';

export const arabicClassicTemplate: Template = {
  name: 'arabicClassic',
  languages: ['ar'],
  draw: (c) => {
    const { rng, cv, doc } = c;
    const title = rng.pick(DOC_TITLES_AR);
    c.traps.push('document title above the name');
    doc.font(c.f.arBold).fontSize(16);
    sayRtl(doc, c.f, title, (W + doc.widthOfString(title)) / 2, 40, { size: 16, bold: true, color: '#1f4e79' });
    const labelled = rng.chance(0.5);
    if (labelled) {
      c.traps.push('labelled name');
      sayRtl(doc, c.f, `الاسم: ${cv.nameAr}`, W - 50, 80, { size: 12, bold: true });
    } else sayRtl(doc, c.f, cv.nameAr, W - 50, 80, { size: 18, bold: true, fit: 300 });
    [`الجنسية: ${rng.pick(['أردني', 'سعودي', 'إماراتي', 'قطري', 'عراقي'])}`, ...contactsAr(cv)].forEach((l, i) =>
      sayRtl(doc, c.f, l, W - 50, 110 + i * 15, { size: 9.5 }),
    );
    body(c, flowFor(c, 50, W - 100, 180), '#1f4e79');
  },
};
