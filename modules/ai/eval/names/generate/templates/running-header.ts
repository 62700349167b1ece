import { sayRtl, say } from '../draw.ts';
import { type Template, contactsEn, body, flowFor, W, contactsAr } from '../template-kit.ts';

export const runningHeaderTemplate: Template = {
  name: 'runningHeader',
  languages: ['en', 'ar'],
  heldoutOnly: true,
  draw: (c) => {
    const { cv, doc } = c;
    const ar = cv.language === 'ar';
    c.traps.push('running header on every page');
    const head = () =>
      ar
        ? sayRtl(doc, c.f, `السيرة الذاتية - ${cv.nameAr}`, W - 40, 25, { size: 8, color: '#888888' })
        : say(doc, c.f, `Curriculum Vitae - ${cv.nameEn} - ${cv.title}`, 40, 25, { size: 8, color: '#888888' });
    head();
    if (ar) sayRtl(doc, c.f, cv.nameAr, W - 40, 50, { size: 20, bold: true, fit: 300 });
    else say(doc, c.f, cv.nameEn, 40, 50, { size: 20, bold: true, fit: 300 });
    (ar ? contactsAr(cv) : contactsEn(cv)).forEach((l, i) =>
      ar ? sayRtl(doc, c.f, l, W - 40, 84 + i * 13, { size: 9 }) : say(doc, c.f, l, 40, 84 + i * 13, { size: 9 }),
    );
    body(c, flowFor(c, 40, W - 80, 135, head), '#444444');
  },
};
