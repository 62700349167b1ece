import { countries as countryTable, countryCodes, type CountryCode } from '@tawzeef/identity/rules';

/** The spec's 20 countries with their dial codes; names come from the `countries.<code>` translations. */
export const countries = countryCodes.map((code) => ({ code, dial: countryTable[code][1] }));

export type { CountryCode };

/** The spec names two defaults (+966 and +962); the app starts every phone field at Saudi Arabia. */
export const defaultCountry: CountryCode = 'SA';

export function dialCodeOf(code: string): string {
  return countries.find((country) => country.code === code)?.dial ?? '';
}

/** The number as one E.164-like string: dial code plus the digits typed. */
export function fullPhone(country: string, number: string): string {
  const digits = number.replace(/[^\d]/g, '').replace(/^0+/, '');
  return `${dialCodeOf(country)}${digits}`;
}

/** Splits a stored number back into the country whose dial code it starts with, and the rest. */
export function splitPhone(phone: string | null | undefined): { country: string; number: string } {
  const value = (phone ?? '').replace(/\s/g, '');
  const match = [...countries].sort((a, b) => b.dial.length - a.dial.length).find((c) => value.startsWith(c.dial));
  return match
    ? { country: match.code, number: value.slice(match.dial.length) }
    : { country: defaultCountry, number: value };
}
