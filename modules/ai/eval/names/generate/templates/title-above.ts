import { sayRtl, say } from '../draw.ts';
import { type Template, ACCENTS, contactsEn, body, flowFor, W, contactsAr } from '../template-kit.ts';

export const titleAboveTemplate: Template = {
  name: 'titleAbove',
  languages: ['en', 'ar'],
  draw: (c) => {
    const accent = c.rng.pick(ACCENTS);
    const ar = c.cv.language === 'ar';
    c.traps.push('job title above the name');
    if (ar) {
      sayRtl(c.doc, c.f, c.cv.occupation.seniorAr, W - 50, 50, { size: 12, color: accent });
      sayRtl(c.doc, c.f, c.cv.nameAr, W - 50, 72, { size: 22, bold: true, fit: 300 });
      contactsAr(c.cv).forEach((l, i) => sayRtl(c.doc, c.f, l, W - 50, 106 + i * 14, { size: 9 }));
    } else {
      const title = c.rng.chance(0.5)
        ? c.cv.title.toUpperCase()
        : `${c.cv.title} · ${c.cv.roles.length * 3} Years Experience`;
      say(c.doc, c.f, title, 50, 50, { size: 11, color: accent, spacing: 1 });
      say(c.doc, c.f, c.cv.nameEn, 50, 68, { size: 24, bold: true, fit: 300 });
      say(c.doc, c.f, contactsEn(c.cv).join('   '), 50, 104, { size: 9 });
    }
    body(c, flowFor(c, 50, W - 100, 150), accent);
  },
};
