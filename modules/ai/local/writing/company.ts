import { inputHash } from '../../hash.ts';
import { CompanyDescriptionInput } from '../../schemas/company.ts';
import type { TextLanguage } from '../../schemas/language.ts';
import { formatNumber, nounFor } from './arabic.ts';
import { rng, slot } from './seed.ts';
import { detectLanguage } from './script.ts';
import { COUNTRIES, countryCode, placeName } from './place-names.ts';
import { industryName } from './vocabulary.ts';

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;
type Size = (typeof COMPANY_SIZES)[number];

/** The form's size band; a bare head count (older clients sent parseInt("11-50") = 11) falls in its band. */
export function sizeBand(size: string | undefined, employees: number | undefined): Size | undefined {
  if (size && (COMPANY_SIZES as readonly string[]).includes(size)) return size as Size;
  const n = employees ?? Number.parseInt(size ?? '', 10);
  if (!n || n <= 0) return undefined;
  return n <= 10 ? '1-10' : n <= 50 ? '11-50' : n <= 200 ? '51-200' : n <= 1000 ? '201-1000' : '1000+';
}

const bounds: Record<Size, [number, number | null]> = {
  '1-10': [1, 10],
  '11-50': [11, 50],
  '51-200': [51, 200],
  '201-1000': [201, 1000],
  '1000+': [1000, null],
};

const ADJECTIVE: Record<Size, { en: string; ar: string }> = {
  '1-10': { en: 'a young, close-knit', ar: 'شركة ناشئة' },
  '11-50': { en: 'a growing', ar: 'شركة نامية' },
  '51-200': { en: 'a mid-sized', ar: 'شركة متوسطة الحجم' },
  '201-1000': { en: 'an established', ar: 'شركة راسخة' },
  '1000+': { en: 'a large', ar: 'شركة كبيرة' },
};

/** "a team of 11 to 50 people" / "ما بين 11 و50 موظفًا": the noun agrees with the band's upper end. */
export function teamSize(size: Size, language: TextLanguage): string {
  const [from, to] = bounds[size];
  const n = (x: number) => formatNumber(x, language);
  if (language === 'en')
    return to === null
      ? `more than ${n(from)} people`
      : from === 1
        ? `up to ${n(to)} people`
        : `${n(from)} to ${n(to)} people`;
  if (to === null) return `أكثر من ${n(from)} ${nounFor(from, 'employee')}`;
  if (from === 1) return `حتى ${n(to)} ${nounFor(to, 'employee')}`;
  return `ما بين ${n(from)} و${n(to)} ${nounFor(to, 'employee')}`;
}

/** Up to 400 characters about the company in `language`, from its own fields; keeps what the company wrote in that language. */
export function writeCompanyDescription(raw: CompanyDescriptionInput): { text: string; language: TextLanguage } {
  const input = CompanyDescriptionInput.parse(raw);
  const language = input.language ?? 'en';
  const variant = input.variant ?? 0;
  const { variant: _v, ...rest } = input;
  const seed = rng('company', inputHash(rest), language);
  const pick = <T>(items: readonly T[]) => slot(items, seed, variant);
  const name = input.name?.trim();
  const size = sizeBand(input.size, input.numberOfEmployees);
  const industry = industryName(input.industry, language);
  const code = countryCode(input.country, input.location);
  const country = code ? COUNTRIES[code]!.name[language] : undefined;
  const city = placeName(input.location, language);
  const plain = country?.replace(/^the /u, '');
  const place = city
    ? plain && !city.includes(plain)
      ? `${city}${language === 'ar' ? '، ' : ', '}${plain}`
      : city
    : country;
  const own = (input.currentDescription ?? '').replace(/\s+/gu, ' ').trim();
  const keep = own && detectLanguage(own) === language ? own : '';
  const parts = language === 'ar' ? arabic() : english();
  if (input.website?.trim()) parts.push(pick(language === 'ar' ? AR_SITE : EN_SITE)(input.website.trim()));
  let text = parts.join(' ');
  while (text.length > 400 && parts.length > 1) {
    parts.pop();
    text = parts.join(' ');
  }
  return { text: text.length > 400 ? `${text.slice(0, 399).replace(/\s+\S*$/u, '')}…` : text, language };

  function english(): string[] {
    const adjective = size ? ADJECTIVE[size].en : 'a';
    const company = `${adjective} company${industry ? ` in ${industry}` : ''}`.replace(/^a a /u, 'a ');
    const team = size ? `, with a team of ${teamSize(size, 'en')}` : '';
    const intro = pick([
      () => `${name ? `${name} is` : 'We are'} ${company}${place ? `, based in ${place}` : ''}${team}.`,
      () => `${place ? `Based in ${place}, ` : ''}${name ? `${name} is` : 'we are'} ${company}${team}.`,
    ])();
    const second = keep
      ? /[.!?]$/u.test(keep)
        ? keep
        : `${keep}.`
      : pick([
          `We serve customers across ${country ?? 'the region'} and invest in people who want to grow with us.`,
          'Our people are at the heart of what we do, and we invest in their growth.',
        ]);
    return [intro[0]!.toUpperCase() + intro.slice(1), second];
  }

  function arabic(): string[] {
    const kind = size ? ADJECTIVE[size].ar : 'شركة';
    const field = industry ? ` في ${industry}` : '';
    const team = size ? teamSize(size, 'ar') : '';
    const intro = name
      ? pick([
          () => `تُعدّ ${name} ${kind}${field}${place ? `، مقرها ${place}` : ''}${team ? `، ويضم فريقها ${team}` : ''}.`,
          () =>
            `${place ? `من مقرها في ${place}، ` : ''}تعمل ${name}${field || ' في السوق المحلي'}، وهي ${kind}${team ? ` يضم فريقها ${team}` : ''}.`,
        ])()
      : pick([
          () => `نحن ${kind}${field}${place ? `، مقرنا ${place}` : ''}${team ? `، ويضم فريقنا ${team}` : ''}.`,
          () =>
            `${place ? `من مقرنا في ${place} ` : ''}نعمل${field || ' في السوق المحلي'}، ونحن ${kind}${team ? ` يضم فريقها ${team}` : ''}.`,
        ])();
    const second = keep
      ? /[.!?؟]$/u.test(keep)
        ? keep
        : `${keep}.`
      : pick([
          `نخدم عملاءنا في ${country ?? 'المنطقة'} ونستثمر في الأشخاص الذين يرغبون في النمو معنا.`,
          'موظفونا في قلب ما نقوم به، ونستثمر في تطويرهم.',
        ]);
    return [intro, second];
  }
}

const EN_SITE = [(site: string) => `Learn more at ${site}.`, (site: string) => `Visit ${site} to learn more.`];
const AR_SITE = [(site: string) => `لمعرفة المزيد: ${site}`, (site: string) => `تعرّف علينا أكثر عبر ${site}`];
