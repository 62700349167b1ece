import { byCodeLongestFirst, byIso, REGIONS, type Region } from './dial-codes.ts';
import { foldString } from './normalize.ts';

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/gu;
const PHONE = /(?<![\d+])(?:\+|00)?\(?\d[\d\s\-–()./]{5,20}\d(?!\d)/gu;
const PHONE_LABEL =
  /(phone|mobile|mob\.?|tel\.?|cell|whats ?app|contact|هاتف|الهاتف|جوال|الجوال|موبايل|الموبايل|رقم|تلفون|واتساب|📞|☎)/iu;
const YEARISH = /^(19|20)\d{2}$/u;

export function findEmails(text: string): string[] {
  return [...new Set([...text.matchAll(EMAIL)].map((m) => m[0].replace(/\.$/u, '').toLowerCase()))];
}

/** Countries the CV names (most named first), then the fallback: used for numbers written without a country code. */
export function guessRegions(text: string, fallback?: string): Region[] {
  const folded = ` ${foldString(text.slice(0, 6000))} `;
  const scored: Array<{ region: Region; count: number }> = [];
  for (const r of REGIONS) {
    let count = 0;
    for (const h of r.hints) if (new RegExp(`(?<![\\p{L}])${foldString(h)}(?![\\p{L}])`, 'u').test(folded)) count++;
    if (count > 0) scored.push({ region: r, count });
  }
  const out = scored.sort((a, b) => b.count - a.count).map((s) => s.region);
  const fb = fallback ? byIso.get(fallback.toUpperCase()) : undefined;
  if (fb && !out.includes(fb)) out.push(fb);
  return out;
}

export function guessRegion(text: string, fallback?: string): Region | undefined {
  return guessRegions(text, fallback)[0];
}

function toE164(raw: string, regions: Region[]): string | undefined {
  const international = /^\s*(\+|00)/u.test(raw);
  let digits = raw.replace(/\D/gu, '');
  if (international) {
    if (digits.startsWith('00')) digits = digits.slice(2);
    const r = byCodeLongestFirst.find((c) => digits.startsWith(c.code));
    if (!r) return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : undefined;
    let national = digits.slice(r.code.length);
    if (national.startsWith('0')) national = national.slice(1);
    return r.lengths.includes(national.length) ? `+${r.code}${national}` : undefined;
  }
  const national = digits.startsWith('0') ? digits.slice(1) : digits;
  // A mobile number's own shape decides between the countries a CV names (عمان is both Amman and Oman).
  const fits = (r: Region) => r.lengths.includes(national.length);
  const pick =
    regions.find((r) => fits(r) && r.mobile?.test(national)) ??
    regions.find(fits) ??
    REGIONS.filter((r) => r.mobile?.test(national)).at(0);
  if (!pick) return undefined;
  if (digits.startsWith(pick.code) && pick.lengths.includes(digits.length - pick.code.length)) return `+${digits}`;
  return `+${pick.code}${national}`;
}

/** Phone numbers in E.164, in the order they appear. Dates and year ranges are not phone numbers. */
export function findPhones(original: string, defaultCountry?: string): string[] {
  const text = original.replace(/[\u0660-\u0669\u06F0-\u06F9]/gu, (d) => String((d.charCodeAt(0) - 0x660) % 0x90));
  const regions = guessRegions(text, defaultCountry);
  const out: string[] = [];
  for (const m of text.matchAll(PHONE)) {
    const raw = m[0].trim();
    const groups = raw.split(/[^\d]+/u).filter(Boolean);
    if (groups.length > 1 && groups.every((g) => YEARISH.test(g) || g.length <= 2)) continue;
    if (/^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/u.test(raw)) continue;
    const lineStart = text.lastIndexOf('\n', m.index) + 1;
    const before = text.slice(Math.max(lineStart, m.index - 40), m.index);
    const explicit = /^(\+|00|\(?0)/u.test(raw);
    if (!explicit && !PHONE_LABEL.test(before)) continue;
    const e164 = toE164(raw, regions);
    if (e164 && !out.includes(e164)) out.push(e164);
  }
  return out;
}
