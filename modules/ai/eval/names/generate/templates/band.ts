import { say } from '../draw.ts';
import { type Template, ACCENTS, contactsEn, body, flowFor, W } from '../template-kit.ts';

export const bandTemplate: Template = {
  name: 'band',
  languages: ['en'],
  draw: (c) => {
    const { rng, cv, doc } = c;
    const accent = rng.pick(ACCENTS);
    doc.rect(0, 0, W, 110).fill(accent);
    say(doc, c.f, cv.nameEn, 40, 34, { size: 21, bold: true, fit: 300, color: '#ffffff' });
    say(doc, c.f, cv.title, 40, 66, { size: 11, color: '#ffffff' });
    contactsEn(cv).forEach((l, i) => say(doc, c.f, l, 390, 30 + i * 18, { size: 8.5, color: '#ffffff' }));
    c.traps.push('name and contacts on shared baselines');
    body(c, flowFor(c, 40, W - 80, 130), accent);
  },
};
