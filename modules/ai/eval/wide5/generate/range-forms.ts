import type { Ym } from './case.ts';

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DOT = ['Jan.', 'Feb.', 'Mar.', 'Apr.', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.'];
const AR_MON = [
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
export const ym = (y: number, m: number | null = null): Ym => ({ y, m });
export const word = (w: string) => (d: Ym | 'now') => (d === 'now' ? w : `${MON[(d.m ?? 1) - 1]} ${d.y}`);
export const dotted = (w: string) => (d: Ym | 'now') => (d === 'now' ? w : `${DOT[(d.m ?? 1) - 1]} ${d.y}`);
export const yearOnly = (w: string) => (d: Ym | 'now') => (d === 'now' ? w : String(d.y));
export const slash = (w: string) => (d: Ym | 'now') =>
  d === 'now' ? w : `${String(d.m ?? 1).padStart(2, '0')}/${d.y}`;
export const arMonths = (w: string) => (d: Ym | 'now') => (d === 'now' ? w : `${AR_MON[(d.m ?? 1) - 1]} ${d.y}`);
/** The Hijri year of a Gregorian month (the year in which the month mostly falls), printed beside it. */
const hijriYear = (d: Ym) => Math.floor(((d.y + ((d.m ?? 1) - 0.5) / 12 - 622.54) * 365.2425) / 354.367) + 1;
export const hijri = (w: string) => (d: Ym | 'now') =>
  d === 'now' ? w : `${MON[(d.m ?? 1) - 1]} ${d.y} (${hijriYear(d)} H)`;
export const hijriAr = (w: string) => (d: Ym | 'now') =>
  d === 'now' ? w : `${String(d.m ?? 1).padStart(2, '0')}/${d.y} م الموافق ${hijriYear(d)} هـ`;
