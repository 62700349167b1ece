import {
  applyCaps,
  applyCountryCodes,
  defaultApplyCountryCode,
  hasPhoneDigits,
  isPhoneWithoutCountryCode,
  isPortfolioUrl,
  splitFullName,
} from '@tawzeef/applications/rules';
import { emailPattern } from '../forms/useForm.ts';

/** The apply form's country codes, in the spec's order; +966 is the default. */
export const dialCodes = applyCountryCodes;
export const defaultDialCode = defaultApplyCountryCode;

export interface ApplyValues {
  fullName: string;
  email: string;
  countryCode: string;
  phone: string;
  portfolioUrl: string;
  coverLetter: string;
  expectedSalary: string;
  noticePeriod: string;
  /** 'yes' once the privacy and AI-use notices are ticked. */
  acceptedNotices: string;
  [key: string]: string;
}

export const emptyApplyValues: ApplyValues = {
  fullName: '',
  email: '',
  countryCode: defaultDialCode,
  phone: '',
  portfolioUrl: '',
  coverLetter: '',
  expectedSalary: '',
  noticePeriod: '',
  acceptedNotices: '',
};

export type ApplyErrors = Partial<Record<keyof ApplyValues | 'cv', string>>;

/** The full name is split as the server does (the first word, then the rest); the caps are the server's. */
export { applyCaps, splitFullName };

/** A stored phone split into one of the form's dial codes and the number without it. */
export function splitStoredPhone(phone: string | null | undefined): { countryCode: string; phone: string } {
  const value = (phone ?? '').replace(/\s/g, '');
  if (!value || value === 'a') return { countryCode: defaultDialCode, phone: '' };
  const code = dialCodes.find((dial) => value.startsWith(dial));
  return code ? { countryCode: code, phone: value.slice(code.length) } : { countryCode: defaultDialCode, phone: value };
}

/**
 * The server's rules, checked before sending (translation keys). `cv` says whether a CV was chosen:
 * anonymous applicants must upload one; signed-in candidates pick a saved one or upload. Everyone ticks the
 * privacy and AI-use notices: the CV is read by the AI.
 */
export function checkApply(values: ApplyValues, mode: 'anonymous' | 'candidate', hasCv: boolean): ApplyErrors {
  const errors: ApplyErrors = {};
  if (mode === 'anonymous') {
    if (!values.fullName.trim()) errors.fullName = 'applyPage.required.fullName';
    if (!values.email.trim()) errors.email = 'applyPage.required.email';
    else if (!emailPattern.test(values.email.trim())) errors.email = 'applyPage.invalidEmail';
  }
  const phone = values.phone.trim();
  if (!phone) {
    if (mode === 'anonymous') errors.phone = 'applyPage.required.phone';
  } else {
    if (!isPhoneWithoutCountryCode(phone) || !hasPhoneDigits(phone)) errors.phone = 'applyPage.invalidPhone';
  }
  const url = values.portfolioUrl.trim();
  if (url && !isPortfolioUrl(url)) errors.portfolioUrl = 'applyPage.invalidUrl';
  if (!hasCv) errors.cv = mode === 'anonymous' ? 'applyPage.cvRequired' : 'applyPage.savedCvRequired';
  if (values.acceptedNotices !== 'yes') errors.acceptedNotices = 'notices.required';
  return errors;
}

/** The spec: a 409, or a message saying 'already applied' or 'Conflict', is the duplicate. */
export function isAlreadyApplied(status: number, message: string): boolean {
  return status === 409 || /already applied|conflict/i.test(message);
}
