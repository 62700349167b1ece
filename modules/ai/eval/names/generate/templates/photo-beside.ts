import { say, photo } from '../draw.ts';
import { type Template, ACCENTS, contactsEn, body, flowFor, W } from '../template-kit.ts';

export const photoBesideTemplate: Template = {
  name: 'photoBeside',
  languages: ['en'],
  draw: (c) => {
    const { rng, cv, doc } = c;
    photo(doc, 45, 40, 80, 96);
    c.traps.push('photo beside the name', 'name over two lines');
    const accent = rng.pick(ACCENTS);
    say(doc, c.f, cv.givenShown, 145, 48, { size: 22, bold: true, fit: 300, color: accent });
    say(doc, c.f, cv.familyShown, 145, 76, { size: 22, bold: true, fit: 300, color: accent });
    say(doc, c.f, cv.title, 145, 106, { size: 11 });
    const contacts = contactsEn(cv);
    contacts.forEach((l, i) => say(doc, c.f, l, 400, 52 + i * 14, { size: 8.5 }));
    body(c, flowFor(c, 45, W - 90, 160), accent);
  },
};
