// Page layouts. Each draws the header its way (where the name goes is the point of this set) and then
// the same kind of body. `traps` names what sits near the name.
import { DOC_TITLES, DOC_TITLES_AR, badges, badgesAr, banners, bannersAr, sites, sitesAr } from './content.ts';
import type { Cv } from './cv.ts';
import { Flow, fitted, photo, say, sayRtl, type Doc, type Fonts } from './draw.ts';
import type { Rng } from './rng.ts';

export type Ctx = { doc: Doc; f: Fonts; cv: Cv; rng: Rng; traps: string[] };
export type Template = {
  name: string;
  languages: Array<Cv['language']>;
  heldoutOnly?: boolean;
  draw: (c: Ctx) => void;
};

const W = 595;
const H = 842;
const ACCENTS = ['#1f4e79', '#7a1f3d', '#0b6e4f', '#3b3b3b', '#8a5a00', '#274060'];

function fill(rng: Rng, pattern: string, site: string): string {
  const day = rng.int(1, 28);
  return pattern
    .replace('{site}', site)
    .replace('{SITE}', site.toUpperCase())
    .replace('{host}', `www.${site.toLowerCase().replace(/[^a-z]/gu, '')}.com`)
    .replace('{date}', rng.chance(0.5) ? `${day}/0${rng.int(1, 9)}/2025` : `${day} May 2025`)
    .replace('{id}', rng.digits(6));
}

const contactsEn = (c: Cv) => [c.phone.shown, c.email, `${c.place.city}, ${c.place.countryEn}`];
const contactsAr = (c: Cv) => [
  `الجوال: ${c.phone.shown}`,
  `البريد: ${c.email}`,
  `${c.place.cityAr}، ${c.place.countryAr}`,
];

/** The body: summary, roles, studies, skills, languages. */
export function body(c: Ctx, flow: Flow, accent: string, summaryHeading = true) {
  const { cv, rng } = c;
  const ar = cv.language === 'ar';
  const o = cv.occupation;
  const h = { size: 11.5, color: accent, rule: rng.chance(0.6) ? accent : undefined };
  const t = { size: 9.5 };
  if (summaryHeading) flow.heading(ar ? 'الملخص المهني' : rng.pick(['Professional Summary', 'Profile', 'Summary']), h);
  flow.para(
    ar
      ? `${o.ar} بخبرة ${cv.roles.length * 3} سنوات في ${cv.place.countryAr}، أبحث عن فرصة جديدة في بيئة عمل محفزة.`
      : `${o.en} with ${cv.roles.length * 3}+ years of experience in ${cv.place.countryEn} and the GCC. Known for accuracy, teamwork and clear reporting to management.`,
    t,
  );
  flow.heading(
    ar ? 'الخبرات العملية' : rng.pick(['Work Experience', 'Professional Experience', 'Employment History']),
    h,
  );
  for (const r of cv.roles) {
    const to = ar && r.to === 'present' ? 'حتى الآن' : r.to === 'present' ? 'Present' : r.to;
    flow.line(ar ? `${r.title} - ${r.company}` : `${r.title} | ${r.company}`, { size: 10, bold: true });
    flow.line(`${r.from} - ${to}`, { size: 9, color: '#666666' });
    for (const d of (ar ? o.dutiesAr : o.duties).slice(0, rng.int(1, 3))) flow.line(`• ${d}`, t, 2);
  }
  flow.heading(ar ? 'التعليم' : 'Education', h);
  flow.line(ar ? o.degreeAr : o.degree, { size: 10, bold: true });
  flow.line(
    ar
      ? `جامعة ${cv.place.cityAr}، ${cv.roles.at(-1)!.from.slice(-4)}`
      : `University, ${Number(cv.roles.at(-1)!.from.slice(-4)) - 1}`,
    t,
  );
  flow.heading(ar ? 'المهارات' : 'Skills', h);
  flow.line((ar ? o.skillsAr : o.skills).join(ar ? '، ' : ', '), t);
  flow.heading(ar ? 'اللغات' : 'Languages', h);
  flow.line(ar ? 'العربية: اللغة الأم - الإنجليزية: جيد جداً' : 'English (fluent), Arabic (native)', t);
  if (!rng.chance(0.45)) return;
  flow.heading(ar ? 'الدورات التدريبية' : 'Training & Courses', h);
  for (let i = 0; i < rng.int(6, 12); i++)
    flow.line(
      ar ? `دورة تدريبية متخصصة رقم ${i + 1} - ${2015 + i}` : `Professional course ${i + 1}, ${2015 + i}`,
      t,
      2,
    );
  flow.heading(ar ? 'المعرفون' : 'References', h);
  flow.line(ar ? 'تقدم عند الطلب' : 'Available upon request', t);
}

function flowFor(c: Ctx, x: number, w: number, y: number, header?: () => void) {
  return new Flow(
    c.doc,
    c.f,
    { x, w, top: 60, bottom: H - 50, rtl: c.cv.language === 'ar', newPage: header ?? (() => {}) },
    y,
  );
}

const centered = (
  c: Ctx,
  text: string,
  y: number,
  style: { size: number; bold?: boolean; color?: string; fit?: number },
) => {
  const s = fitted(c.doc, c.f, text, style);
  c.doc.font(s.bold ? c.f.bold : c.f.reg).fontSize(s.size);
  say(c.doc, c.f, text, (W - c.doc.widthOfString(text)) / 2, y, s);
};

export const TEMPLATES: Template[] = [
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
    name: 'bilingual',
    languages: ['mixed'],
    draw: (c) => {
      const { rng, cv, doc } = c;
      centered(c, rng.pick(['CURRICULUM VITAE', 'Curriculum Vitae', 'RESUME']), 36, { size: 11, color: '#777777' });
      c.traps.push('document title above the name', 'name in both scripts');
      centered(c, cv.nameEn, 56, { size: 20, bold: true, fit: 300 });
      doc.font(c.f.arBold).fontSize(15);
      sayRtl(doc, c.f, cv.nameAr, (W + doc.widthOfString(cv.nameAr)) / 2, 84, { size: 15, bold: true });
      centered(c, contactsEn(cv).join(' • '), 114, { size: 9 });
      body(c, flowFor(c, 50, W - 100, 140), '#333333');
    },
  },
  {
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
  },
  {
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
  },
  {
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
  },
];
