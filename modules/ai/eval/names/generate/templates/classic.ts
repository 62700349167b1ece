import { DOC_TITLES } from '../name-surroundings.ts';
import { type Template, ACCENTS, centered, contactsEn, body, flowFor, W } from '../template-kit.ts';

export const classicTemplate: Template = {
  name: 'classic',
  languages: ['en'],
  draw: (c) => {
    const accent = c.rng.pick(ACCENTS);
    let y = 50;
    if (c.rng.chance(0.5)) {
      centered(c, c.rng.pick(DOC_TITLES), y, { size: 10, color: '#777777' });
      c.traps.push('document title above the name');
      y += 22;
    }
    centered(c, c.cv.nameEn, y, { size: 22, bold: true, fit: 300, color: accent });
    centered(c, c.cv.title, y + 30, { size: 12 });
    centered(c, contactsEn(c.cv).join('  |  '), y + 50, { size: 9 });
    body(c, flowFor(c, 50, W - 100, y + 80), accent, c.rng.chance(0.7));
  },
};
