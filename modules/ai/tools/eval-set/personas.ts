import { FAMILIES, type Family } from './families.ts';

export const AS_OF = '2025-06-01';
export type Lang = 'en' | 'ar' | 'mixed';
export type Layout = 'one' | 'two' | 'table' | 'scan' | 'libreoffice';
export type Role = {
  titleEn: string;
  titleAr: string;
  companyEn: string;
  companyAr: string;
  start: [number, number];
  end: [number, number] | null;
  yearOnly: boolean;
  freelance: boolean;
};
export type Persona = {
  id: string;
  lang: Lang;
  layout: Layout;
  family: Family;
  first: { en: string; ar: string };
  last: { en: string; ar: string };
  email: string;
  phoneShown: string;
  phoneE164: string;
  city: { en: string; ar: string };
  roles: Role[];
  skills: string[];
  dateStyle: number;
  junior: boolean;
  education: {
    level: 'BACHELOR' | 'MASTER' | 'DIPLOMA' | 'PHD';
    en: string;
    ar: string;
    instEn: string;
    instAr: string;
    year: number;
  };
};

// Small deterministic generator so that the set can be rebuilt byte for byte.
function rng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

const FIRST = [
  ['Ahmad', 'أحمد'],
  ['Sara', 'سارة'],
  ['Omar', 'عمر'],
  ['Lina', 'لينا'],
  ['Khaled', 'خالد'],
  ['Rania', 'رانيا'],
  ['Yousef', 'يوسف'],
  ['Noor', 'نور'],
  ['Faisal', 'فيصل'],
  ['Huda', 'هدى'],
  ['Tariq', 'طارق'],
  ['Reem', 'ريم'],
  ['Hassan', 'حسن'],
  ['Dana', 'دانة'],
  ['Rami', 'رامي'],
  ['Maha', 'مها'],
];
const LAST = [
  ['Al-Khatib', 'الخطيب'],
  ['Haddad', 'حداد'],
  ['Nasser', 'ناصر'],
  ['Al-Masri', 'المصري'],
  ['Qasem', 'قاسم'],
  ['Al-Otaibi', 'العتيبي'],
  ['Al-Harbi', 'الحربي'],
  ['Saleh', 'صالح'],
  ['Darwish', 'درويش'],
  ['Mansour', 'منصور'],
];
const CITIES = [
  { en: 'Amman, Jordan', ar: 'عمّان، الأردن', code: '962', mobile: () => `7${['7', '8', '9'][0]}` },
  { en: 'Riyadh, Saudi Arabia', ar: 'الرياض، السعودية', code: '966', mobile: () => '5' },
  { en: 'Dubai, UAE', ar: 'دبي، الإمارات', code: '971', mobile: () => '5' },
  { en: 'Doha, Qatar', ar: 'الدوحة، قطر', code: '974', mobile: () => '' },
  { en: 'Jeddah, Saudi Arabia', ar: 'جدة، السعودية', code: '966', mobile: () => '5' },
  { en: 'Kuwait City, Kuwait', ar: 'مدينة الكويت، الكويت', code: '965', mobile: () => '' },
  { en: 'Muscat, Oman', ar: 'مسقط، سلطنة عمان', code: '968', mobile: () => '' },
  { en: 'Manama, Bahrain', ar: 'المنامة، البحرين', code: '973', mobile: () => '' },
];
const COMPANIES = [
  ['Zain', 'زين'],
  ['Aramex', 'أرامكس'],
  ['Careem', 'كريم'],
  ['Talabat', 'طلبات'],
  ['Arab Bank', 'البنك العربي'],
  ['Orange Jordan', 'أورانج الأردن'],
  ['Hikma Pharmaceuticals', 'أدوية الحكمة'],
  ['Al Rajhi Bank', 'مصرف الراجحي'],
  ['Majid Al Futtaim', 'ماجد الفطيم'],
  ['Ooredoo', 'أوريدو'],
  ['Estarta', 'استرتا'],
  ['Emirates NBD', 'بنك الإمارات دبي الوطني'],
];
const INSTITUTIONS = [
  ['University of Jordan', 'الجامعة الأردنية'],
  ['King Saud University', 'جامعة الملك سعود'],
  ['American University of Sharjah', 'الجامعة الأمريكية في الشارقة'],
  ['Qatar University', 'جامعة قطر'],
  ['Yarmouk University', 'جامعة اليرموك'],
  ['Princess Sumaya University for Technology', 'جامعة الأميرة سمية للتكنولوجيا'],
];

function phoneFor(city: (typeof CITIES)[number], r: () => number, style: number): { shown: string; e164: string } {
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(r() * 10)).join('');
  let national: string;
  if (city.code === '962') national = `7${['7', '8', '9'][Math.floor(r() * 3)]}${digits(7)}`;
  else if (city.code === '966' || city.code === '971')
    national = `5${['0', '5', '6'][Math.floor(r() * 3)]}${digits(7)}`;
  else if (city.code === '968') national = `9${digits(7)}`;
  else if (city.code === '973') national = `3${digits(7)}`;
  else national = `${['5', '6'][Math.floor(r() * 2)]}${digits(7)}`;
  const e164 = `+${city.code}${national}`;
  const trunk = national.length === 9;
  const spaced =
    national.length === 9
      ? `${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5)}`
      : `${national.slice(0, 4)} ${national.slice(4)}`;
  const shown = [
    `+${city.code} ${spaced}`,
    `00${city.code}${national}`,
    trunk ? `0${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5)}` : spaced,
    `(+${city.code}) ${national.slice(0, 2)}-${national.slice(2, 5)}-${national.slice(5)}`,
  ][style % 4]!;
  return { shown, e164 };
}

export function personas(count = 44): Persona[] {
  const out: Persona[] = [];
  for (let i = 0; i < count; i++) {
    const r = rng(1000 + i * 7919);
    const family = FAMILIES[i % FAMILIES.length]!;
    const lang: Lang = (['en', 'ar', 'en', 'mixed'] as const)[i % 4]!;
    const layout: Layout =
      i === 7 || i === 30
        ? 'scan'
        : i === 5 || i === 18 || i === 35
          ? 'libreoffice'
          : (['one', 'two', 'table'] as const)[Math.floor(i / 2) % 3]!;
    const junior = i % 5 === 2;
    const first = FIRST[(i * 5) % FIRST.length]!;
    const last = LAST[(i * 3 + 1) % LAST.length]!;
    const city = CITIES[i % CITIES.length]!;
    const phone = phoneFor(city, r, i);
    const title = family.titles[i % family.titles.length]!;
    const nRoles = junior ? 1 + (i % 2) : 2 + (i % 2);
    const roles: Role[] = [];
    let endM = i % 6 === 5 ? 2024 * 12 + Math.floor(r() * 10) : null;
    let cursor = endM ?? 2025 * 12 + 4;
    const yearOnly = i % 4 === 1;
    for (let k = 0; k < nRoles; k++) {
      const len = junior ? 10 + Math.floor(r() * 14) : 18 + Math.floor(r() * 30);
      let start = cursor - len;
      if (yearOnly) start = Math.floor(start / 12) * 12;
      const t = k === 0 ? title : family.titles[(i + k) % family.titles.length]!;
      const c = COMPANIES[(i * 2 + k) % COMPANIES.length]!;
      const end = k === 0 && endM === null ? null : yearOnly ? Math.floor(cursor / 12) * 12 : cursor;
      roles.push({
        titleEn: t.en,
        titleAr: t.ar,
        companyEn: c[0]!,
        companyAr: c[1]!,
        start: [Math.floor(start / 12), (start % 12) + 1],
        end: end === null ? null : [Math.floor(end / 12), (end % 12) + 1],
        yearOnly,
        freelance: false,
      });
      cursor = start - Math.floor(r() * 4) - (yearOnly ? 12 : 0);
      endM = 0;
    }
    if (!junior && i % 5 === 0) {
      const prev = roles[1]!;
      const s = prev.start[0] * 12 + prev.start[1] - 1 + 6;
      roles.push({
        titleEn: `Freelance ${family.titles[0]!.en.replace(/^Senior /u, '')}`,
        titleAr: `${family.titles[0]!.ar} مستقل`,
        companyEn: 'Self-employed',
        companyAr: 'عمل حر',
        start: [Math.floor(s / 12), (s % 12) + 1],
        end: [Math.floor((s + 14) / 12), ((s + 14) % 12) + 1],
        yearOnly: false,
        freelance: true,
      });
    }
    const skills = junior ? family.skills.slice(0, Math.max(3, family.skills.length - 3)) : family.skills;
    const inst = INSTITUTIONS[i % INSTITUTIONS.length]!;
    const level = i % 7 === 3 ? 'MASTER' : i % 11 === 4 ? 'DIPLOMA' : 'BACHELOR';
    const degree =
      level === 'MASTER'
        ? {
            en: `Master of Science (M.Sc.) in ${family.degreeEn.replace(/^.* in |^Bachelor of (Science in )?/u, '')}`,
            ar: `ماجستير ${family.degreeAr.replace(/^بكالوريوس /u, '')}`,
          }
        : level === 'DIPLOMA'
          ? {
              en: `Diploma in ${family.degreeEn.replace(/^.* in |^Bachelor of (Science in )?/u, '')}`,
              ar: `دبلوم ${family.degreeAr.replace(/^بكالوريوس /u, '')}`,
            }
          : { en: family.degreeEn, ar: family.degreeAr };
    const lastRole = roles.reduce((a, b) => (a.start[0] < b.start[0] ? a : b));
    out.push({
      id: `cv-${String(i + 1).padStart(2, '0')}-${family.id}-${lang}-${layout}`,
      lang,
      layout,
      family,
      junior,
      first: { en: first[0]!, ar: first[1]! },
      last: { en: last[0]!, ar: last[1]! },
      email: `${first[0]!.toLowerCase()}.${last[0]!.toLowerCase().replace(/[^a-z]/gu, '')}${i}@${['gmail.com', 'outlook.com', 'yahoo.com', 'mail.jo'][i % 4]}`,
      phoneShown: phone.shown,
      phoneE164: phone.e164,
      city: { en: city.en, ar: city.ar },
      roles,
      skills,
      dateStyle: i,
      education: {
        level,
        en: degree.en,
        ar: degree.ar,
        instEn: inst[0]!,
        instAr: inst[1]!,
        year: lastRole.start[0] - (lastRole.start[1] > 8 ? 0 : 1),
      },
    });
  }
  return out;
}

/** Years of experience as a recruiter counts them: overlapping months once, a current role up to AS_OF. */
export function trueYears(p: Persona): number {
  const asOf = Number(AS_OF.slice(0, 4)) * 12 + Number(AS_OF.slice(5, 7)) - 1;
  const months = new Set<number>();
  for (const r of p.roles) {
    const a = r.start[0] * 12 + r.start[1] - 1;
    const b = r.end ? r.end[0] * 12 + r.end[1] - 1 : asOf;
    for (let m = a; m < b; m++) months.add(m);
  }
  return Math.round((months.size / 12) * 10) / 10;
}
