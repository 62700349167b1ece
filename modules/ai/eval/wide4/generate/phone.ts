import { isValidPhoneNumber } from 'libphonenumber-js/max';
import { COUNTRIES } from './countries.ts';
import { int } from './random.ts';

// --- phones ---------------------------------------------------------------------------------------------------------
export function phone(
  country: string,
  idx: number,
  own?: { local: string; e164: string },
): { shown: string; e164: string } {
  const forms = COUNTRIES[country]!.phones;
  const f = own ?? forms[idx % forms.length]!;
  for (let tries = 0; tries < 200; tries++) {
    const digits = Array.from({ length: 12 }, () => String(int(0, 9)));
    let k = 0;
    const shown = f.local.replace(/#/gu, () => digits[k++]!);
    k = 0;
    const e164 = f.e164.replace(/#/gu, () => digits[k++]!);
    if (isValidPhoneNumber(e164)) return { shown, e164 };
  }
  throw new Error(`no valid number for ${country} ${f.local}`);
}
