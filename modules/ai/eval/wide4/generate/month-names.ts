import type { Ym } from './career.ts';

// --- dates --------------------------------------------------------------------------------------------------------
export const DOTMON = ['Jan.', 'Feb.', 'Mar.', 'Apr.', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.'];
export const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const MONTH = [
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
export const GULF = [
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
export const LEV = [
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
export const HIJRI = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', {
  year: 'numeric',
  month: 'numeric',
  timeZone: 'UTC',
});
export const arDigits = (s: string) => s.replace(/\d/gu, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
export const mm = (m: number) => String(m).padStart(2, '0');
export const ORD = (d: number) =>
  `${d}${d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th'}`;
// A day in the month for forms that print one (the label counts months only).
export const day = (ym: Ym, last: boolean) =>
  last ? [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][ym.month - 1]! : 1 + (ym.month % 3);
