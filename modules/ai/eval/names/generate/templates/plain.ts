import { DOC_TITLES, DOC_TITLES_AR } from '../name-surroundings.ts';
import { type Template, contactsEn, body, flowFor, W, contactsAr } from '../template-kit.ts';

export const plainTemplate: Template = {
  name: 'plain',
  languages: ['en', 'ar'],
  draw: (c) => {
    // A CV typed in a word processor: one size throughout, the name only in bold.
    const { rng, cv } = c;
    const ar = cv.language === 'ar';
    c.traps.push('name in body-size type');
    const flow = flowFor(c, 50, W - 100, 50);
    if (rng.chance(0.5)) flow.line(ar ? rng.pick(DOC_TITLES_AR) : rng.pick(DOC_TITLES), { size: 10.5, bold: true });
    flow.line(ar ? cv.nameAr : cv.nameEn, { size: 10.5, bold: true });
    if (rng.chance(0.5)) flow.line(ar ? cv.occupation.seniorAr : cv.title, { size: 10.5 });
    for (const l of ar ? contactsAr(cv) : contactsEn(cv)) flow.line(l, { size: 10.5 }, 1);
    body(c, flow, '#000000');
  },
};
