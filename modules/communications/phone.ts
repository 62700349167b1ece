const valid = (digits: string) => (digits.length >= 8 && digits.length <= 15 ? digits : null);

/**
 * The international number as digits only ("962791234567"), the key inbound messages are matched on.
 * A number with + or 00 is already international; otherwise the country code is put in front of it
 * without its trunk zero (+962 and 0791 234 567 → 962791234567).
 */
export function phoneKey(phone: string | null | undefined, countryCode?: string | null): string | null {
  if (!phone) return null;
  const raw = phone.trim();
  const digits = raw.replace(/\D/g, '');
  if (!digits) return null;
  if (raw.startsWith('+')) return valid(digits);
  if (digits.startsWith('00')) return valid(digits.slice(2));
  const cc = (countryCode ?? '').replace(/\D/g, '');
  if (!cc) return valid(digits.replace(/^0+/, ''));
  if (!digits.startsWith('0') && digits.startsWith(cc) && digits.length - cc.length >= 8) return valid(digits);
  return valid(cc + digits.replace(/^0+/, ''));
}

export const e164 = (key: string | null) => (key ? `+${key}` : null);
