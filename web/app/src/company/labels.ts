import { industries } from '@tawzeef/identity/rules';
import type { TFunction } from 'i18next';
import { loose } from '../forms/messages.ts';

export { companySizes, industries } from '@tawzeef/identity/rules';

const say = (t: TFunction) => loose(t);

/** Industry values are the spec's English names (or upper-case codes); the label is translated. */
export function industryKey(value: string): string {
  const match = industries.find((name) => name.toLowerCase() === value.trim().toLowerCase().replace(/_/g, ' '));
  return (match ?? 'Other').replace(/[^A-Za-z]/g, '');
}

export function industryLabel(t: TFunction, value: string | null | undefined): string {
  if (!value) return '';
  const known = industries.some((name) => name.toLowerCase() === value.trim().toLowerCase().replace(/_/g, ' '));
  return known ? say(t)(`industries.${industryKey(value)}`) : value;
}

export function sizeLabel(t: TFunction, size: string | null | undefined): string {
  return size ? say(t)('companySetup.employees', { size }) : '';
}

export function countryLabel(t: TFunction, code: string | null | undefined): string {
  if (!code) return '';
  return /^[A-Z]{2}$/.test(code) ? say(t)(`countries.${code}`, { defaultValue: code }) : code;
}

export function locationLabel(
  t: TFunction,
  place: { city?: string | null; country?: string | null; headquarters?: string | null },
): string {
  const parts = [place.city, countryLabel(t, place.country)].filter(Boolean);
  return parts.length ? parts.join(t('common.listSeparator')) : (place.headquarters ?? '');
}
