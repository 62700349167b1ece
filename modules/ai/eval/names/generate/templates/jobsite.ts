import { sitesAr, sites, bannersAr, banners, badgesAr, badges } from '../job-boards.ts';
import { sayRtl, say, fitted } from '../draw.ts';
import { type Template, body, contactsAr, flowFor, W, fill, H } from '../template-kit.ts';

export const jobsiteTemplate: Template = {
  name: 'jobsite',
  languages: ['en', 'ar'],
  draw: (c) => {
    const { rng, cv, doc } = c;
    const ar = cv.language === 'ar';
    const site = rng.pick(ar ? sitesAr(cv.split) : sites(cv.split));
    const banner = fill(rng, rng.pick(ar ? bannersAr(cv.split) : banners(cv.split)), site);
    const badge = rng.chance(0.6) ? rng.pick(ar ? badgesAr(cv.split) : badges(cv.split)) : '';
    c.traps.push('job-board banner', ...(badge ? ['badge beside the name'] : []));
    const logo = rng.chance(0.5);
    if (logo) c.traps.push('job-board name as a logo, larger than the name');
    doc.rect(0, 0, W, 34).fill('#eef1f5');
    if (logo) {
      // The board's name set as its logo at the top corner, in the largest type on the page.
      const style = { size: 26, bold: true, color: '#0a5c8a', fit: 190 };
      if (ar) sayRtl(doc, c.f, site, 230, 44, style);
      else {
        const s = fitted(doc, c.f, site, style);
        doc.font(c.f.bold).fontSize(s.size);
        say(doc, c.f, site, W - 30 - doc.widthOfString(site), 44, s);
      }
    }
    const header = () => {
      if (ar) sayRtl(doc, c.f, banner, W - 30, 12, { size: 8.5, color: '#555555' });
      else say(doc, c.f, banner, 30, 12, { size: 8.5, color: '#555555' });
    };
    header();
    const name = ar ? cv.nameAr : cv.nameEn;
    if (ar) {
      const w = sayRtl(doc, c.f, name, W - 40, 58, { size: 19, bold: true, fit: 300 });
      if (badge) sayRtl(doc, c.f, badge, W - 50 - w, 62, { size: 9, color: '#b35900' });
    } else {
      const w = say(doc, c.f, name, 40, 52, { size: 19, bold: true, fit: 300 });
      if (badge) say(doc, c.f, badge, 40 + w + 10, 58, { size: 9, color: '#b35900' });
    }
    const facts = ar
      ? [
          `المسمى الوظيفي: ${cv.title}`,
          `الموقع الحالي: ${cv.place.cityAr}، ${cv.place.countryAr}`,
          ...contactsAr(cv).slice(0, 2),
        ]
      : [
          `Current Position: ${cv.title}`,
          `Current Location: ${cv.place.city}, ${cv.place.countryEn}`,
          `Mobile: ${cv.phone.shown}`,
          `Email: ${cv.email}`,
          `Notice Period: ${rng.pick(['Immediate', '1 Month', '2 Months'])}`,
          `Last Active: ${rng.int(2, 9)} days ago`,
        ];
    facts.forEach((l, i) =>
      ar ? sayRtl(doc, c.f, l, W - 40, 88 + i * 14, { size: 9 }) : say(doc, c.f, l, 40, 86 + i * 13, { size: 9 }),
    );
    const footer = rng.chance(0.6);
    const running = () => {
      header();
      if (footer)
        say(doc, c.f, `${site} - confidential candidate information`, 30, H - 30, { size: 7.5, color: '#888888' });
    };
    if (footer)
      say(doc, c.f, `${site} - confidential candidate information`, 30, H - 30, { size: 7.5, color: '#888888' });
    body(c, flowFor(c, 40, W - 80, 100 + facts.length * 14, running), '#333333');
  },
};
