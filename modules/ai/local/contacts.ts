import { parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js/max';
import { countriesNamed, isCountryCode } from './places.ts';

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/gu;
// Up to 40 characters: two numbers on one line are matched together and split apart below.
// An Arabic label glued to the digits ("الجوال0551234567", no space in the text layer) still lets a number start.
const PHONE = /(?<![\d+]|(?![\u0600-\u06FF])\p{L})(?:\+|00)? ?\(?\+?\d[\d \u00A0\-–()./]{5,40}\d(?!\d)/gu;
const PHONE_LABEL =
  /(phone|mobile|mob\.?|tel\.?|cell|whats ?app|contact|call|m:|p:|t:|ph\.?|teléfono|telefono|celular|móvil|هاتف|الهاتف|جوال|الجوال|موبايل|الموبايل|محمول|رقم|تلفون|واتساب|خلوي|الخلوي|نقال|النقال|📞|☎|✆|📱|(?<!\p{L})(?:ت|ج|م|هـ)\s*:)/iu;
const YEARISH = /^(19|20)\d{2}$/u;
// The label of an identity number written where a phone could be: «رقم الهوية», «الرقم الوطني», «السجل المدني», «رقم
// الجواز», «رقم الإقامة», "National ID", "Passport No.", "Iqama", "Civil ID".
const IDENTITY =
  /(?:(?:رقم\s+)?(?:ال)?(?:هوية|جواز(?:\s+السفر)?|إقامة|اقامة|بطاقة(?:\s+(?:ال)?(?:شخصية|هوية|مدنية))?)(?:\s+(?:ال)?(?:وطنية|شخصية|مدنية))?|(?:ال)?رقم\s+(?:ال)?(?:وطني|قومي|مدني|شخصي)|(?:ال)?سجل\s+(?:ال)?مدني|(?<![\p{L}])(?:(?:national|civil|emirates)\s+id|passport|iqama|nid|cnic)(?:\s*(?:no\.?|number|#|card))?|(?<![\p{L}/])id\s*(?:no\.?|number|#|card))\s*[:.-]?\s*$/iu;
// Arabic letters or Arabic-Indic digits: a right-to-left run (test it on the text before its digits turn ASCII).
const ARABIC = /[\u0600-\u06FF]/u;
// Where a number without a country code most likely comes from when the CV names no place.
const WORKFORCE: CountryCode[] = ['SA', 'AE', 'JO', 'EG', 'QA', 'KW', 'BH', 'OM', 'LB', 'IN', 'PK', 'PH', 'US', 'GB'];
const GOOD_TYPES = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE', 'FIXED_LINE', undefined]);

// An address broken at the edge of a narrow column: "sara.haddad@yahoo.co" over "m", "…@ya" over "hoo.com".
const BROKEN_EMAIL = /([A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+)[ \t]*\n[ \t]*([a-z0-9.-]{1,15})(?=[ \t]*(?:\n|$))/gu;

export function findEmails(original: string): string[] {
  const text = original.replace(BROKEN_EMAIL, (all, head: string, tail: string) =>
    /\.[a-z]{2,}$/u.test(head + tail) &&
    /^[a-z]/u.test(tail) &&
    (/^[a-z0-9-]*\.[a-z]{2,}$/u.test(tail) || tail.length <= 3 || /[.@-]$|@[^.]*$/u.test(head))
      ? `${head}${tail}`
      : all,
  );
  return [
    ...new Set(
      [...text.matchAll(EMAIL)].map((m) =>
        m[0]
          .replace(/\.$/u, '')
          // Text of the next column glued to the address: "…@gmail.comchallenge".
          .replace(/(\.(?:com|net|org|edu|gov))[a-z]{3,}$/iu, '$1')
          .replace(/^[+.-]+/u, '')
          .toLowerCase(),
      ),
    ),
  ];
}

/** The country a text names (address, city), else the fallback: for numbers written without a country code. */
export function guessRegion(text: string, fallback?: string): { iso: CountryCode } | undefined {
  const named = countriesNamed(text)[0];
  if (named) return { iso: named };
  const fb = fallback?.toUpperCase();
  return fb && isCountryCode(fb) ? { iso: fb } : undefined;
}

function regionsFor(text: string, fallback?: string): CountryCode[] {
  const named = countriesNamed(text.slice(0, 8000));
  const fb = fallback?.toUpperCase();
  if (fb && isCountryCode(fb) && !named.includes(fb)) named.push(fb);
  return named;
}

function parseIn(raw: string, region?: CountryCode): PhoneNumber | undefined {
  try {
    return parsePhoneNumberFromString(raw, region);
  } catch {
    return undefined;
  }
}

/** How sure a reading is: 3 valid with its country code or in a country the CV names, 1 valid elsewhere, 0 only possible. */
type Reading = { number: string; rank: number };

function toE164(raw: string, regions: CountryCode[]): Reading | undefined {
  // "+962 (0)79…" and "00966…" are international numbers with a trunk prefix or an exit code.
  const cleaned = raw
    .replace(/\(0\)/gu, '')
    .replace(/^\s*\(?\s*00/u, '+')
    .replace(/^\(\+/u, '+');
  if (/^\s*\+/u.test(cleaned)) {
    const p = parseIn(cleaned.replace(/[()]/gu, ' '));
    if (p?.isValid()) return { number: p.number, rank: 3 };
    // The trunk 0 kept after the country code ("+971-050-…", "+966 055…"): valid once it goes.
    const digits = cleaned.replace(/\D/gu, '');
    for (let cc = 1; cc <= 3; cc++) {
      if (digits[cc] !== '0') continue;
      const q = parseIn(`+${digits.slice(0, cc)}${digits.slice(cc + 1)}`);
      if (q?.isValid() && q.countryCallingCode === digits.slice(0, cc)) return { number: q.number, rank: 3 };
    }
    return p?.isPossible() ? { number: p.number, rank: 0 } : undefined;
  }
  // A number's own shape decides between the countries a CV names (عمان is both Amman and Oman).
  const tried = [...regions, ...WORKFORCE.filter((r) => !regions.includes(r))];
  const parsed = tried.map((r) => ({ r, p: parseIn(cleaned, r) })).filter((x) => x.p?.isValid());
  const named = parsed.filter((x) => regions.includes(x.r));
  const pick =
    named.find((x) => x.p!.getType() === 'MOBILE' || x.p!.getType() === 'FIXED_LINE_OR_MOBILE') ??
    named.find((x) => GOOD_TYPES.has(x.p!.getType())) ??
    parsed.find((x) => x.p!.getType() === 'MOBILE' || x.p!.getType() === 'FIXED_LINE_OR_MOBILE');
  if (pick) return { number: pick.p!.number, rank: regions.includes(pick.r) ? 3 : 1 };
  // A national number of a named country that its metadata does not know yet.
  const possible = regions.map((r) => parseIn(cleaned, r)).find((p) => p?.isPossible());
  return possible ? { number: possible.number, rank: 0 } : undefined;
}

const toAsciiDigits = (s: string) =>
  s.replace(/[\u0660-\u0669\u06F0-\u06F9]/gu, (d) => String((d.charCodeAt(0) - 0x660) % 0x90));

/** Phone numbers in E.164, in the order they appear. Dates, year ranges and unlabelled figures are not phone numbers. */
export function findPhones(original: string, defaultCountry?: string): string[] {
  const text = toAsciiDigits(original);
  const regions = regionsFor(text, defaultCountry);
  const headerEnd = Math.max(600, Math.floor(text.length * 0.2));
  const out: string[] = [];
  for (const m of text.matchAll(PHONE)) {
    // Two numbers on one line ("0122 459 7731 - 0100 317 2284", "… / …", "…   …"): each on its own.
    const parts = m[0].split(/\s+[-–/|]\s+|\s{3,}/u);
    const whole = parts.length > 1 && parts.every((p) => (p.match(/\d/gu) ?? []).length >= 7) ? parts : [m[0]];
    let offset = 0;
    const found: Found[] = [];
    for (const part of whole) {
      const index = m.index + m[0].indexOf(part, offset);
      offset = index - m.index + part.length;
      const f = readPhone(text, original, part, index, regions, headerEnd);
      if (f) found.push(f);
    }
    // Numbers that only read right turned round were stored in drawing order, right to left: the one the writer
    // put first stands last ("جوال: 7731 459 0122 / 2284 317 0100" is 0100 317 2284 first).
    if (found.length > 1 && found.every((f) => f.turned)) found.reverse();
    for (const f of found) if (!out.includes(f.number)) out.push(f.number);
  }
  return out;
}

/** A number a narrow column broke over two lines ("Mobile: 055 318" / "4472"): the next line's digits only. */
function continuation(text: string, end: number): string | undefined {
  const rest = /^[ \t)]*\n[ \t]*(\d[\d \-.]{0,9}\d|\d)[ \t]*(?=\n|$)/u.exec(text.slice(end, end + 40));
  return rest && (rest[1]!.match(/\d/gu) ?? []).length <= 8 ? rest[1] : undefined;
}

/** The countries named nearest the number (its line, then one line away, up to three), then the others. */
function nearbyFirst(text: string, index: number, regions: CountryCode[]): CountryCode[] {
  const start = text.lastIndexOf('\n', index - 1) + 1;
  const stop = text.indexOf('\n', index);
  const rings = [[text.slice(start, stop < 0 ? text.length : stop)]];
  let a = start;
  let b = stop;
  for (let k = 0; k < 3; k++) {
    const ring: string[] = [];
    if (a > 0) {
      const s = text.lastIndexOf('\n', a - 2) + 1;
      ring.push(text.slice(s, a - 1));
      a = s;
    }
    if (b >= 0) {
      const e = text.indexOf('\n', b + 1);
      ring.push(text.slice(b + 1, e < 0 ? text.length : e));
      b = e;
    }
    rings.push(ring);
  }
  for (const ring of rings) {
    const near = countriesNamed(ring.join('\n'));
    if (near.length) return [...near, ...regions.filter((r) => !near.includes(r))];
  }
  return regions;
}

type Found = { number: string; turned: boolean };

function readPhone(
  text: string,
  original: string,
  match: string,
  index: number,
  allRegions: CountryCode[],
  headerEnd: number,
): Found | undefined {
  // The address beside the number names its country before the places the rest of the CV names ("055 …" is a UAE
  // number beside "Dubai, UAE" even when earlier jobs were in Saudi Arabia, where it would be valid too).
  const regions = nearbyFirst(text, index, allRegions);
  let raw = match.trim().replace(/[\s\-–./(]+$/u, '');
  const next = continuation(text, index + match.length);
  if (next !== undefined) {
    const line = original.slice(original.lastIndexOf('\n', index) + 1, index + match.length);
    const alone = toE164(raw, regions);
    // Joined only when the first line alone is no valid number and the two together are.
    if (!alone || alone.rank < 3) {
      const rtl = ARABIC.test(line);
      const heads = [
        raw,
        ...(rtl
          ? [
              raw
                .split(/[^\d+]+/u)
                .filter(Boolean)
                .reverse()
                .join(' '),
            ]
          : []),
      ];
      const joined = heads.map((h) => `${h} ${next}`).find((j) => (toE164(j, regions)?.rank ?? 0) >= 3);
      if (joined) raw = joined;
    }
  }
  const groups = raw.split(/[^\d]+/u).filter(Boolean);
  const digits = groups.join('');
  if (digits.length < 7 || digits.length > 15) return undefined;
  if (groups.length > 1 && groups.every((g) => YEARISH.test(g) || g.length <= 2)) return undefined;
  if (/^\d{1,4}[./-]\d{1,2}[./-]\d{2,4}$/u.test(raw)) return undefined;
  if (groups.some((g) => YEARISH.test(g)) && /[–-]\s*(?:19|20)\d{2}\b|\b(?:19|20)\d{2}\s*[–-]/u.test(raw))
    return undefined;
  const lineStart = text.lastIndexOf('\n', index) + 1;
  const lineEnd = text.indexOf('\n', index);
  const before = text.slice(Math.max(lineStart, index - 40), index);
  // A fax number is not the candidate's phone, nor is an identity, passport or residence number («رقم الهوية»).
  if (/(?<![\p{L}])(?<![/&]\s*)(?:fax|فاكس)\s*(?:no\.?|number|#)?\s*[:.]?\s*$/iu.test(before)) return undefined;
  if (IDENTITY.test(before)) return undefined;
  // In a right-to-left line a writer that does not isolate numbers draws their groups in reverse
  // ("8152 1563 015", "0900 5505 965+"): read that way too, and keep the reading that is valid. A line of
  // Arabic-Indic digits alone (a table cell) is right to left too.
  const rtl = ARABIC.test(original.slice(lineStart, lineEnd < 0 ? original.length : lineEnd));
  const trailingPlus = text[index + match.length] === '+';
  const turned = rtl && groups.length > 1 ? `${trailingPlus ? '+' : ''}${[...groups].reverse().join(' ')}` : undefined;
  const explicit = /^(\+|00|\(\+|\(?0)/u.test(raw) || (turned !== undefined && /^(\+|00|0)/u.test(turned));
  // An unlabelled number in the header counts when it is written as phone numbers are: in groups.
  const shaped =
    /^(?:\(\d{2,5}\)\s?\d{2,5}|\d{2,5}[\s.-]\d{2,5})(?:[\s.-]\d{2,5}){0,2}$/u.test(raw) && digits.length >= 8;
  const header = index < headerEnd;
  if (!explicit && !PHONE_LABEL.test(before) && !(shaped && header) && !(header && digits.length >= 8))
    return undefined;
  const readings = [toE164(raw, regions)];
  // The plus sign of a turned international number may have been drawn elsewhere on the line.
  if (turned) readings.push(toE164(turned, regions), toE164(`+${turned.replace(/^\+/u, '')}`, regions));
  const best = readings.reduce<Reading | undefined>((a, b) => (b && (!a || b.rank > a.rank) ? b : a), undefined);
  const turnedRead = best !== undefined && best !== readings[0];
  // A bare run of digits is a phone number only when it is a valid one where the CV is.
  const alone = /(?:^|[\t|•·,،])\s*$/u.test(before);
  if (!explicit && !PHONE_LABEL.test(before) && !shaped && ((best?.rank ?? 0) < 3 || !alone)) return undefined;
  const e164 = best?.number;
  return e164 && /^\+[1-9]\d{6,14}$/u.test(e164) ? { number: e164, turned: turnedRead } : undefined;
}
