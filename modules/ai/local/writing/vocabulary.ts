import type { TextLanguage } from '../../schemas/language.ts';

export type Bilingual = Record<TextLanguage, string>;

export const LEVELS = ['ENTRY', 'MID', 'SENIOR', 'EXECUTIVE'] as const;
export type Level = (typeof LEVELS)[number];

export function levelOf(value: string | undefined): Level {
  const v = (value ?? '').toUpperCase();
  if (v === 'JUNIOR' || v === 'INTERN' || v === 'ENTRY') return 'ENTRY';
  if (v === 'SENIOR' || v === 'LEAD') return 'SENIOR';
  if (v === 'EXECUTIVE' || v === 'DIRECTOR') return 'EXECUTIVE';
  return 'MID';
}

export const LEVEL_NAME: Record<Level, Bilingual> = {
  ENTRY: { en: 'entry-level', ar: 'للمبتدئين' },
  MID: { en: 'mid-level', ar: 'للمستوى المتوسط' },
  SENIOR: { en: 'senior', ar: 'للمستوى المتقدم' },
  EXECUTIVE: { en: 'executive', ar: 'للمستوى القيادي' },
};

/** Years asked per level, as [from, to] (to null: "7+"). The wizard's presets: 0-1, 1-3, 3-5, 5-7, 7+. */
export const LEVEL_YEARS: Record<Level, [number, number | null]> = {
  ENTRY: [0, 1],
  MID: [3, 5],
  SENIOR: [5, 7],
  EXECUTIVE: [7, null],
};
export const LEVEL_PAY: Record<Level, number> = { ENTRY: 0.6, MID: 1, SENIOR: 1.45, EXECUTIVE: 2.2 };

/** Seniority words a title may already carry (English and Arabic); the level is then not added again. */
export const SENIORITY_WORDS =
  /\b(senior|sr|junior|jr|lead|principal|head|chief|staff|intern|trainee|graduate|associate|assistant|executive|director|manager|supervisor|vp|i{1,3})\b|أول|اول|كبير|مبتدئ|متدرب|رئيس|رئيسي|مساعد|مدير|مشرف/iu;

/** Industries as a phrase after "in" / «في». */
export const INDUSTRIES: Record<string, Bilingual> = {
  technology: { en: 'the technology sector', ar: 'قطاع التقنية' },
  finance: { en: 'financial services', ar: 'قطاع الخدمات المالية' },
  healthcare: { en: 'healthcare', ar: 'قطاع الرعاية الصحية' },
  education: { en: 'education', ar: 'قطاع التعليم' },
  retail: { en: 'retail', ar: 'قطاع التجزئة' },
  manufacturing: { en: 'manufacturing', ar: 'قطاع التصنيع' },
  consulting: { en: 'consulting', ar: 'قطاع الاستشارات' },
  construction: { en: 'construction', ar: 'قطاع المقاولات والتشييد' },
  hospitality: { en: 'hospitality', ar: 'قطاع الضيافة' },
  transportation: { en: 'transport and logistics', ar: 'قطاع النقل والخدمات اللوجستية' },
  logistics: { en: 'logistics', ar: 'قطاع الخدمات اللوجستية' },
  energy: { en: 'the energy sector', ar: 'قطاع الطاقة' },
  aviation: { en: 'aviation', ar: 'قطاع الطيران' },
  telecommunications: { en: 'telecommunications', ar: 'قطاع الاتصالات' },
  government: { en: 'the public sector', ar: 'القطاع العام' },
  media: { en: 'media', ar: 'قطاع الإعلام' },
  marketing: { en: 'marketing', ar: 'قطاع التسويق' },
  'real estate': { en: 'real estate', ar: 'القطاع العقاري' },
  agriculture: { en: 'agriculture', ar: 'القطاع الزراعي' },
  legal: { en: 'legal services', ar: 'قطاع الخدمات القانونية' },
  banking: { en: 'banking', ar: 'القطاع المصرفي' },
  'non-profit': { en: 'the non-profit sector', ar: 'القطاع غير الربحي' },
};

/** The industry's name in the language, or undefined for "other" and unknown values. */
export function industryName(value: string | undefined, language: TextLanguage): string | undefined {
  const key = (value ?? '').trim().toLowerCase().replace(/_/gu, ' ');
  if (!key || key === 'other') return undefined;
  const known = INDUSTRIES[key];
  if (known) return known[language];
  // An industry typed in the other script cannot be written in this language; it is left out.
  if ((language === 'ar') !== /[\u0600-\u06ff]/u.test(key)) return undefined;
  return language === 'ar' ? `قطاع ${value!.trim()}` : key;
}

const DEPARTMENTS: Array<[RegExp, Bilingual]> = [
  [/^(engineering|software|development|r&d|tech(nology)?)$/iu, { en: 'Engineering', ar: 'الهندسة' }],
  [/^(it|information technology)$/iu, { en: 'IT', ar: 'تقنية المعلومات' }],
  [/^(data|analytics|bi|business intelligence|data science)$/iu, { en: 'Data', ar: 'البيانات' }],
  [/^(finance|accounting|finance and accounting)$/iu, { en: 'Finance', ar: 'المالية' }],
  [/^(sales|business development)$/iu, { en: 'Sales', ar: 'المبيعات' }],
  [/^marketing$/iu, { en: 'Marketing', ar: 'التسويق' }],
  [/^(hr|human resources|people|people operations)$/iu, { en: 'Human Resources', ar: 'الموارد البشرية' }],
  [/^operations$/iu, { en: 'Operations', ar: 'العمليات' }],
  [/^product$/iu, { en: 'Product', ar: 'المنتجات' }],
  [/^design$/iu, { en: 'Design', ar: 'التصميم' }],
  [/^(customer service|customer support|support|customer care)$/iu, { en: 'Customer Service', ar: 'خدمة العملاء' }],
  [/^(nursing)$/iu, { en: 'Nursing', ar: 'التمريض' }],
  [/^(icu|intensive care)$/iu, { en: 'Intensive Care', ar: 'العناية المركزة' }],
  [/^(emergency|er)$/iu, { en: 'Emergency', ar: 'الطوارئ' }],
  [/^pharmacy$/iu, { en: 'Pharmacy', ar: 'الصيدلية' }],
  [/^(lab|laboratory)$/iu, { en: 'Laboratory', ar: 'المختبر' }],
  [/^legal$/iu, { en: 'Legal', ar: 'الشؤون القانونية' }],
  [/^compliance$/iu, { en: 'Compliance', ar: 'الالتزام' }],
  [/^(procurement|purchasing)$/iu, { en: 'Procurement', ar: 'المشتريات' }],
  [/^(logistics|supply chain)$/iu, { en: 'Supply Chain', ar: 'سلاسل الإمداد' }],
  [/^(admin|administration)$/iu, { en: 'Administration', ar: 'الشؤون الإدارية' }],
  [/^(projects?|pmo)$/iu, { en: 'Projects', ar: 'المشاريع' }],
  [/^(maintenance|facilities)$/iu, { en: 'Maintenance', ar: 'الصيانة' }],
  [/^(academics?|teaching)$/iu, { en: 'Academics', ar: 'الشؤون الأكاديمية' }],
  [/^(security|information security|cybersecurity)$/iu, { en: 'Information Security', ar: 'أمن المعلومات' }],
  [/^payments$/iu, { en: 'Payments', ar: 'المدفوعات' }],
  [/^(kitchen|f&b|food and beverage)$/iu, { en: 'Food and Beverage', ar: 'الأغذية والمشروبات' }],
  [/^(front office|reception)$/iu, { en: 'Front Office', ar: 'المكتب الأمامي' }],
  [/^(quality|qa|quality assurance)$/iu, { en: 'Quality', ar: 'الجودة' }],
  [/^(risk|risk management)$/iu, { en: 'Risk', ar: 'المخاطر' }],
];

/**
 * A department name in the text's language when the vocabulary knows it; a name written in the language's
 * script stays as written; otherwise undefined (the caller falls back on the role's own department).
 */
export function departmentName(value: string | undefined, language: TextLanguage): string | undefined {
  const raw = value?.trim().replace(/\s+(department|dept\.?|team)$/iu, '');
  if (!raw) return undefined;
  const known = DEPARTMENTS.find(([re]) => re.test(raw));
  if (known) return known[1][language];
  const arabic = /[\u0600-\u06ff]/u.test(raw);
  return arabic === (language === 'ar') ? raw : undefined;
}

export const EMPLOYMENT: Record<string, Bilingual> = {
  FULL_TIME: { en: 'full-time', ar: 'بدوام كامل' },
  PART_TIME: { en: 'part-time', ar: 'بدوام جزئي' },
  CONTRACT: { en: 'contract', ar: 'بعقد محدد المدة' },
  REMOTE: { en: 'remote', ar: 'عن بُعد' },
  INTERNSHIP: { en: 'internship', ar: 'تدريبية' },
};
export const WORK: Record<string, Bilingual> = {
  ONSITE: { en: 'on-site', ar: 'من مقر الشركة' },
  REMOTE: { en: 'remote', ar: 'عن بُعد' },
  HYBRID: { en: 'hybrid', ar: 'بنظام العمل الهجين' },
};

/** The wizard's education values in words for a requirements line. */
export const EDUCATION: Record<string, Bilingual> = {
  'High School': { en: 'A high school diploma', ar: 'شهادة الثانوية العامة' },
  "Bachelor's Degree": { en: "A bachelor's degree", ar: 'درجة البكالوريوس' },
  "Master's Degree": { en: "A master's degree", ar: 'درجة الماجستير' },
  PhD: { en: 'A doctorate', ar: 'درجة الدكتوراه' },
  'Professional Certification': { en: 'A recognised professional certificate', ar: 'شهادة مهنية معتمدة' },
};
