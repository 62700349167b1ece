// What every page template shares: the page size, accents, contact lines, the body under the name.
import type { Cv } from './cv.ts';
import { type Doc, type Fonts, Flow, fitted, say } from './draw.ts';
import type { Rng } from './rng.ts';

export type Ctx = { doc: Doc; f: Fonts; cv: Cv; rng: Rng; traps: string[] };
export type Template = {
  name: string;
  languages: Array<Cv['language']>;
  heldoutOnly?: boolean;
  draw: (c: Ctx) => void;
};

export const W = 595;
export const H = 842;
export const ACCENTS = ['#1f4e79', '#7a1f3d', '#0b6e4f', '#3b3b3b', '#8a5a00', '#274060'];

export function fill(rng: Rng, pattern: string, site: string): string {
  const day = rng.int(1, 28);
  return pattern
    .replace('{site}', site)
    .replace('{SITE}', site.toUpperCase())
    .replace('{host}', `www.${site.toLowerCase().replace(/[^a-z]/gu, '')}.com`)
    .replace('{date}', rng.chance(0.5) ? `${day}/0${rng.int(1, 9)}/2025` : `${day} May 2025`)
    .replace('{id}', rng.digits(6));
}

export const contactsEn = (c: Cv) => [c.phone.shown, c.email, `${c.place.city}, ${c.place.countryEn}`];
export const contactsAr = (c: Cv) => [
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

export function flowFor(c: Ctx, x: number, w: number, y: number, header?: () => void) {
  return new Flow(
    c.doc,
    c.f,
    { x, w, top: 60, bottom: H - 50, rtl: c.cv.language === 'ar', newPage: header ?? (() => {}) },
    y,
  );
}

export const centered = (
  c: Ctx,
  text: string,
  y: number,
  style: { size: number; bold?: boolean; color?: string; fit?: number },
) => {
  const s = fitted(c.doc, c.f, text, style);
  c.doc.font(s.bold ? c.f.bold : c.f.reg).fontSize(s.size);
  say(c.doc, c.f, text, (W - c.doc.widthOfString(text)) / 2, y, s);
};
