import { getCountries, type CountryCode } from 'libphonenumber-js/max';
import { fold, foldString } from './normalize.ts';
import { ARAB_COUNTRY_ALIASES } from './country-aliases-arab.ts';
import { WORLD_COUNTRY_ALIASES } from './country-aliases-world.ts';

// Country names come from the runtime's ICU data (English and Arabic); what ICU does not say (short forms CVs use,
// and cities, so that "Riyadh" or "عمّان" names a country) is in the country-aliases files.
const ALIASES: Record<string, string[]> = { ...ARAB_COUNTRY_ALIASES, ...WORLD_COUNTRY_ALIASES };
// Country names that are also common words or given names count only with a place-like neighbour.
const AMBIGUOUS = new Set([
  'jordan',
  'georgia',
  'chad',
  'india',
  'israel',
  'jersey',
  'turkey',
  'guinea',
  'niger',
  'mali',
  'togo',
  'salt',
  'america',
  'tyre',
  'cali',
  'set',
  'sidon',
  'aden',
  'constantine',
  'oran',
  'المملكة',
]);

let table: Map<string, string[]> | undefined;
let longest = 1;

function build(): Map<string, string[]> {
  const map = new Map<string, string[]>();
  const put = (name: string, iso: string) => {
    const key = foldString(name.replace(/[.()]/gu, ' '));
    if (!key) return;
    longest = Math.max(longest, key.split(' ').length);
    const list = map.get(key) ?? [];
    if (!list.includes(iso)) list.push(iso);
    map.set(key, list);
  };
  const en = new Intl.DisplayNames(['en'], { type: 'region' });
  const ar = new Intl.DisplayNames(['ar'], { type: 'region' });
  const es = new Intl.DisplayNames(['es'], { type: 'region' });
  for (const iso of getCountries()) {
    for (const names of [en, ar, es]) {
      const name = names.of(iso);
      if (name && name !== iso) put(name, iso);
    }
  }
  for (const [iso, names] of Object.entries(ALIASES)) for (const n of names) put(n, iso);
  return map;
}

/**
 * Countries a text names (its address, city, country), most named first; earlier mentions
 * (the header's address) break ties.
 */
export function countriesNamed(text: string): CountryCode[] {
  table ??= build();
  const words = fold(text)
    .text.replace(/[,،\n\t|•·:;/]+/gu, ' , ')
    .split(/[^\p{L}\p{M}'’,-]+/u)
    .filter((w) => w !== '' && w !== '-');
  const score = new Map<string, { n: number; first: number }>();
  for (let i = 0; i < words.length; i++) {
    for (let len = Math.min(longest, words.length - i); len >= 1; len--) {
      const gram = words.slice(i, i + len);
      if (gram.includes(',')) continue;
      const key = gram.join(' ');
      const isos = table.get(key);
      if (!isos) continue;
      if (AMBIGUOUS.has(key) && len === 1 && !placeLike(words, i)) break;
      for (const iso of isos) {
        const s = score.get(iso) ?? { n: 0, first: i };
        s.n++;
        score.set(iso, s);
      }
      i += len - 1;
      break;
    }
  }
  const usState =
    /,\s*(?:AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC)\s+\d{5}(?:-\d{4})?\b/u;
  const us = usState.exec(text);
  if (us) score.set('US', { n: (score.get('US')?.n ?? 0) + 2, first: Math.min(score.get('US')?.first ?? Infinity, 0) });
  return [...score.entries()]
    .sort((a, b) => b[1].n - a[1].n || a[1].first - b[1].first)
    .map(([iso]) => iso as CountryCode);
}

/** "Amman, Jordan", "Jordan, 11118" or "in Jordan": a place name after or before a comma, or after a preposition. */
function placeLike(words: string[], i: number): boolean {
  const prev = words[i - 1];
  const next = words[i + 1];
  return (
    prev === undefined ||
    next === undefined ||
    prev === ',' ||
    next === ',' ||
    ['in', 'from', 'based', 'في', 'من'].includes(prev)
  );
}

export const isCountryCode = (iso: string): iso is CountryCode => (getCountries() as string[]).includes(iso);
