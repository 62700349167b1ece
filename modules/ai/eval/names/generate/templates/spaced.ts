import { say } from '../draw.ts';
import { type Template, ACCENTS, contactsEn, body, flowFor, W } from '../template-kit.ts';

export const spacedTemplate: Template = {
  name: 'spaced',
  languages: ['en'],
  heldoutOnly: true,
  draw: (c) => {
    const { rng, cv, doc } = c;
    const accent = rng.pick(ACCENTS);
    c.traps.push('letter-spaced name');
    say(doc, c.f, cv.nameEn.toUpperCase(), 50, 50, { size: 20, bold: true, fit: 480, spacing: 5 });
    say(doc, c.f, cv.title.toUpperCase(), 50, 80, { size: 10, spacing: 3, color: accent });
    doc
      .moveTo(50, 100)
      .lineTo(W - 50, 100)
      .strokeColor(accent)
      .stroke();
    say(doc, c.f, contactsEn(cv).join('  ·  '), 50, 108, { size: 8.5 });
    body(c, flowFor(c, 50, W - 100, 135), accent);
  },
};
