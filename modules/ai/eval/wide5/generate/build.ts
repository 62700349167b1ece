// bash scripts/tsx modules/ai/eval/wide5/generate/build.ts
// Writes the wide5 development set (dev/): CVs drawn with pdfkit in layouts none of the wide sets used (a narrow
// left rail whose text pdfkit wraps itself, a start | end | position grid, a footer that carries the name) and the
// forms issue #15 still misses: phones wrapped or split in narrow rails, extensions, two numbers on a line, WhatsApp
// labels, local numbers whose country is only in the address; honorifics, capitals, letter-spaced names,
// "Last, First", the name on the title's line, names only in the e-mail or the footer, «أبو» and «بن»; year-only
// ranges, ends written as words, "Sept. 2019", Hijri beside Gregorian, internships and study that are not jobs.
// Labels come from the data that draws each CV, never from the reader.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import {
  ARABIC_FONTS,
  LATIN_FONTS,
  hasArabic,
  newDoc,
  save,
  say,
  type Doc,
  type Fonts,
} from '../../names/generate/draw.ts';

const AS_OF = '2026-10-01';

/**
 * A right-to-left line ending at xRight, word by word from the right: Arabic words shaped in the Arabic font, every
 * other word (numbers, Latin, punctuation such as '–', '(', '|', which the Arabic fonts here lack) in the Latin font.
 */
function sayRtl(
  doc: Doc,
  f: Fonts,
  text: string,
  xRight: number,
  y: number,
  s: { size: number; bold?: boolean; color?: string },
) {
  // Runs: each Arabic word alone, neighbouring other words together (a number or a Latin phrase reads left to right).
  const runs: Array<{ text: string; arabic: boolean }> = [];
  for (const word of text.split(/\s+/u).filter(Boolean)) {
    const arabic = hasArabic(word);
    const last = runs.at(-1);
    if (last && !arabic && !last.arabic) last.text += ` ${word}`;
    else runs.push({ text: word, arabic });
  }
  let cursor = xRight;
  for (const run of runs) {
    const font = run.arabic ? (s.bold ? f.arBold : f.ar) : s.bold ? f.bold : f.reg;
    doc
      .font(font)
      .fontSize(s.size)
      .fillColor(s.color ?? '#222222');
    cursor -= doc.widthOfString(run.text);
    doc.text(run.text, cursor, y + (run.arabic ? -s.size * 0.25 : 0), { lineBreak: false });
    cursor -= doc.widthOfString(' ');
  }
  return xRight - cursor;
}
const dir = join(new URL('..', import.meta.url).pathname, 'dev');

type Ym = { y: number; m: number | null };
type Job = { title: string; employer: string; start: Ym; end: Ym | 'now'; paid: boolean };
type Case = {
  key: string;
  language: 'en' | 'ar';
  layout: 'rail' | 'grid' | 'footer';
  country: CountryCode;
  address: string;
  first: string;
  last: string;
  middle?: string;
  /** The name as printed at the top (null: not printed there). */
  heading: string | null;
  footer?: string;
  email: string;
  phoneLine: string;
  phone: string;
  jobs: Job[];
  /** How a range is written: the start, the end. */
  fmt: (d: Ym | 'now') => string;
  education: { degree: string; level: string; years: string };
  skills: string[];
  forms: Record<string, string>;
  traps: string[];
};

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
const ym = (y: number, m: number | null = null): Ym => ({ y, m });
const word = (w: string) => (d: Ym | 'now') => (d === 'now' ? w : `${MON[(d.m ?? 1) - 1]} ${d.y}`);
const dotted = (w: string) => (d: Ym | 'now') => (d === 'now' ? w : `${DOT[(d.m ?? 1) - 1]} ${d.y}`);
const yearOnly = (w: string) => (d: Ym | 'now') => (d === 'now' ? w : String(d.y));
const slash = (w: string) => (d: Ym | 'now') => (d === 'now' ? w : `${String(d.m ?? 1).padStart(2, '0')}/${d.y}`);
const arMonths = (w: string) => (d: Ym | 'now') => (d === 'now' ? w : `${AR_MON[(d.m ?? 1) - 1]} ${d.y}`);
/** The Hijri year of a Gregorian month (the year in which the month mostly falls), printed beside it. */
const hijriYear = (d: Ym) => Math.floor(((d.y + ((d.m ?? 1) - 0.5) / 12 - 622.54) * 365.2425) / 354.367) + 1;
const hijri = (w: string) => (d: Ym | 'now') => (d === 'now' ? w : `${MON[(d.m ?? 1) - 1]} ${d.y} (${hijriYear(d)} H)`);
const hijriAr = (w: string) => (d: Ym | 'now') =>
  d === 'now' ? w : `${String(d.m ?? 1).padStart(2, '0')}/${d.y} م الموافق ${hijriYear(d)} هـ`;

const CASES: Case[] = [
  {
    key: 'accountant-en-rail',
    language: 'en',
    layout: 'rail',
    country: 'SA',
    address: 'Al Olaya, Riyadh, Saudi Arabia',
    first: 'Kareem',
    last: 'Haddad',
    heading: 'Eng. Kareem Haddad',
    email: 'k.haddad.acc@gmail.com',
    phoneLine: 'Mobile: 055 318 4472',
    phone: '+966553184472',
    jobs: [
      { title: 'Senior Accountant', employer: 'Najd Cement Trading', start: ym(2019, 9), end: 'now', paid: true },
      { title: 'Accountant', employer: 'Rawabi Food Supplies', start: ym(2015, 2), end: ym(2019, 8), paid: true },
      { title: 'Audit Intern', employer: 'Crowe Riyadh', start: ym(2014, 6), end: ym(2014, 9), paid: false },
    ],
    fmt: dotted('Current'),
    education: { degree: 'Bachelor of Accounting, King Saud University', level: 'BACHELOR', years: '2010 – 2014' },
    skills: ['Accounting', 'VAT', 'IFRS', 'SAP', 'Microsoft Excel'],
    forms: { name: 'Eng. honorific', dates: 'Sept. yyyy', phone: 'local, country in the address, rail wraps' },
    traps: ['internship under experience'],
  },
  {
    key: 'nurse-en-grid',
    language: 'en',
    layout: 'grid',
    country: 'PH',
    address: 'Quezon City, Metro Manila, Philippines',
    first: 'Maria Cristina',
    last: 'Bautista',
    heading: 'BAUTISTA, MARIA CRISTINA',
    email: 'mcbautista.rn@yahoo.com',
    phoneLine: 'Cell: 0917 (552) 0384',
    phone: '+639175520384',
    jobs: [
      { title: 'Staff Nurse', employer: 'St. Luke’s Medical Center', start: ym(2018, 3), end: 'now', paid: true },
      { title: 'Ward Nurse', employer: 'Capitol Medical Center', start: ym(2015, 7), end: ym(2018, 2), paid: true },
    ],
    fmt: word('Now'),
    education: { degree: 'Bachelor of Science in Nursing', level: 'BACHELOR', years: '2011 – 2015' },
    skills: ['Patient Care', 'BLS', 'Wound Care', 'Medication Administration'],
    forms: { name: 'Last, First in capitals', dates: 'start | end columns', phone: 'local with parentheses' },
    traps: ['education years'],
  },
  {
    key: 'driver-en-footer',
    language: 'en',
    layout: 'footer',
    country: 'PK',
    address: 'Gulberg III, Lahore, Pakistan',
    first: 'Imran',
    last: 'Qureshi',
    heading: null,
    footer: 'Imran Qureshi · Curriculum Vitae',
    email: 'imran.qureshi77@hotmail.com',
    phoneLine: 'WhatsApp: 0300-4417298',
    phone: '+923004417298',
    jobs: [
      { title: 'Heavy Vehicle Driver', employer: 'Al Futtaim Logistics', start: ym(2017), end: ym(2023), paid: true },
      { title: 'Light Vehicle Driver', employer: 'Careem', start: ym(2013), end: ym(2016), paid: true },
    ],
    fmt: yearOnly('Present'),
    education: { degree: 'Intermediate (FA), Punjab Board', level: 'HIGH_SCHOOL', years: '2009 – 2011' },
    skills: ['Driving', 'Vehicle Maintenance', 'Route Planning'],
    forms: { name: 'only in the footer', dates: 'years only', phone: 'WhatsApp label, local' },
    traps: ['career ended before asOf'],
  },
  {
    key: 'software-en-rail',
    language: 'en',
    layout: 'rail',
    country: 'IN',
    address: 'Whitefield, Bengaluru, India',
    first: 'Priya',
    last: 'Raghunathan',
    heading: 'P R I Y A   R A G H U N A T H A N',
    email: 'priya.raghunathan@outlook.com',
    phoneLine: '98450 31726 / 080 4123 8890',
    phone: '+919845031726',
    jobs: [
      { title: 'Senior Software Engineer', employer: 'Infotrek Systems', start: ym(2020, 1), end: 'now', paid: true },
      { title: 'Software Engineer', employer: 'Mindcraft Labs', start: ym(2016, 8), end: ym(2019, 12), paid: true },
      { title: 'Summer Intern', employer: 'Mindcraft Labs', start: ym(2015, 5), end: ym(2015, 7), paid: false },
    ],
    fmt: word('Till Now'),
    education: { degree: 'B.Tech in Computer Science', level: 'BACHELOR', years: '2012 – 2016' },
    skills: ['Java', 'Spring Boot', 'Kubernetes', 'PostgreSQL'],
    forms: { name: 'letter-spaced with spaces', dates: 'Mon yyyy', phone: 'two numbers on one line, local' },
    traps: ['internship under experience'],
  },
  {
    key: 'hr-en-grid',
    language: 'en',
    layout: 'grid',
    country: 'AE',
    address: 'Al Barsha, Dubai, United Arab Emirates',
    first: 'Layla',
    last: 'Mansour',
    heading: 'Mrs. Layla Mansour — HR Business Partner',
    email: 'layla.mansour@gmail.com',
    phoneLine: 'Tel: 04 392 7710 Ext. 214',
    phone: '+97143927710',
    jobs: [
      {
        title: 'HR Business Partner',
        employer: 'Emirates Facilities Group',
        start: ym(2021, 4),
        end: 'now',
        paid: true,
      },
      { title: 'HR Officer', employer: 'Gulf Retail Holding', start: ym(2016, 10), end: ym(2021, 3), paid: true },
    ],
    fmt: hijri('Current'),
    education: { degree: 'Master of Human Resource Management', level: 'MASTER', years: '2014 – 2016' },
    skills: ['Recruitment', 'Payroll', 'Employee Relations', 'Oracle HCM'],
    forms: {
      name: 'Mrs. and the title on the name line',
      dates: 'Gregorian with Hijri year',
      phone: 'landline with extension',
    },
    traps: ['education years'],
  },
  {
    key: 'electrician-en-footer',
    language: 'en',
    layout: 'footer',
    country: 'EG',
    address: 'Nasr City, Cairo, Egypt',
    first: 'Mostafa',
    last: 'Abdelrahman',
    heading: null,
    email: 'mostafa.abdelrahman@gmail.com',
    phoneLine: 'Mob. 0100.284.6613',
    phone: '+201002846613',
    jobs: [
      { title: 'Maintenance Electrician', employer: 'Orascom Building', start: ym(2019, 2), end: 'now', paid: true },
      { title: 'Electrician', employer: 'Elsewedy Electric', start: ym(2014, 9), end: ym(2018, 12), paid: true },
    ],
    fmt: slash('To Date'),
    education: { degree: 'Technical Diploma in Electricity', level: 'DIPLOMA', years: '2011 – 2014' },
    skills: ['Electrical Maintenance', 'AutoCAD', 'PLC'],
    forms: { name: 'only in the e-mail', dates: 'MM/YYYY', phone: 'dots' },
    traps: [],
  },
  {
    key: 'teacher-en-rail',
    language: 'en',
    layout: 'rail',
    country: 'JO',
    address: 'Khalda, Amman, Jordan',
    first: 'Rania',
    last: 'Abu Ghazaleh',
    heading: 'Dr. RANIA ABU GHAZALEH',
    email: 'rania.ag@yahoo.com',
    phoneLine: '+962 79 551 0347',
    phone: '+962795510347',
    jobs: [
      { title: 'English Teacher', employer: 'Amman Baccalaureate School', start: ym(2017, 9), end: 'now', paid: true },
      {
        title: 'Teaching Assistant',
        employer: 'University of Jordan',
        start: ym(2013, 10),
        end: ym(2017, 6),
        paid: true,
      },
    ],
    fmt: dotted('Present'),
    education: { degree: 'PhD in Applied Linguistics', level: 'PHD', years: '2012 – 2017' },
    skills: ['Lesson Planning', 'Classroom Management', 'IELTS'],
    forms: { name: 'Dr. with capitals, Abu family name', dates: 'Sept. yyyy', phone: 'rail wraps' },
    traps: ['PhD overlapping a job'],
  },
  {
    key: 'chef-en-grid',
    language: 'en',
    layout: 'grid',
    country: 'IN',
    address: 'Kochi, Kerala, India',
    first: 'Joseph',
    last: 'Varghese',
    heading: 'Mr. Joseph Varghese',
    email: 'jvarghese.chef@gmail.com',
    phoneLine: 'Mobile: 94470 18825   Phone (Res): 0484 2701 553',
    phone: '+919447018825',
    jobs: [
      { title: 'Sous Chef', employer: 'Marriott Kochi', start: ym(2018), end: 'now', paid: true },
      { title: 'Commis Chef', employer: 'Taj Malabar', start: ym(2012), end: ym(2017), paid: true },
      { title: 'Kitchen Trainee', employer: 'Taj Malabar', start: ym(2011), end: ym(2012), paid: false },
    ],
    fmt: yearOnly('Current'),
    education: { degree: 'Diploma in Culinary Arts', level: 'DIPLOMA', years: '2009 – 2011' },
    skills: ['Food Safety', 'HACCP', 'Menu Planning'],
    forms: { name: 'Mr.', dates: 'years only in start | end columns', phone: 'two labelled numbers' },
    traps: ['trainee under experience'],
  },
  {
    key: 'civil-en-rail',
    language: 'en',
    layout: 'rail',
    country: 'AE',
    address: 'Mussafah, Abu Dhabi, UAE',
    first: 'Faisal',
    last: 'Al Hammadi',
    heading: 'FAISAL AL HAMMADI',
    email: 'faisal.hammadi@gmail.com',
    phoneLine: 'WhatsApp / Mobile: 00971 50 664 2198',
    phone: '+971506642198',
    jobs: [
      { title: 'Site Engineer', employer: 'Arabtec Construction', start: ym(2018, 11), end: 'now', paid: true },
      { title: 'Junior Civil Engineer', employer: 'Drake & Scull', start: ym(2015, 3), end: ym(2018, 10), paid: true },
    ],
    fmt: word('Current'),
    education: { degree: 'BSc Civil Engineering, UAE University', level: 'BACHELOR', years: '2010 – 2014' },
    skills: ['AutoCAD', 'Primavera P6', 'Quantity Surveying'],
    forms: { name: 'capitals', dates: 'Mon yyyy', phone: 'WhatsApp label, 00 code, rail wraps' },
    traps: [],
  },
  {
    key: 'sales-en-footer',
    language: 'en',
    layout: 'footer',
    country: 'SA',
    address: 'Al Khobar, Eastern Province, Saudi Arabia',
    first: 'Tarek',
    last: 'Nasser',
    heading: 'Tarek Nasser | Sales Manager',
    footer: 'T. Nasser — page 1',
    email: 'tarek.nasser.sales@gmail.com',
    phoneLine: '(+966) 054-771-0926',
    phone: '+966547710926',
    jobs: [
      { title: 'Sales Manager', employer: 'Zamil Trading', start: ym(2020, 6), end: 'now', paid: true },
      { title: 'Sales Executive', employer: 'Abdul Latif Jameel', start: ym(2014, 1), end: ym(2020, 5), paid: true },
    ],
    fmt: hijri('Now'),
    education: { degree: 'Bachelor of Business Administration', level: 'BACHELOR', years: '2009 – 2013' },
    skills: ['B2B Sales', 'Negotiation', 'Salesforce', 'Key Account Management'],
    forms: {
      name: 'title on the name line with a bar',
      dates: 'Gregorian with Hijri year',
      phone: '(+966) with trunk 0',
    },
    traps: [],
  },
  {
    key: 'accountant-ar-rail',
    language: 'ar',
    layout: 'rail',
    country: 'SA',
    address: 'حي الملز، الرياض، المملكة العربية السعودية',
    first: 'عبدالله',
    last: 'الغامدي',
    middle: 'بن سعيد',
    heading: 'م. عبدالله بن سعيد الغامدي',
    email: 'abdullah.ghamdi@gmail.com',
    phoneLine: 'الجوال: 056 230 8814',
    phone: '+966562308814',
    jobs: [
      { title: 'محاسب أول', employer: 'شركة المراعي', start: ym(2018, 3), end: 'now', paid: true },
      { title: 'محاسب', employer: 'مجموعة الطيار', start: ym(2013, 9), end: ym(2018, 2), paid: true },
    ],
    fmt: hijriAr('حالياً'),
    education: { degree: 'بكالوريوس محاسبة - جامعة الملك سعود', level: 'BACHELOR', years: '2009 - 2013' },
    skills: ['المحاسبة', 'ضريبة القيمة المضافة', 'SAP'],
    forms: { name: 'م. with بن', dates: 'MM/YYYYم with the Hijri year', phone: 'local, country in the address' },
    traps: [],
  },
  {
    key: 'nurse-ar-grid',
    language: 'ar',
    layout: 'grid',
    country: 'JO',
    address: 'إربد، الأردن',
    first: 'سمر',
    last: 'أبو زيد',
    heading: 'د. سمر أبو زيد',
    email: 'samar.abuzaid@hotmail.com',
    phoneLine: 'واتساب: 078 644 1190',
    phone: '+962786441190',
    jobs: [
      { title: 'ممرضة قانونية', employer: 'مستشفى الملك المؤسس عبدالله', start: ym(2016, 5), end: 'now', paid: true },
      { title: 'ممرضة', employer: 'مستشفى الإسراء', start: ym(2012, 8), end: ym(2016, 4), paid: true },
    ],
    fmt: arMonths('لغاية الآن'),
    education: { degree: 'بكالوريوس تمريض - جامعة العلوم والتكنولوجيا', level: 'BACHELOR', years: '2008 - 2012' },
    skills: ['التمريض', 'الإسعافات الأولية', 'BLS'],
    forms: { name: 'د. with أبو family name', dates: 'Gulf months, لغاية الآن', phone: 'واتساب, local' },
    traps: ['education years'],
  },
  {
    key: 'logistics-ar-footer',
    language: 'ar',
    layout: 'footer',
    country: 'EG',
    address: 'مدينة نصر، القاهرة، مصر',
    first: 'محمود',
    last: 'الشناوي',
    middle: 'أحمد',
    heading: 'أبو يوسف – محمود أحمد الشناوي',
    email: 'mahmoud.elshenawy@gmail.com',
    phoneLine: 'موبايل: 0122 459 7731 - 0100 317 2284',
    phone: '+201224597731',
    jobs: [
      { title: 'مشرف مخازن', employer: 'أرامكس مصر', start: ym(2019), end: 'now', paid: true },
      { title: 'أمين مخزن', employer: 'شركة النساجون الشرقيون', start: ym(2014), end: ym(2018), paid: true },
    ],
    fmt: yearOnly('حتى الآن'),
    education: { degree: 'بكالوريوس تجارة - جامعة عين شمس', level: 'BACHELOR', years: '2009 - 2013' },
    skills: ['إدارة المخازن', 'SAP', 'Microsoft Excel'],
    forms: { name: 'kunya before the name', dates: 'years only', phone: 'two numbers on one line' },
    traps: [],
  },
  {
    key: 'hr-en-rail',
    language: 'en',
    layout: 'rail',
    country: 'PK',
    address: 'DHA Phase 5, Karachi, Pakistan',
    first: 'Ayesha',
    last: 'Siddiqui',
    heading: 'Ayesha Siddiqui, Senior HR Generalist',
    email: 'ayesha.siddiqui@gmail.com',
    phoneLine: '+92 (321) 884-2207',
    phone: '+923218842207',
    jobs: [
      { title: 'Senior HR Generalist', employer: 'Engro Fertilizers', start: ym(2019, 9), end: 'now', paid: true },
      { title: 'HR Executive', employer: 'K-Electric', start: ym(2016, 1), end: ym(2019, 8), paid: true },
      { title: 'HR Internee', employer: 'K-Electric', start: ym(2015, 6), end: ym(2015, 8), paid: false },
    ],
    fmt: dotted('Present'),
    education: { degree: 'MBA (HRM), IBA Karachi', level: 'MASTER', years: '2013 – 2015' },
    skills: ['Recruitment', 'Payroll', 'Performance Management'],
    forms: { name: 'comma then title', dates: 'Sept. yyyy', phone: 'parentheses around the operator code, rail wraps' },
    traps: ['internship under experience'],
  },
  {
    key: 'mechanic-en-grid',
    language: 'en',
    layout: 'grid',
    country: 'PH',
    address: 'Cebu City, Philippines',
    first: 'Rommel',
    last: 'Dela Cruz',
    heading: 'R O M M E L   D E L A   C R U Z',
    email: 'rommel.delacruz@gmail.com',
    phoneLine: '0998.431.7720',
    phone: '+639984317720',
    jobs: [
      { title: 'HVAC Technician', employer: 'Carrier Philippines', start: ym(2017, 4), end: 'now', paid: true },
      { title: 'Aircon Mechanic', employer: 'Concepcion Industrial', start: ym(2012, 6), end: ym(2017, 3), paid: true },
    ],
    fmt: slash('Present'),
    education: {
      degree: 'Diploma in Refrigeration and Air-conditioning, TESDA',
      level: 'DIPLOMA',
      years: '2010 – 2012',
    },
    skills: ['HVAC', 'Refrigeration', 'Preventive Maintenance'],
    forms: { name: 'letter-spaced with spaces', dates: 'MM/YYYY in start | end columns', phone: 'dots' },
    traps: [],
  },
  {
    key: 'customer-service-en-footer',
    language: 'en',
    layout: 'footer',
    country: 'JO',
    address: 'Zarqa, Jordan',
    first: 'Hamza',
    last: 'Khalil',
    heading: null,
    footer: 'KHALIL, Hamza — CV — 1/1',
    email: 'hkhalil92@gmail.com',
    phoneLine: 'Call or WhatsApp 077 920 4415',
    phone: '+962779204415',
    jobs: [
      { title: 'Customer Service Team Leader', employer: 'Zain Jordan', start: ym(2021, 2), end: 'now', paid: true },
      { title: 'Call Centre Agent', employer: 'Orange Jordan', start: ym(2016, 11), end: ym(2021, 1), paid: true },
    ],
    fmt: word('Ongoing'),
    education: { degree: 'Bachelor of English Literature', level: 'BACHELOR', years: '2012 – 2016' },
    skills: ['Customer Service', 'CRM', 'Complaint Handling'],
    forms: { name: 'Last, First only in the footer', dates: 'Mon yyyy', phone: 'Call or WhatsApp, local' },
    traps: [],
  },
  // Batch 2 (y17-y24): written after the rules for batch 1 and measured once, with no rule written for it.
  {
    key: 'nurse-en-rail',
    language: 'en',
    layout: 'rail',
    country: 'AE',
    address: 'Al Nahda, Sharjah, United Arab Emirates',
    first: 'Sara',
    last: 'Al Mazrouei',
    heading: 'Dr. SARA AL MAZROUEI',
    email: 'sara.mazrouei@gmail.com',
    phoneLine: 'Mobile +971 (0)55 918 2274',
    phone: '+971559182274',
    jobs: [
      { title: 'Charge Nurse', employer: 'Al Qassimi Hospital', start: ym(2019, 9), end: 'now', paid: true },
      {
        title: 'Registered Nurse',
        employer: 'Kuwait Hospital Sharjah',
        start: ym(2014, 10),
        end: ym(2019, 8),
        paid: true,
      },
      { title: 'Nursing Intern', employer: 'Rashid Hospital', start: ym(2013, 9), end: ym(2014, 6), paid: false },
    ],
    fmt: dotted('Now'),
    education: { degree: 'Bachelor of Science in Nursing', level: 'BACHELOR', years: '2009 – 2013' },
    skills: ['Patient Care', 'BLS', 'ACLS', 'Infection Control'],
    forms: { name: 'Dr. and capitals', dates: 'Sept. yyyy', phone: '+971 (0) wrapped in the rail' },
    traps: ['internship under experience'],
  },
  {
    key: 'driver-en-grid',
    language: 'en',
    layout: 'grid',
    country: 'SA',
    address: 'Al Rawdah, Jeddah, Saudi Arabia',
    first: 'Omar',
    last: 'Bashir',
    heading: 'O M A R   B A S H I R',
    email: 'omarbashir.driver@gmail.com',
    phoneLine: '054-918-3321 (WhatsApp)',
    phone: '+966549183321',
    jobs: [
      { title: 'Heavy Truck Driver', employer: 'Almajdouie Logistics', start: ym(2017, 3), end: 'now', paid: true },
      { title: 'Delivery Driver', employer: 'Aramex Jeddah', start: ym(2012, 5), end: ym(2017, 1), paid: true },
    ],
    fmt: hijri('Till Date'),
    education: { degree: 'Secondary School Certificate', level: 'HIGH_SCHOOL', years: '2008 – 2011' },
    skills: ['Driving', 'Route Planning', 'Forklift Operation'],
    forms: { name: 'letter-spaced', dates: 'Gregorian with Hijri in Start | End', phone: 'local, WhatsApp after' },
    traps: [],
  },
  {
    key: 'logistics-en-footer',
    language: 'en',
    layout: 'footer',
    country: 'IN',
    address: 'Kazhakoottam, Thiruvananthapuram, India',
    first: 'Rahul',
    last: 'Menon',
    heading: 'Rahul Menon — Logistics Coordinator',
    email: 'rahul.menon.log@gmail.com',
    phoneLine: '+91 98470 22514 / 0471 255 3300',
    phone: '+919847022514',
    jobs: [
      { title: 'Logistics Coordinator', employer: 'DP World Cochin', start: ym(2020), end: 'now', paid: true },
      { title: 'Shipping Assistant', employer: 'Allcargo Logistics', start: ym(2015), end: ym(2019), paid: true },
    ],
    fmt: yearOnly('Till Date'),
    education: { degree: 'B.Com, University of Kerala', level: 'BACHELOR', years: '2012 – 2015' },
    skills: ['Freight Forwarding', 'Inventory Management', 'SAP'],
    forms: { name: 'title on the name line', dates: 'years only', phone: 'two numbers, the first with +91' },
    traps: [],
  },
  {
    key: 'civil-ar-rail',
    language: 'ar',
    layout: 'rail',
    country: 'AE',
    address: 'الشارقة، الإمارات العربية المتحدة',
    first: 'خالد',
    last: 'النعيمي',
    middle: 'بن راشد',
    heading: 'م. خالد بن راشد النعيمي',
    email: 'khalid.alnuaimi@gmail.com',
    phoneLine: 'الهاتف: 055 774 2219',
    phone: '+971557742219',
    jobs: [
      { title: 'مهندس موقع', employer: 'شركة الشارقة للإنشاءات', start: ym(2018, 6), end: 'now', paid: true },
      { title: 'مهندس مدني', employer: 'مجموعة الفطيم', start: ym(2013, 2), end: ym(2018, 5), paid: true },
    ],
    fmt: arMonths('حتى الآن'),
    education: { degree: 'بكالوريوس هندسة مدنية - جامعة الشارقة', level: 'BACHELOR', years: '2008 - 2012' },
    skills: ['AutoCAD', 'إدارة المشاريع', 'Primavera P6'],
    forms: { name: 'م. with بن', dates: 'Gulf months', phone: 'local, wrapped in the rail' },
    traps: [],
  },
  {
    key: 'teacher-ar-footer',
    language: 'ar',
    layout: 'footer',
    country: 'EG',
    address: 'المعادي، القاهرة، مصر',
    first: 'منى',
    last: 'عبد الحميد',
    heading: 'أ. منى عبد الحميد',
    email: 'mona.abdelhamid@yahoo.com',
    phoneLine: 'واتساب: 0111 582 4470',
    phone: '+201115824470',
    jobs: [
      { title: 'معلمة لغة عربية', employer: 'مدارس النيل الدولية', start: ym(2016), end: 'now', paid: true },
      { title: 'معلمة', employer: 'مدرسة الفسطاط', start: ym(2011), end: ym(2015), paid: true },
    ],
    fmt: yearOnly('لغاية الآن'),
    education: { degree: 'ليسانس آداب - جامعة القاهرة', level: 'BACHELOR', years: '2006 - 2010' },
    skills: ['التدريس', 'إدارة الصف', 'Microsoft Office'],
    forms: { name: 'أ. with عبد family name', dates: 'years only, لغاية الآن', phone: 'واتساب, local' },
    traps: [],
  },
  {
    key: 'customer-service-en-footer',
    language: 'en',
    layout: 'footer',
    country: 'PH',
    address: 'Makati City, Philippines',
    first: 'Angelica',
    last: 'Santos',
    heading: null,
    footer: 'Santos, Angelica — Resume — Page 1',
    email: 'angelica.s.cs@gmail.com',
    phoneLine: 'Contact No.: 0917-330-2291',
    phone: '+639173302291',
    jobs: [
      {
        title: 'Customer Service Representative',
        employer: 'Teleperformance',
        start: ym(2019, 8),
        end: 'now',
        paid: true,
      },
      { title: 'Call Center Agent', employer: 'Concentrix', start: ym(2015, 4), end: ym(2019, 7), paid: true },
    ],
    fmt: slash('Present'),
    education: { degree: 'Bachelor of Arts in Communication', level: 'BACHELOR', years: '2011 – 2015' },
    skills: ['Customer Service', 'CRM', 'Zendesk'],
    forms: { name: 'Last, First only in the footer', dates: 'MM/YYYY', phone: 'local with dashes' },
    traps: [],
  },
  {
    key: 'electrician-en-rail',
    language: 'en',
    layout: 'rail',
    country: 'PK',
    address: 'Satellite Town, Rawalpindi, Pakistan',
    first: 'Bilal',
    last: 'Chaudhry',
    heading: 'Engr. Bilal Chaudhry',
    email: 'bilal.chaudhry.elec@gmail.com',
    phoneLine: 'Cell # 0321-4455667',
    phone: '+923214455667',
    jobs: [
      { title: 'Electrical Supervisor', employer: 'Descon Engineering', start: ym(2018, 1), end: 'now', paid: true },
      { title: 'Electrician', employer: 'Fauji Cement', start: ym(2012, 7), end: ym(2017, 12), paid: true },
      { title: 'Apprentice Trainee', employer: 'Fauji Cement', start: ym(2010, 7), end: ym(2012, 6), paid: false },
    ],
    fmt: dotted('Current'),
    education: {
      degree: 'DAE Electrical, Punjab Board of Technical Education',
      level: 'DIPLOMA',
      years: '2007 – 2010',
    },
    skills: ['Electrical Maintenance', 'PLC', 'Motor Control'],
    forms: { name: 'Engr.', dates: 'Sept. yyyy', phone: 'Cell #' },
    traps: ['trainee under experience'],
  },
  {
    key: 'accountant-en-grid',
    language: 'en',
    layout: 'grid',
    country: 'JO',
    address: 'Tla Al Ali, Amman, Jordan',
    first: 'Yousef',
    last: 'Haddad',
    heading: 'HADDAD, Yousef',
    email: 'y.haddad@outlook.com',
    phoneLine: 'Mobile: 07 9766 3120',
    phone: '+962797663120',
    jobs: [
      { title: 'Chief Accountant', employer: 'Jordan Kuwait Bank', start: ym(2017, 11), end: 'now', paid: true },
      { title: 'Accountant', employer: 'Arab Potash Company', start: ym(2011, 2), end: ym(2017, 10), paid: true },
    ],
    fmt: word('Present'),
    education: { degree: 'Bachelor of Accounting, University of Jordan', level: 'BACHELOR', years: '2006 – 2010' },
    skills: ['Accounting', 'IFRS', 'Oracle Financials', 'Microsoft Excel'],
    forms: { name: 'LAST, First', dates: 'Mon yyyy in Start | End', phone: 'local 07 9xxx' },
    traps: [],
  },
];

const monthsOf = (d: Ym | 'now') => {
  if (d === 'now') {
    const [y, m] = AS_OF.split('-').map(Number) as [number, number];
    return y * 12 + (m - 1);
  }
  return d.y * 12 + ((d.m ?? 1) - 1);
};

/** Paid positions, overlaps merged, whole years. */
function years(jobs: Job[]) {
  const spans = jobs
    .filter((j) => j.paid)
    .map((j) => [monthsOf(j.start), monthsOf(j.end)] as [number, number])
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let cur: [number, number] | null = null;
  for (const s of spans) {
    if (cur && s[0] <= cur[1]) cur[1] = Math.max(cur[1], s[1]);
    else {
      if (cur) total += cur[1] - cur[0];
      cur = [...s];
    }
  }
  if (cur) total += cur[1] - cur[0];
  return Math.floor(total / 12);
}

const latin = (i: number) => LATIN_FONTS[i % LATIN_FONTS.length]!;

async function draw(c: Case, i: number) {
  const f = {} as Fonts;
  const doc: Doc = newDoc(f, latin(i), ARABIC_FONTS[i % ARABIC_FONTS.length]!);
  const rtl = c.language === 'ar';
  const W = 595;
  const H = 842;
  const T = rtl
    ? { exp: 'الخبرات العملية', edu: 'المؤهل العلمي', skills: 'المهارات', contact: 'معلومات التواصل', lang: 'اللغات' }
    : { exp: 'Work Experience', edu: 'Education', skills: 'Skills', contact: 'Contact', lang: 'Languages' };
  const languages = rtl ? ['العربية', 'الإنجليزية'] : ['English', 'Arabic'];
  const put = (text: string, x: number, y: number, w: number, size: number, bold = false, color = '#222222') => {
    if (rtl) return sayRtl(doc, f, text, x + w, y, { size, bold, color });
    return say(doc, f, text, x, y, { size, bold, color });
  };
  /** Text that pdfkit wraps inside `w` (Latin only); returns its height. */
  const wrap = (text: string, x: number, y: number, w: number, size: number, color = '#222222') => {
    doc.font(f.reg).fontSize(size).fillColor(color);
    const h = doc.heightOfString(text, { width: w });
    doc.text(text, x, y, { width: w });
    return h;
  };
  const range = (j: Job) => `${c.fmt(j.start)} – ${c.fmt(j.end)}`;

  let mainX = 50;
  let mainW = W - 100;
  let y = 50;
  if (c.layout === 'rail') {
    // A narrow rail (90 pt) with contacts, skills and languages: long numbers and addresses wrap inside it.
    const railX = rtl ? W - 110 : 0;
    doc.rect(railX, 0, 110, H).fill('#243447');
    let ry = 160;
    if (rtl) {
      put(T.contact, railX + 10, ry, 90, 10, true, '#ffffff');
      ry += 18;
      for (const line of [c.phoneLine, c.email, c.address]) {
        // Arabic lines are broken by hand at 90 pt, as the rail would.
        const words = line.split(' ');
        let cur = '';
        for (const w2 of words) {
          doc.font(f.ar).fontSize(8);
          if (cur && doc.widthOfString(`${cur} ${w2}`) > 72) {
            put(cur, railX + 10, ry, 90, 8, false, '#ffffff');
            ry += 13;
            cur = w2;
          } else cur = cur ? `${cur} ${w2}` : w2;
        }
        put(cur, railX + 10, ry, 90, 8, false, '#ffffff');
        ry += 18;
      }
    } else {
      say(doc, f, T.contact.toUpperCase(), railX + 10, ry, { size: 10, bold: true, color: '#ffffff' });
      ry += 18;
      // The contact lines wrap at 72 pt (a rail with an icon column), so a long number breaks over two lines.
      for (const line of [c.phoneLine, c.email, c.address]) ry += wrap(line, railX + 10, ry, 72, 9, '#ffffff') + 8;
    }
    ry += 10;
    put(T.skills, railX + 10, ry, 90, 10, true, '#ffffff');
    ry += 18;
    for (const s of c.skills) {
      if (rtl) put(s, railX + 10, ry, 90, 8, false, '#ffffff');
      else wrap(s, railX + 10, ry, 90, 8.5, '#ffffff');
      ry += 14;
    }
    ry += 10;
    put(T.lang, railX + 10, ry, 90, 10, true, '#ffffff');
    ry += 18;
    for (const l of languages) {
      put(l, railX + 10, ry, 90, 8.5, false, '#ffffff');
      ry += 14;
    }
    mainX = rtl ? 40 : 135;
    mainW = W - 110 - 40 - 25;
  }
  if (c.heading) {
    put(c.heading, mainX, y, mainW, c.heading.includes('   ') ? 16 : 20, true, '#1b2a3a');
    y += 34;
  }
  if (c.layout !== 'rail') {
    // Contacts on one line under the name (or at the top when there is no name).
    const line = [c.phoneLine, c.email, c.address].join('  |  ');
    if (rtl) {
      for (const part of [c.phoneLine, c.email, c.address]) {
        put(part, mainX, y, mainW, 9);
        y += 14;
      }
    } else y += wrap(line, mainX, y, mainW, 9, '#444444');
    y += 10;
  }
  const heading = (text: string) => {
    y += 8;
    put(rtl ? text : text.toUpperCase(), mainX, y, mainW, 12, true, '#1b2a3a');
    y += 16;
    doc
      .moveTo(mainX, y)
      .lineTo(mainX + mainW, y)
      .lineWidth(0.6)
      .strokeColor('#8899aa')
      .stroke();
    y += 8;
  };
  heading(T.exp);
  for (const j of c.jobs) {
    if (c.layout === 'grid') {
      // Start | End | Position and employer: the range spans two columns.
      const startX = rtl ? mainX + mainW - 80 : mainX;
      const endX = rtl ? mainX + mainW - 165 : mainX + 85;
      const posX = rtl ? mainX : mainX + 175;
      const posW = mainW - 175;
      put(c.fmt(j.start), startX, y, 80, 9);
      put(c.fmt(j.end), endX, y, 80, 9);
      put(j.title, posX, y, posW, 10.5, true);
      put(j.employer, posX, y + 15, posW, 9.5, false, '#555555');
      y += 36;
    } else {
      put(j.title, mainX, y, mainW, 11, true);
      y += 15;
      if (rtl) {
        // The employer, then the range on a line of its own (pdfkit's Arabic fonts here lack '|' and '(').
        put(j.employer, mainX, y, mainW, 9.5, false, '#555555');
        y += 15;
        put(range(j), mainX, y, mainW, 9.5, false, '#555555');
      } else put(`${j.employer}, ${range(j)}`, mainX, y, mainW, 9.5, false, '#555555');
      y += 22;
    }
  }
  heading(T.edu);
  if (c.layout === 'grid') {
    const [a, b] = c.education.years.split(/\s[–-]\s/u);
    put(a!, rtl ? mainX + mainW - 80 : mainX, y, 80, 9);
    put(b!, rtl ? mainX + mainW - 165 : mainX + 85, y, 80, 9);
    put(c.education.degree, rtl ? mainX : mainX + 175, y, mainW - 175, 10, true);
    y += 26;
  } else {
    put(c.education.degree, mainX, y, mainW, 10.5, true);
    y += 15;
    put(c.education.years, mainX, y, mainW, 9.5, false, '#555555');
    y += 22;
  }
  if (c.layout !== 'rail') {
    heading(T.skills);
    put(c.skills.join(rtl ? ' ، ' : ', '), mainX, y, mainW, 9.5);
    y += 18;
    heading(T.lang);
    put(languages.join(rtl ? ' ، ' : ', '), mainX, y, mainW, 9.5);
    y += 18;
  }
  if (c.footer) put(c.footer, mainX, H - 40, mainW, 8, false, '#777777');
  const pdf = await save(doc);
  return pdf;
}

mkdirSync(dir, { recursive: true });
for (const f of readdirSync(dir)) if (/\.(pdf|json)$/u.test(f)) rmSync(join(dir, f));
let n = 0;
for (const [i, c] of CASES.entries()) {
  const parsed = parsePhoneNumberFromString(c.phone);
  if (!parsed?.isValid() || parsed.country !== c.country)
    throw new Error(`${c.key}: ${c.phone} is not a valid ${c.country} number`);
  const id = `y${String(i + 1).padStart(2, '0')}-${c.key}`;
  const pdf = await draw(c, i);
  writeFileSync(join(dir, `${id}.pdf`), pdf);
  const current = c.jobs.find((j) => j.end === 'now' && j.paid) ?? c.jobs.find((j) => j.paid)!;
  const truth = {
    id,
    language: c.language,
    layout: c.layout,
    generator: `pdfkit ${latin(i)[0]}`,
    scan: false,
    pages: 1,
    country: c.country,
    occupation: c.key.replace(/-(en|ar)-.*$/u, ''),
    asOf: AS_OF,
    firstName: [c.first],
    lastName: [c.last],
    middleName: c.middle ? [c.middle] : null,
    email: c.email,
    phone: c.phone,
    currentTitle: [current.title],
    years: years(c.jobs),
    educationLevel: c.education.level,
    skills: [...c.skills, ...(c.language === 'ar' ? ['العربية', 'الإنجليزية'] : ['English', 'Arabic'])],
    traps: c.traps,
    forms: c.forms,
  };
  writeFileSync(join(dir, `${id}.json`), `${JSON.stringify(truth, null, 2)}\n`);
  n++;
}
console.log(`dev: ${n} CVs in ${dir}`);
