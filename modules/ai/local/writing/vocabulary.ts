import { foldString } from '../normalize.ts';
import type { TextLanguage } from '../../schemas/language.ts';

export type Bilingual = Record<TextLanguage, string>;

/** ISO country code → name, currency and pay level against Saudi Arabia (the reference market). */
export const COUNTRIES: Record<
  string,
  { name: Bilingual; currency: string; perUsd: number; factor: number; gulf: boolean }
> = {
  SA: {
    name: { en: 'Saudi Arabia', ar: 'المملكة العربية السعودية' },
    currency: 'SAR',
    perUsd: 3.75,
    factor: 1,
    gulf: true,
  },
  AE: {
    name: { en: 'the UAE', ar: 'الإمارات العربية المتحدة' },
    currency: 'AED',
    perUsd: 3.67,
    factor: 1.05,
    gulf: true,
  },
  QA: { name: { en: 'Qatar', ar: 'قطر' }, currency: 'QAR', perUsd: 3.64, factor: 1.1, gulf: true },
  KW: { name: { en: 'Kuwait', ar: 'الكويت' }, currency: 'KWD', perUsd: 0.307, factor: 1, gulf: true },
  BH: { name: { en: 'Bahrain', ar: 'البحرين' }, currency: 'BHD', perUsd: 0.376, factor: 0.85, gulf: true },
  OM: { name: { en: 'Oman', ar: 'سلطنة عُمان' }, currency: 'OMR', perUsd: 0.385, factor: 0.85, gulf: true },
  JO: { name: { en: 'Jordan', ar: 'الأردن' }, currency: 'JOD', perUsd: 0.709, factor: 0.35, gulf: false },
  EG: { name: { en: 'Egypt', ar: 'مصر' }, currency: 'EGP', perUsd: 48, factor: 0.15, gulf: false },
  LB: { name: { en: 'Lebanon', ar: 'لبنان' }, currency: 'USD', perUsd: 1, factor: 0.4, gulf: false },
};

const COUNTRY_WORDS: Array<[string, string]> = [
  ['saudi', 'SA'],
  ['ksa', 'SA'],
  ['السعودية', 'SA'],
  ['uae', 'AE'],
  ['emirates', 'AE'],
  ['الامارات', 'AE'],
  ['qatar', 'QA'],
  ['قطر', 'QA'],
  ['kuwait', 'KW'],
  ['الكويت', 'KW'],
  ['bahrain', 'BH'],
  ['البحرين', 'BH'],
  ['oman', 'OM'],
  ['عمان', 'OM'],
  ['jordan', 'JO'],
  ['الاردن', 'JO'],
  ['egypt', 'EG'],
  ['مصر', 'EG'],
  ['lebanon', 'LB'],
  ['لبنان', 'LB'],
];

/** The wizard's cities, in both languages, with their country. */
export const CITIES: Array<{ en: string; ar: string; country: string }> = [
  { en: 'Amman', ar: 'عمّان', country: 'JO' },
  { en: 'Irbid', ar: 'إربد', country: 'JO' },
  { en: 'Dubai', ar: 'دبي', country: 'AE' },
  { en: 'Abu Dhabi', ar: 'أبوظبي', country: 'AE' },
  { en: 'Sharjah', ar: 'الشارقة', country: 'AE' },
  { en: 'Ajman', ar: 'عجمان', country: 'AE' },
  { en: 'Ras Al Khaimah', ar: 'رأس الخيمة', country: 'AE' },
  { en: 'Fujairah', ar: 'الفجيرة', country: 'AE' },
  { en: 'Umm Al Quwain', ar: 'أم القيوين', country: 'AE' },
  { en: 'Al Ain', ar: 'العين', country: 'AE' },
  { en: 'Riyadh', ar: 'الرياض', country: 'SA' },
  { en: 'Jeddah', ar: 'جدة', country: 'SA' },
  { en: 'Dammam', ar: 'الدمام', country: 'SA' },
  { en: 'Khobar', ar: 'الخبر', country: 'SA' },
  { en: 'Al Khobar', ar: 'الخبر', country: 'SA' },
  { en: 'Mecca', ar: 'مكة المكرمة', country: 'SA' },
  { en: 'Makkah', ar: 'مكة المكرمة', country: 'SA' },
  { en: 'Medina', ar: 'المدينة المنورة', country: 'SA' },
  { en: 'NEOM', ar: 'نيوم', country: 'SA' },
  { en: 'Doha', ar: 'الدوحة', country: 'QA' },
  { en: 'Kuwait City', ar: 'مدينة الكويت', country: 'KW' },
  { en: 'Manama', ar: 'المنامة', country: 'BH' },
  { en: 'Muscat', ar: 'مسقط', country: 'OM' },
  { en: 'Salalah', ar: 'صلالة', country: 'OM' },
  { en: 'Cairo', ar: 'القاهرة', country: 'EG' },
  { en: 'Beirut', ar: 'بيروت', country: 'LB' },
];

const fold = (s: string) =>
  foldString(s)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The country a job's location or country field names (ISO code), if any. */
export function countryCode(...texts: Array<string | undefined>): string | undefined {
  const hay = ` ${fold(texts.filter(Boolean).join(' '))} `;
  const upper = texts.map((t) => t?.trim().toUpperCase()).find((t) => t && t in COUNTRIES);
  if (upper) return upper;
  for (const [word, code] of COUNTRY_WORDS) if (hay.includes(` ${fold(word)}`)) return code;
  for (const city of CITIES)
    if (hay.includes(` ${fold(city.en)} `) || hay.includes(` ${fold(city.ar)} `)) return city.country;
  return undefined;
}

/**
 * A job location written in the text's language: "Riyadh, Saudi Arabia" → "الرياض، المملكة العربية السعودية".
 * A place the vocabulary does not know stays as the recruiter wrote it.
 */
export function placeName(location: string | undefined, language: TextLanguage): string | undefined {
  const raw = location?.trim();
  if (!raw) return undefined;
  if (/^remote$/iu.test(raw) || /عن بعد/u.test(raw)) return language === 'ar' ? 'عن بُعد' : 'remote';
  if (/^multiple locations$/iu.test(raw)) return language === 'ar' ? 'مواقع متعددة' : 'multiple locations';
  const parts = raw.split(/\s*[,،]\s*/u).filter(Boolean);
  const out = parts.map((part) => {
    const f = fold(part);
    const city = CITIES.find((c) => fold(c.en) === f || fold(c.ar) === f);
    if (city) return city[language];
    const code = countryCode(part);
    if (code && COUNTRIES[code]) return COUNTRIES[code].name[language].replace(/^the /u, '');
    return part;
  });
  // "Kuwait City, Kuwait" is «مدينة الكويت» in Arabic: a country its city already names is not said twice.
  const kept = out.filter((p, i) => i === 0 || !out.slice(0, i).some((q) => fold(q).includes(fold(p))));
  return kept.join(language === 'ar' ? '، ' : ', ');
}

export const LEVELS = ['ENTRY', 'MID', 'SENIOR', 'EXECUTIVE'] as const;
export type Level = (typeof LEVELS)[number];

export function levelOf(value: string | undefined): Level {
  const v = (value ?? '').toUpperCase();
  if (v === 'JUNIOR' || v === 'INTERN' || v === 'ENTRY') return 'ENTRY';
  if (v === 'SENIOR' || v === 'LEAD') return 'SENIOR';
  if (v === 'EXECUTIVE' || v === 'DIRECTOR') return 'EXECUTIVE';
  return 'MID';
}

export const LEVEL_NAME: Record<Level, Bilingual> = {
  ENTRY: { en: 'entry-level', ar: 'للمبتدئين' },
  MID: { en: 'mid-level', ar: 'للمستوى المتوسط' },
  SENIOR: { en: 'senior', ar: 'للمستوى المتقدم' },
  EXECUTIVE: { en: 'executive', ar: 'للمستوى القيادي' },
};

/** Years asked per level, as [from, to] (to null: "7+"). The wizard's presets: 0-1, 1-3, 3-5, 5-7, 7+. */
export const LEVEL_YEARS: Record<Level, [number, number | null]> = {
  ENTRY: [0, 1],
  MID: [3, 5],
  SENIOR: [5, 7],
  EXECUTIVE: [7, null],
};
export const LEVEL_PAY: Record<Level, number> = { ENTRY: 0.6, MID: 1, SENIOR: 1.45, EXECUTIVE: 2.2 };

/** Seniority words a title may already carry (English and Arabic); the level is then not added again. */
export const SENIORITY_WORDS =
  /\b(senior|sr|junior|jr|lead|principal|head|chief|staff|intern|trainee|graduate|associate|assistant|executive|director|manager|supervisor|vp|i{1,3})\b|أول|اول|كبير|مبتدئ|متدرب|رئيس|رئيسي|مساعد|مدير|مشرف/iu;

/** Industries as a phrase after "in" / «في». */
export const INDUSTRIES: Record<string, Bilingual> = {
  technology: { en: 'the technology sector', ar: 'قطاع التقنية' },
  finance: { en: 'financial services', ar: 'قطاع الخدمات المالية' },
  healthcare: { en: 'healthcare', ar: 'قطاع الرعاية الصحية' },
  education: { en: 'education', ar: 'قطاع التعليم' },
  retail: { en: 'retail', ar: 'قطاع التجزئة' },
  manufacturing: { en: 'manufacturing', ar: 'قطاع التصنيع' },
  consulting: { en: 'consulting', ar: 'قطاع الاستشارات' },
  construction: { en: 'construction', ar: 'قطاع المقاولات والتشييد' },
  hospitality: { en: 'hospitality', ar: 'قطاع الضيافة' },
  transportation: { en: 'transport and logistics', ar: 'قطاع النقل والخدمات اللوجستية' },
  logistics: { en: 'logistics', ar: 'قطاع الخدمات اللوجستية' },
  energy: { en: 'the energy sector', ar: 'قطاع الطاقة' },
  aviation: { en: 'aviation', ar: 'قطاع الطيران' },
  telecommunications: { en: 'telecommunications', ar: 'قطاع الاتصالات' },
  government: { en: 'the public sector', ar: 'القطاع العام' },
  media: { en: 'media', ar: 'قطاع الإعلام' },
  marketing: { en: 'marketing', ar: 'قطاع التسويق' },
  'real estate': { en: 'real estate', ar: 'القطاع العقاري' },
  agriculture: { en: 'agriculture', ar: 'القطاع الزراعي' },
  legal: { en: 'legal services', ar: 'قطاع الخدمات القانونية' },
  banking: { en: 'banking', ar: 'القطاع المصرفي' },
  'non-profit': { en: 'the non-profit sector', ar: 'القطاع غير الربحي' },
};

/** The industry's name in the language, or undefined for "other" and unknown values. */
export function industryName(value: string | undefined, language: TextLanguage): string | undefined {
  const key = (value ?? '').trim().toLowerCase().replace(/_/gu, ' ');
  if (!key || key === 'other') return undefined;
  const known = INDUSTRIES[key];
  if (known) return known[language];
  // An industry typed in the other script cannot be written in this language; it is left out.
  if ((language === 'ar') !== /[\u0600-\u06ff]/u.test(key)) return undefined;
  return language === 'ar' ? `قطاع ${value!.trim()}` : key;
}

const DEPARTMENTS: Array<[RegExp, Bilingual]> = [
  [/^(engineering|software|development|r&d|tech(nology)?)$/iu, { en: 'Engineering', ar: 'الهندسة' }],
  [/^(it|information technology)$/iu, { en: 'IT', ar: 'تقنية المعلومات' }],
  [/^(data|analytics|bi|business intelligence|data science)$/iu, { en: 'Data', ar: 'البيانات' }],
  [/^(finance|accounting|finance and accounting)$/iu, { en: 'Finance', ar: 'المالية' }],
  [/^(sales|business development)$/iu, { en: 'Sales', ar: 'المبيعات' }],
  [/^marketing$/iu, { en: 'Marketing', ar: 'التسويق' }],
  [/^(hr|human resources|people|people operations)$/iu, { en: 'Human Resources', ar: 'الموارد البشرية' }],
  [/^operations$/iu, { en: 'Operations', ar: 'العمليات' }],
  [/^product$/iu, { en: 'Product', ar: 'المنتجات' }],
  [/^design$/iu, { en: 'Design', ar: 'التصميم' }],
  [/^(customer service|customer support|support|customer care)$/iu, { en: 'Customer Service', ar: 'خدمة العملاء' }],
  [/^(nursing)$/iu, { en: 'Nursing', ar: 'التمريض' }],
  [/^(icu|intensive care)$/iu, { en: 'Intensive Care', ar: 'العناية المركزة' }],
  [/^(emergency|er)$/iu, { en: 'Emergency', ar: 'الطوارئ' }],
  [/^pharmacy$/iu, { en: 'Pharmacy', ar: 'الصيدلية' }],
  [/^(lab|laboratory)$/iu, { en: 'Laboratory', ar: 'المختبر' }],
  [/^legal$/iu, { en: 'Legal', ar: 'الشؤون القانونية' }],
  [/^compliance$/iu, { en: 'Compliance', ar: 'الالتزام' }],
  [/^(procurement|purchasing)$/iu, { en: 'Procurement', ar: 'المشتريات' }],
  [/^(logistics|supply chain)$/iu, { en: 'Supply Chain', ar: 'سلاسل الإمداد' }],
  [/^(admin|administration)$/iu, { en: 'Administration', ar: 'الشؤون الإدارية' }],
  [/^(projects?|pmo)$/iu, { en: 'Projects', ar: 'المشاريع' }],
  [/^(maintenance|facilities)$/iu, { en: 'Maintenance', ar: 'الصيانة' }],
  [/^(academics?|teaching)$/iu, { en: 'Academics', ar: 'الشؤون الأكاديمية' }],
  [/^(security|information security|cybersecurity)$/iu, { en: 'Information Security', ar: 'أمن المعلومات' }],
  [/^payments$/iu, { en: 'Payments', ar: 'المدفوعات' }],
  [/^(kitchen|f&b|food and beverage)$/iu, { en: 'Food and Beverage', ar: 'الأغذية والمشروبات' }],
  [/^(front office|reception)$/iu, { en: 'Front Office', ar: 'المكتب الأمامي' }],
  [/^(quality|qa|quality assurance)$/iu, { en: 'Quality', ar: 'الجودة' }],
  [/^(risk|risk management)$/iu, { en: 'Risk', ar: 'المخاطر' }],
];

/**
 * A department name in the text's language when the vocabulary knows it; a name written in the language's
 * script stays as written; otherwise undefined (the caller falls back on the role's own department).
 */
export function departmentName(value: string | undefined, language: TextLanguage): string | undefined {
  const raw = value?.trim().replace(/\s+(department|dept\.?|team)$/iu, '');
  if (!raw) return undefined;
  const known = DEPARTMENTS.find(([re]) => re.test(raw));
  if (known) return known[1][language];
  const arabic = /[\u0600-\u06ff]/u.test(raw);
  return arabic === (language === 'ar') ? raw : undefined;
}

export const EMPLOYMENT: Record<string, Bilingual> = {
  FULL_TIME: { en: 'full-time', ar: 'بدوام كامل' },
  PART_TIME: { en: 'part-time', ar: 'بدوام جزئي' },
  CONTRACT: { en: 'contract', ar: 'بعقد محدد المدة' },
  REMOTE: { en: 'remote', ar: 'عن بُعد' },
  INTERNSHIP: { en: 'internship', ar: 'تدريبية' },
};
export const WORK: Record<string, Bilingual> = {
  ONSITE: { en: 'on-site', ar: 'من مقر الشركة' },
  REMOTE: { en: 'remote', ar: 'عن بُعد' },
  HYBRID: { en: 'hybrid', ar: 'بنظام العمل الهجين' },
};

/** The wizard's education values in words for a requirements line. */
export const EDUCATION: Record<string, Bilingual> = {
  'High School': { en: 'A high school diploma', ar: 'شهادة الثانوية العامة' },
  "Bachelor's Degree": { en: "A bachelor's degree", ar: 'درجة البكالوريوس' },
  "Master's Degree": { en: "A master's degree", ar: 'درجة الماجستير' },
  PhD: { en: 'A doctorate', ar: 'درجة الدكتوراه' },
  'Professional Certification': { en: 'A recognised professional certificate', ar: 'شهادة مهنية معتمدة' },
};
