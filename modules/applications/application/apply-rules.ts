/** The apply form's country codes, in the spec's order; +966 is the default. */
export const applyCountryCodes = [
  '+966',
  '+971',
  '+974',
  '+965',
  '+973',
  '+968',
  '+962',
  '+961',
  '+963',
  '+964',
  '+972',
] as const;
export type ApplyCountryCode = (typeof applyCountryCodes)[number];
export const defaultApplyCountryCode: ApplyCountryCode = '+966';

/** Length caps of the apply form's free texts. */
export const applyCaps = {
  coverLetter: 5000,
  expectedSalary: 100,
  noticePeriod: 100,
  portfolioUrl: 500,
} as const;

/** A CV file may be at most 10 MB. */
export const MAX_CV_BYTES = 10 * 1024 * 1024;

/** The phone is typed without its country code: digits, spaces and dashes, starting with a digit. */
export const isPhoneWithoutCountryCode = (phone: string): boolean => /^[0-9][0-9 -]*$/.test(phone);

/** A phone number has 4 to 14 digits. */
export function hasPhoneDigits(phone: string): boolean {
  const digits = phone.replace(/\D/g, '').length;
  return digits >= 4 && digits <= 14;
}

export const isPortfolioUrl = (url: string): boolean => /^https?:\/\/[^\s]+\.[^\s]+$/i.test(url);

/** A full name is split into the first word and the rest. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}
