// Phone numbers, valid by libphonenumber's full metadata, as the reader checks them.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import type { Rng } from './rng.ts';

// National significant numbers of mobile phones: a prefix and how many random digits follow.
const MOBILE: Record<string, [string[], number]> = {
  AE: [['50', '52', '55', '56', '58'], 7],
  SA: [['50', '53', '54', '55', '56', '59'], 7],
  QA: [['33', '55', '66', '70'], 6],
  KW: [['50', '55', '60', '66', '94', '97'], 6],
  BH: [['33', '36', '39'], 6],
  OM: [['91', '92', '95', '99'], 6],
  JO: [['77', '78', '79'], 7],
  PS: [['599', '597'], 6],
  SY: [['93', '94', '98'], 7],
  IQ: [['750', '770', '780'], 7],
  EG: [['10', '11', '12', '15'], 8],
  LB: [['3', '70', '71', '76'], 6],
  IN: [['98', '97', '94', '88', '70'], 8],
  PH: [['917', '918', '927', '939'], 7],
  PK: [['300', '321', '333', '345'], 7],
  GB: [['7700', '7911', '7825'], 6],
};

/** A valid mobile number of the country: E.164 for the label and a form as people write it. */
export function phone(rng: Rng, country: string): { e164: string; shown: string; national: boolean } {
  for (let tries = 0; tries < 50; tries++) {
    const [prefixes, n] = MOBILE[country]!;
    const nsn = rng.pick(prefixes) + rng.digits(n);
    const parsed = parsePhoneNumberFromString(nsn, country as CountryCode);
    if (!parsed?.isValid()) continue;
    const e164 = parsed.number;
    const intl = parsed.formatInternational();
    const form = rng.int(0, 4);
    const shown =
      form === 0
        ? intl
        : form === 1
          ? `00${e164.slice(1)}`
          : form === 2
            ? `(+${parsed.countryCallingCode}) ${parsed.nationalNumber}`
            : form === 3
              ? intl.replace(/ /gu, '-').replace(/^\+(\d+)-/u, '+$1 ')
              : parsed.formatNational();
    return { e164, shown, national: form === 4 };
  }
  throw new Error(`no valid mobile number for ${country}`);
}
