// Countries (their names, currency and pay level) and cities, in English and Arabic: finding them in a text and
// naming them.
import { foldString } from '../normalize.ts';
import type { TextLanguage } from '../../schemas/language.ts';
import type { Bilingual } from './vocabulary.ts';

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
