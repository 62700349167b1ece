import { sayRtl, say, photo } from '../draw.ts';
import { type Template, contactsEn, body, flowFor, W, contactsAr, H } from '../template-kit.ts';

export const sidebarTemplate: Template = {
  name: 'sidebar',
  languages: ['en', 'ar'],
  draw: (c) => {
    const { rng, cv, doc } = c;
    const ar = cv.language === 'ar';
    const sw = 170;
    const sx = ar ? W - sw : 0;
    const bg = rng.pick(['#23395d', '#2f3e46', '#e8ecef']);
    doc.rect(sx, 0, sw, H).fill(bg);
    const ink = bg === '#e8ecef' ? '#222222' : '#ffffff';
    photo(doc, sx + 35, 40, 100, 120);
    c.traps.push('photo and sidebar');
    let y = 190;
    const side = (t: string, s: { size: number; bold?: boolean }) => {
      if (ar) sayRtl(doc, c.f, t, sx + sw - 15, y, { ...s, color: ink });
      else say(doc, c.f, t, sx + 15, y, { ...s, color: ink });
      y += s.size + 8;
    };
    side(ar ? 'معلومات التواصل' : 'CONTACT', { size: 10, bold: true });
    for (const l of ar ? contactsAr(cv) : contactsEn(cv)) side(l, { size: 8 });
    y += 10;
    side(ar ? 'المهارات' : 'SKILLS', { size: 10, bold: true });
    for (const s of ar ? cv.occupation.skillsAr : cv.occupation.skills) side(s, { size: 8 });
    const mx = ar ? 40 : sw + 30;
    const mw = W - sw - 70;
    const twoLines = rng.chance(0.5);
    if (twoLines) c.traps.push('name over two lines');
    if (ar) {
      sayRtl(doc, c.f, cv.nameAr, mx + mw, 50, { size: 22, bold: true, fit: 300 });
      sayRtl(doc, c.f, cv.title, mx + mw, 86, { size: 12, color: '#555555' });
    } else if (twoLines) {
      say(doc, c.f, cv.givenShown.toUpperCase(), mx, 45, { size: 24, bold: true, fit: 300 });
      say(doc, c.f, cv.familyShown.toUpperCase(), mx, 75, { size: 24, fit: 300 });
      say(doc, c.f, cv.title, mx, 110, { size: 12, color: '#555555' });
    } else {
      say(doc, c.f, cv.nameEn, mx, 50, { size: 22, bold: true, fit: 300 });
      say(doc, c.f, cv.title, mx, 82, { size: 12, color: '#555555' });
    }
    body(c, flowFor(c, mx, mw, 130), '#23395d', rng.chance(0.5));
  },
};
