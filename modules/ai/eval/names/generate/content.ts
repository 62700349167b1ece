// What a CV says around the name: occupations, employers, job-board banners and badges, document titles,
// places and phone numbers (valid by libphonenumber's full metadata, as the reader checks them). Lists that could teach a rule the held-out answers are split like the names.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import type { Rng } from './rng.ts';
import type { Split } from './people.ts';

export const half = <T>(xs: readonly T[], split: Split) => xs.filter((_, i) => i % 2 === (split === 'dev' ? 0 : 1));

export type Occupation = {
  en: string;
  ar: string;
  senior: string;
  seniorAr: string;
  duties: string[];
  dutiesAr: string[];
  skills: string[];
  skillsAr: string[];
  degree: string;
  degreeAr: string;
};

export const OCCUPATIONS: Occupation[] = [
  {
    en: 'Accountant',
    ar: 'محاسب',
    senior: 'Senior Accountant',
    seniorAr: 'محاسب أول',
    duties: [
      'Prepared monthly management accounts and bank reconciliations',
      'Handled VAT returns and coordinated with external auditors',
      'Maintained the general ledger and fixed asset register',
    ],
    dutiesAr: ['إعداد القوائم المالية الشهرية والتسويات البنكية', 'متابعة الإقرارات الضريبية والتنسيق مع المدققين'],
    skills: ['Financial Reporting', 'IFRS', 'VAT', 'Oracle Financials', 'Excel'],
    skillsAr: ['إعداد التقارير المالية', 'المعايير الدولية', 'ضريبة القيمة المضافة'],
    degree: 'Bachelor of Commerce in Accounting',
    degreeAr: 'بكالوريوس محاسبة',
  },
  {
    en: 'Civil Engineer',
    ar: 'مهندس مدني',
    senior: 'Senior Site Engineer',
    seniorAr: 'مهندس موقع أول',
    duties: [
      'Supervised the construction of a 14-storey residential tower',
      'Reviewed shop drawings and prepared method statements',
      'Coordinated subcontractors and consultants on site',
    ],
    dutiesAr: ['الإشراف على تنفيذ الأعمال الإنشائية في الموقع', 'مراجعة المخططات التنفيذية وإعداد جداول الكميات'],
    skills: ['AutoCAD', 'Primavera P6', 'Quantity Surveying', 'Site Supervision'],
    skillsAr: ['أوتوكاد', 'إدارة المشاريع', 'الإشراف على المواقع'],
    degree: 'B.Sc. in Civil Engineering',
    degreeAr: 'بكالوريوس هندسة مدنية',
  },
  {
    en: 'Staff Nurse',
    ar: 'ممرضة',
    senior: 'Charge Nurse',
    seniorAr: 'رئيسة تمريض',
    duties: [
      'Provided direct patient care in a 30-bed medical ward',
      'Administered medication and monitored vital signs',
      'Trained new nurses on infection control protocols',
    ],
    dutiesAr: ['تقديم الرعاية التمريضية المباشرة للمرضى', 'إعطاء الأدوية ومتابعة العلامات الحيوية'],
    skills: ['Patient Care', 'BLS', 'Infection Control', 'Medication Administration'],
    skillsAr: ['رعاية المرضى', 'مكافحة العدوى', 'الإسعافات الأولية'],
    degree: 'Bachelor of Science in Nursing',
    degreeAr: 'بكالوريوس تمريض',
  },
  {
    en: 'Sales Executive',
    ar: 'مندوب مبيعات',
    senior: 'Key Account Manager',
    seniorAr: 'مدير حسابات رئيسية',
    duties: [
      'Grew the distributor network in the northern region by 18%',
      'Negotiated annual contracts with modern trade accounts',
      'Reported weekly sell-out figures to the sales director',
    ],
    dutiesAr: ['تحقيق أهداف المبيعات الشهرية للمنطقة', 'التفاوض مع العملاء وإبرام العقود السنوية'],
    skills: ['B2B Sales', 'Negotiation', 'CRM', 'Salesforce'],
    skillsAr: ['المبيعات', 'التفاوض', 'خدمة العملاء'],
    degree: 'Bachelor of Business Administration',
    degreeAr: 'بكالوريوس إدارة أعمال',
  },
  {
    en: 'HR Officer',
    ar: 'أخصائي موارد بشرية',
    senior: 'HR Business Partner',
    seniorAr: 'شريك أعمال الموارد البشرية',
    duties: [
      'Ran end-to-end recruitment for 120 positions a year',
      'Processed payroll inputs and end-of-service calculations',
      'Introduced a new onboarding programme for branch staff',
    ],
    dutiesAr: ['إدارة عمليات التوظيف والمقابلات', 'إعداد كشوف الرواتب وحساب مكافأة نهاية الخدمة'],
    skills: ['Recruitment', 'Payroll', 'Labour Law', 'SAP HR'],
    skillsAr: ['التوظيف', 'الرواتب', 'نظام العمل'],
    degree: 'Bachelor of Arts in Human Resource Management',
    degreeAr: 'بكالوريوس إدارة الموارد البشرية',
  },
  {
    en: 'Software Developer',
    ar: 'مطور برمجيات',
    senior: 'Senior Backend Engineer',
    seniorAr: 'مهندس برمجيات أول',
    duties: [
      'Built REST APIs in Node.js and PostgreSQL for a payments platform',
      'Moved the build to Docker and GitHub Actions',
      'Mentored two junior developers',
    ],
    dutiesAr: ['تطوير واجهات برمجية باستخدام Node.js', 'تحسين أداء قواعد البيانات'],
    skills: ['JavaScript', 'TypeScript', 'Node.js', 'PostgreSQL', 'Docker'],
    skillsAr: ['جافاسكريبت', 'قواعد البيانات', 'تطوير الويب'],
    degree: 'B.Sc. in Computer Science',
    degreeAr: 'بكالوريوس علوم الحاسوب',
  },
  {
    en: 'Marketing Specialist',
    ar: 'أخصائي تسويق',
    senior: 'Marketing Manager',
    seniorAr: 'مدير تسويق',
    duties: [
      'Planned digital campaigns across Instagram, Snapchat and Google Ads',
      'Managed an annual budget of AED 2.4 million',
      'Launched two product lines in the KSA market',
    ],
    dutiesAr: ['إدارة الحملات التسويقية الرقمية', 'إعداد خطط التسويق السنوية'],
    skills: ['Digital Marketing', 'SEO', 'Google Ads', 'Content Marketing'],
    skillsAr: ['التسويق الرقمي', 'إدارة وسائل التواصل الاجتماعي'],
    degree: 'Bachelor of Marketing',
    degreeAr: 'بكالوريوس تسويق',
  },
  {
    en: 'Logistics Coordinator',
    ar: 'منسق لوجستي',
    senior: 'Supply Chain Supervisor',
    seniorAr: 'مشرف سلسلة الإمداد',
    duties: [
      'Scheduled inbound containers and customs clearance at Jebel Ali',
      'Kept warehouse stock accuracy above 99%',
      'Negotiated freight rates with four carriers',
    ],
    dutiesAr: ['متابعة الشحنات والتخليص الجمركي', 'إدارة المخزون في المستودعات'],
    skills: ['Inventory Management', 'SAP MM', 'Freight Forwarding', 'Customs Clearance'],
    skillsAr: ['إدارة المخزون', 'الشحن', 'سلاسل الإمداد'],
    degree: 'Bachelor of Supply Chain Management',
    degreeAr: 'بكالوريوس إدارة سلاسل الإمداد',
  },
  {
    en: 'Mathematics Teacher',
    ar: 'معلم رياضيات',
    senior: 'Head of Mathematics',
    seniorAr: 'رئيس قسم الرياضيات',
    duties: [
      'Taught IGCSE and A-Level mathematics to grades 9 to 12',
      'Raised the pass rate from 71% to 88% in two years',
      'Coordinated the school maths olympiad team',
    ],
    dutiesAr: ['تدريس مادة الرياضيات للمرحلة الثانوية', 'إعداد الخطط الدراسية والاختبارات'],
    skills: ['Lesson Planning', 'Classroom Management', 'IGCSE', 'Google Classroom'],
    skillsAr: ['التخطيط للدروس', 'إدارة الصف', 'التعليم الإلكتروني'],
    degree: 'B.Ed. in Mathematics',
    degreeAr: 'بكالوريوس رياضيات',
  },
  {
    en: 'Pharmacist',
    ar: 'صيدلي',
    senior: 'Pharmacist in Charge',
    seniorAr: 'صيدلي مسؤول',
    duties: [
      'Dispensed prescriptions and counselled patients on their use',
      'Managed stock and expiry dates for a busy community pharmacy',
      'Reported adverse drug reactions to the health authority',
    ],
    dutiesAr: ['صرف الوصفات الطبية وتقديم الاستشارات الدوائية', 'إدارة المخزون الدوائي'],
    skills: ['Dispensing', 'Pharmacovigilance', 'Inventory Control', 'Patient Counselling'],
    skillsAr: ['صرف الأدوية', 'الاستشارات الدوائية'],
    degree: 'Bachelor of Pharmacy',
    degreeAr: 'بكالوريوس صيدلة',
  },
];

const EMPLOYERS = [
  'Emirates Steel Industries',
  'Gulf Marine Services',
  'Al Noor Hospital',
  'Saudi Binladin Group',
  'Aramex',
  'Qatar Airways Group',
  'Arab Bank',
  'Majid Al Futtaim Retail',
  'Zain Jordan',
  'Kuwait Finance House',
  'Bahrain Petroleum Company',
  'Oman Flour Mills',
  'Hikma Pharmaceuticals',
  'Tata Consultancy Services',
  'Jollibee Foods Corporation',
  'Khalid Saleh Al Otaibi Trading Est.',
  'Careem Networks',
  'Dubai Holding',
  'Talabat Middle East',
  'Al Rajhi Bank',
  'GEMS Education',
  'Al Tayer Group',
  'Orange Jordan',
  'Mediclinic Middle East',
];
export const EMPLOYERS_AR = [
  'شركة المراعي',
  'مستشفى الملك فهد',
  'البنك العربي',
  'شركة أرامكس',
  'مجموعة الحكير',
  'وزارة التربية والتعليم',
  'شركة الاتصالات الأردنية',
  'مؤسسة سعيد الحربي للتجارة',
  'شركة الخطوط القطرية',
  'بنك الكويت الوطني',
];
export const employers = (split: Split) => half(EMPLOYERS, split);

// Job boards invented for this set: none of them is real.
const SITES = [
  'KhaleejHire',
  'Mashreq Jobs',
  'Levant Talent',
  'DesertLink Careers',
  'WadiCareers',
  'Nakheel Talent Hub',
  'Souq Wazaef',
  'OasisHR',
  'JobsNest Gulf',
  'Bayader Jobs',
  'Tawasul Recruit',
  'Sahel Careers',
];
const SITES_AR = ['خليج الوظائف', 'بوابة المشرق للتوظيف', 'وظائف الشام', 'واحة الوظائف', 'منصة فرصة', 'دليل التوظيف'];
export const sites = (split: Split) => half(SITES, split);
export const sitesAr = (split: Split) => half(SITES_AR, split);

/** Lines a job board prints above a candidate's CV; `{site}`, `{date}` and `{id}` are filled in. */
const BANNERS = [
  '{site} | Candidate Profile',
  'Exported from {site} on {date}',
  'Candidate Profile — {site}',
  'Downloaded from {host} on {date}',
  '{site} CV Search · Resume #{id}',
  'Profile printed from {site}',
  '{SITE} | APPLICANT RESUME',
  'Generated by {site} Talent Search on {date}',
  'Resume ID: {id} | {site}',
  'This CV was downloaded from {host}',
];
const BANNERS_AR = [
  '{site} | الملف الشخصي للمرشح',
  'تم التصدير من {site} بتاريخ {date}',
  'سيرة ذاتية من {site} - رقم {id}',
  'الملف الشخصي للمرشح - {site}',
];
export const banners = (split: Split) => half(BANNERS, split);
export const bannersAr = (split: Split) => half(BANNERS_AR, split);

const BADGES = [
  'Featured Resume',
  'Premium Candidate',
  'Top Talent',
  'Verified Profile',
  'Actively Looking',
  'Open to Work',
  'Immediate Joiner',
  'Gold Member',
  'Recommended',
  'Pro Candidate',
];
const BADGES_AR = ['مرشح مميز', 'سيرة ذاتية مميزة', 'عضو ذهبي', 'متاح للعمل فوراً'];
export const badges = (split: Split) => half(BADGES, split);
export const badgesAr = (split: Split) => half(BADGES_AR, split);

export const DOC_TITLES = [
  'Curriculum Vitae',
  'CURRICULUM VITAE',
  'Resume',
  'RESUME',
  'Résumé',
  'CV',
  'Professional Profile',
  'Personal Resume',
  'Bio-Data',
  'Profile',
];
export const DOC_TITLES_AR = ['السيرة الذاتية', 'سيرة ذاتية', 'السيرة الذاتية - CV', 'السيـرة الذاتيـة'];
export const HONORIFICS = ['Eng.', 'Engr.', 'Dr.', 'Mr.', 'Ms.'];
export const HONORIFICS_AR = ['م.', 'د.', 'المهندس', 'الدكتور', 'أ.'];
export const CREDENTIALS = [', CPA', ', PMP', ', RN', ', MBA', ', ACCA', ' (P.Eng.)', ', CIPD', ', PharmD'];

export type Place = { city: string; cityAr: string; country: string; countryEn: string; countryAr: string };
const PLACES: Record<string, [string, string][]> = {
  AE: [
    ['Dubai', 'دبي'],
    ['Abu Dhabi', 'أبوظبي'],
    ['Sharjah', 'الشارقة'],
  ],
  SA: [
    ['Riyadh', 'الرياض'],
    ['Jeddah', 'جدة'],
    ['Dammam', 'الدمام'],
  ],
  QA: [['Doha', 'الدوحة']],
  KW: [['Kuwait City', 'مدينة الكويت']],
  BH: [['Manama', 'المنامة']],
  OM: [['Muscat', 'مسقط']],
  JO: [
    ['Amman', 'عمّان'],
    ['Irbid', 'إربد'],
  ],
  PS: [['Ramallah', 'رام الله']],
  SY: [['Damascus', 'دمشق']],
  IQ: [['Erbil', 'أربيل']],
  EG: [
    ['Cairo', 'القاهرة'],
    ['Alexandria', 'الإسكندرية'],
  ],
  LB: [['Beirut', 'بيروت']],
  IN: [
    ['Kochi', 'كوتشي'],
    ['Chennai', 'تشيناي'],
  ],
  PH: [['Manila', 'مانيلا']],
  PK: [['Lahore', 'لاهور']],
  GB: [['London', 'لندن']],
};
const COUNTRY_NAMES: Record<string, [string, string]> = {
  AE: ['UAE', 'الإمارات'],
  SA: ['Saudi Arabia', 'السعودية'],
  QA: ['Qatar', 'قطر'],
  KW: ['Kuwait', 'الكويت'],
  BH: ['Bahrain', 'البحرين'],
  OM: ['Oman', 'عُمان'],
  JO: ['Jordan', 'الأردن'],
  PS: ['Palestine', 'فلسطين'],
  SY: ['Syria', 'سوريا'],
  IQ: ['Iraq', 'العراق'],
  EG: ['Egypt', 'مصر'],
  LB: ['Lebanon', 'لبنان'],
  IN: ['India', 'الهند'],
  PH: ['Philippines', 'الفلبين'],
  PK: ['Pakistan', 'باكستان'],
  GB: ['United Kingdom', 'المملكة المتحدة'],
};
export function place(rng: Rng, country: string): Place {
  const [city, cityAr] = rng.pick(PLACES[country]!);
  const [countryEn, countryAr] = COUNTRY_NAMES[country]!;
  return { city, cityAr, country, countryEn, countryAr };
}

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
