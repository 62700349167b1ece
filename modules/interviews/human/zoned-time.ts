/**
 * Wall time in an IANA zone and the instant it names, with Intl alone (the zone database of the runtime).
 * Instants are stored in UTC together with the zone they were chosen in.
 */

const DAY = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export function isTimeZoneName(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock of `zone` at `instant`, as milliseconds of a UTC date with the same fields. */
function wallMs(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The date (YYYY-MM-DD) and time (HH:mm) that `instant` shows in `timeZone`. */
export function wallTimeIn(instant: Date, timeZone: string): { date: string; time: string } {
  const w = new Date(wallMs(instant.getTime(), timeZone));
  return {
    date: `${w.getUTCFullYear()}-${pad(w.getUTCMonth() + 1)}-${pad(w.getUTCDate())}`,
    time: `${pad(w.getUTCHours())}:${pad(w.getUTCMinutes())}`,
  };
}

/**
 * The instant of `date` `time` in `timeZone`. A time that the clocks skip (spring forward) is null; a time they show
 * twice (fall back) is the first of the two. A malformed date or time is null too.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/u.exec(date);
  const t = /^(\d{2}):(\d{2})$/u.exec(time);
  if (!d || !t || !isTimeZoneName(timeZone)) return null;
  const wall = Date.UTC(+d[1]!, +d[2]! - 1, +d[3]!, +t[1]!, +t[2]!);
  const check = new Date(wall);
  if (check.getUTCDate() !== +d[3]! || check.getUTCHours() !== +t[1]! || check.getUTCMinutes() !== +t[2]!) return null;
  // The zone's offset a day before, at and a day after covers every transition around this wall time.
  const candidates = [wall - DAY, wall, wall + DAY]
    .map((probe) => wall - (wallMs(probe, timeZone) - probe))
    .filter((instant) => wallMs(instant, timeZone) === wall);
  return candidates.length ? new Date(Math.min(...candidates)) : null;
}

/** The company's zone by default: its country's (the company form's 20 countries). */
export const countryTimeZones: Record<string, string> = {
  AE: 'Asia/Dubai',
  SA: 'Asia/Riyadh',
  QA: 'Asia/Qatar',
  KW: 'Asia/Kuwait',
  BH: 'Asia/Bahrain',
  OM: 'Asia/Muscat',
  EG: 'Africa/Cairo',
  JO: 'Asia/Amman',
  LB: 'Asia/Beirut',
  SY: 'Asia/Damascus',
  IQ: 'Asia/Baghdad',
  YE: 'Asia/Aden',
  MA: 'Africa/Casablanca',
  TN: 'Africa/Tunis',
  DZ: 'Africa/Algiers',
  LY: 'Africa/Tripoli',
  SD: 'Africa/Khartoum',
  SO: 'Africa/Mogadishu',
  DJ: 'Africa/Djibouti',
  KM: 'Indian/Comoro',
};

/** The Gulf and the Levant, offered first in the scheduling form. */
export const regionTimeZones = [
  'Asia/Riyadh',
  'Asia/Dubai',
  'Asia/Qatar',
  'Asia/Kuwait',
  'Asia/Bahrain',
  'Asia/Muscat',
  'Asia/Amman',
  'Asia/Beirut',
  'Asia/Damascus',
  'Asia/Hebron',
  'Asia/Baghdad',
  'Africa/Cairo',
  'UTC',
] as const;

export const companyTimeZone = (country: string | null | undefined) => (country && countryTimeZones[country]) || 'UTC';
