// The single source for both the rendering and the labels: a CV's data (data/*.mjs) is turned into a document
// model (model.mjs) that every renderer draws in full, and the label is computed from the same data and model.
import { SKILL_NAMES } from './skills.mjs';

const MARK = /\[\[([^\]|]+)(?:\|([^\]]+))?\]\]/gu;

/** The text as printed: [[shown|Key]] becomes "shown". */
export const plain = (s) => String(s).replace(MARK, (_, shown) => shown);

/** Every skill marked in a string: [{ key, shown }]. */
export function marks(s) {
  const out = [];
  for (const m of String(s).matchAll(MARK)) out.push({ key: (m[2] ?? m[1]).trim(), shown: m[1].trim() });
  return out;
}

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
export const arabicDigits = (s) => String(s).replace(/[0-9]/gu, (d) => ARABIC_INDIC[Number(d)]);

const EN_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const EN_FULL = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const AR_LEVANT = [
  'كانون الثاني',
  'شباط',
  'آذار',
  'نيسان',
  'أيار',
  'حزيران',
  'تموز',
  'آب',
  'أيلول',
  'تشرين الأول',
  'تشرين الثاني',
  'كانون الأول',
];
const AR_EGYPT = [
  'يناير',
  'فبراير',
  'مارس',
  'أبريل',
  'مايو',
  'يونيو',
  'يوليو',
  'أغسطس',
  'سبتمبر',
  'أكتوبر',
  'نوفمبر',
  'ديسمبر',
];
const two = (m) => String(m).padStart(2, '0');

/** Date styles: how one month is written, how "still there" is written, and what joins the two ends. */
export const DATE_STYLES = {
  mon: { one: ([y, m]) => `${EN_SHORT[m - 1]} ${y}`, now: 'Present', sep: ' – ' },
  monCaps: { one: ([y, m]) => `${EN_SHORT[m - 1].toUpperCase()} ${y}`, now: 'PRESENT', sep: ' — ' },
  full: { one: ([y, m]) => `${EN_FULL[m - 1]} ${y}`, now: 'Till Date', sep: ' - ' },
  slash: { one: ([y, m]) => `${two(m)}/${y}`, now: 'now', sep: '-' },
  dot: { one: ([y, m]) => `${two(m)}.${y}`, now: 'present', sep: ' – ' },
  year: { one: ([y]) => `${y}`, now: 'to date', sep: ' to ', yearOnly: true },
  monApos: { one: ([y, m]) => `${EN_SHORT[m - 1]}'${String(y).slice(2)}`, now: 'Current', sep: ' - ' },
  'ar-lev': { one: ([y, m]) => `${AR_LEVANT[m - 1]} ${y}`, now: 'حتى الآن', sep: ' - ' },
  'ar-eg': { one: ([y, m]) => `${AR_EGYPT[m - 1]} ${y}`, now: 'الآن', sep: ' – ' },
  'ar-both': { one: ([y, m]) => `${AR_LEVANT[m - 1]}/${AR_EGYPT[m - 1]} ${y}`, now: 'لغاية تاريخه', sep: ' - ' },
  'ar-num': { one: ([y, m]) => `${two(m)}/${y}`, now: 'حتى الآن', sep: ' - ' },
  'ar-year': { one: ([y]) => `${y}`, now: 'حتى تاريخه', sep: ' - ', yearOnly: true },
  'ar-from': { one: ([y, m]) => `${AR_EGYPT[m - 1]} ${y}`, now: 'الآن', from: 'من ', to: ' إلى ' },
};

export function formatRange(cv, from, to) {
  const st = DATE_STYLES[cv.dates];
  if (!st) throw new Error(`${cv.id}: unknown date style ${cv.dates}`);
  const end = to ? st.one(to) : st.now;
  const text = st.from ? `${st.from}${st.one(from)}${st.to}${end}` : `${st.one(from)}${st.sep}${end}`;
  return cv.digits === 'arab' ? arabicDigits(text) : text;
}

export const digitsOf = (cv, s) => (cv.digits === 'arab' ? arabicDigits(s) : String(s));

const month = ([y, m]) => y * 12 + (m - 1);

/**
 * Total years of paid work: every job (not training, internships or volunteering), overlaps merged, months from
 * start to end ("present" = asOf), floored to whole years. Year-only styles use January for both ends.
 */
export function totalYears(cv) {
  const yearOnly = DATE_STYLES[cv.dates].yearOnly === true;
  const [ay, am] = cv.asOf.split('-').map(Number);
  const spans = cv.jobs
    .filter((j) => !j.unpaid)
    .map((j) => {
      const from = yearOnly ? [j.from[0], 1] : j.from;
      const to = j.to ? (yearOnly ? [j.to[0], 1] : j.to) : [ay, am];
      return [month(from), month(to)];
    })
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let cur = null;
  for (const [s, e] of spans) {
    if (!cur || s > cur[1]) {
      if (cur) total += cur[1] - cur[0];
      cur = [s, e];
    } else cur[1] = Math.max(cur[1], e);
  }
  if (cur) total += cur[1] - cur[0];
  return Math.floor(total / 12);
}

const LEVELS = ['NONE', 'HIGH_SCHOOL', 'CERTIFICATION', 'DIPLOMA', 'BACHELOR', 'MASTER', 'PHD'];
export function educationLevel(cv) {
  let best = 'NONE';
  for (const e of cv.education) if (LEVELS.indexOf(e.level) > LEVELS.indexOf(best)) best = e.level;
  return best;
}

/** Every string a model holds, in reading order (the renderers draw every one of them). */
export function modelStrings(model) {
  const out = [];
  const walk = (v) => {
    if (v == null) return;
    if (typeof v === 'string') out.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(model);
  return out;
}

/** Skills: each marked key once, with its accepted names and the text as shown; entries sharing a name merged. */
export function skillLabels(model) {
  const groups = [];
  for (const s of modelStrings(model)) {
    for (const { key, shown } of marks(s)) {
      const names = [...(SKILL_NAMES[key] ?? [key])];
      if (!names.some((n) => n.toLowerCase() === shown.toLowerCase())) names.push(shown);
      const lower = new Set(names.map((n) => n.toLowerCase()));
      const hit = groups.find((g) => g.some((n) => lower.has(n.toLowerCase())));
      if (!hit) groups.push(names);
      else for (const n of names) if (!hit.some((h) => h.toLowerCase() === n.toLowerCase())) hit.push(n);
    }
  }
  return groups.map((g) => (g.length === 1 ? g[0] : g));
}

const accepted = (v) => (Array.isArray(v) && v.length === 1 ? v[0] : v);

export function label(cv, model) {
  const current = cv.jobs.find((j) => !j.to && !j.unpaid && !j.partTime) ?? cv.jobs.find((j) => !j.unpaid);
  return {
    id: cv.id,
    language: cv.lang,
    layout: cv.layout,
    generator: cv.producer,
    scan: false,
    pages: cv.pages ?? 1,
    country: cv.country,
    nationality: cv.nationality ?? cv.country,
    occupation: cv.occupation,
    asOf: cv.asOf,
    firstName: accepted(cv.name.first),
    lastName: accepted(cv.name.last),
    middleName: cv.name.middle ? accepted(cv.name.middle) : null,
    email: cv.email,
    phone: cv.phone ? cv.phone.e164 : null,
    currentTitle: current ? accepted(current.titleLabel ?? [plain(current.title)]) : null,
    years: totalYears(cv),
    educationLevel: educationLevel(cv),
    skills: skillLabels(model),
    dateStyle: cv.dates + (cv.digits === 'arab' ? '+arabic-indic' : ''),
    phoneAsWritten: cv.phone ? cv.phone.shown : null,
    traps: cv.traps ?? [],
  };
}
