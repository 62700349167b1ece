import { intlLocale, type Language } from '../../i18n/language.ts';

/** The region's zones, offered first: the Gulf, the Levant, Iraq, Egypt and North Africa. */
export const regionZones = [
  'Asia/Riyadh',
  'Asia/Dubai',
  'Asia/Qatar',
  'Asia/Kuwait',
  'Asia/Bahrain',
  'Asia/Muscat',
  'Asia/Amman',
  'Asia/Beirut',
  'Asia/Damascus',
  'Asia/Hebron',
  'Asia/Baghdad',
  'Asia/Aden',
  'Africa/Cairo',
  'Africa/Khartoum',
  'Africa/Tripoli',
  'Africa/Tunis',
  'Africa/Algiers',
  'Africa/Casablanca',
] as const;

/** Every zone the browser knows (IANA names), UTC first. */
export function allZones(): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...known.filter((zone) => zone !== 'UTC')];
}

/** "Asia/Riyadh (GMT+3)" with the zone's name in the page's language: "توقيت السعودية (غرينتش+3)". */
export function zoneLabel(zone: string, language: Language, at = new Date()): string {
  if (zone === 'UTC') return 'UTC';
  const part = (timeZoneName: 'longGeneric' | 'shortOffset') => {
    try {
      return new Intl.DateTimeFormat(intlLocale(language), { timeZone: zone, timeZoneName })
        .formatToParts(at)
        .find((p) => p.type === 'timeZoneName')?.value;
    } catch {
      return undefined;
    }
  };
  const city = zone.split('/').at(-1)!.replace(/_/g, ' ');
  const name = part('longGeneric');
  const offset = part('shortOffset');
  return `${city} – ${name && name !== offset ? `${name} ` : ''}(${offset ?? zone})`;
}
