// The words dates are written with: month names (English, Arabic, Maghreb, Spanish, French), words for "present"
// and the words between the two ends of a range.
import { foldString } from './normalize.ts';

export const MONTHS: Record<string, number> = {};
const add = (names: string[], m: number) => names.forEach((n) => (MONTHS[foldString(n)] = m));
// English, Gulf/Egyptian and Levantine Arabic, Maghreb, Spanish and French names.
add(['january', 'jan', 'يناير', 'كانون الثاني', 'كانون ثاني', 'جانفي', 'enero', 'ene', 'janvier', 'janv'], 1);
add(['february', 'feb', 'فبراير', 'شباط', 'فيفري', 'febrero', 'février', 'fevrier', 'fév', 'fev'], 2);
add(['march', 'mar', 'مارس', 'آذار', 'اذار', 'marzo', 'mars'], 3);
add(['april', 'apr', 'أبريل', 'ابريل', 'إبريل', 'نيسان', 'أفريل', 'abril', 'abr', 'avril', 'avr'], 4);
add(['may', 'مايو', 'أيار', 'ايار', 'ماي', 'mayo', 'mai'], 5);
add(['june', 'jun', 'يونيو', 'يونيه', 'حزيران', 'جوان', 'junio', 'juin'], 6);
add(['july', 'jul', 'يوليو', 'يوليه', 'تموز', 'جويلية', 'julio', 'juillet', 'juil'], 7);
add(['august', 'aug', 'أغسطس', 'اغسطس', 'آب', 'اب', 'أوت', 'agosto', 'ago', 'août', 'aout'], 8);
add(['september', 'sep', 'sept', 'سبتمبر', 'أيلول', 'ايلول', 'septiembre', 'setiembre', 'set', 'septembre'], 9);
add(['october', 'oct', 'أكتوبر', 'اكتوبر', 'تشرين الأول', 'تشرين اول', 'octubre', 'octobre'], 10);
add(['november', 'nov', 'نوفمبر', 'تشرين الثاني', 'تشرين ثاني', 'noviembre', 'novembre'], 11);
add(['december', 'dec', 'ديسمبر', 'كانون الأول', 'كانون اول', 'diciembre', 'dic', 'décembre', 'decembre', 'déc'], 12);
export const PRESENT_WORDS = [
  'present',
  'the present',
  'current',
  'currently',
  'now',
  'today',
  'date',
  'to date',
  'till date',
  'till now',
  'todate',
  'ongoing',
  'continuing',
  'actualidad',
  'presente',
  'actual',
  'la fecha',
  'hoy',
  "aujourd'hui",
  'présent',
  'حتى الآن',
  'حتى تاريخه',
  'حتى تاريخة',
  'حتى الوقت الحالي',
  'حتى اليوم',
  'حتى الان',
  'الآن',
  'حاليا',
  'حالياً',
  'الوقت الحالي',
  'الحاضر',
  'للآن',
  'لغاية الآن',
  'لغاية تاريخه',
  'إلى الآن',
  'مستمر',
  'onwards',
  'onward',
  'till present',
  'to present',
  'up to now',
  'up till now',
  'up to date',
  // "Jun 2019 – Still Working"; Gulf CVs write the post still held as «على رأس العمل», and «إلى تاريخه».
  'still working',
  'still employed',
  'presently',
  'cont',
  'contd',
  'continue',
  'على رأس العمل',
  'على رأس عملي',
  'تاريخه',
];
// "to" may be doubled by the writer: "Jan 2019 to Till Date", "2015 - to date".
export const TO_WORDS = [
  '-',
  '–',
  '—',
  '−',
  '‐',
  '‑',
  '~',
  'to',
  'till',
  'until',
  'through',
  'thru',
  'upto',
  'up to',
  '--',
  '→',
  'a',
  'al',
  'hasta',
  'à',
  'إلى',
  'الى',
  'حتى',
  'لغاية',
  // «من 1/6/2015 ولغاية 31/3/2018», «وحتى الآن»: "and until", joined to its word.
  'وحتى',
  'ولغاية',
  'وإلى',
];
