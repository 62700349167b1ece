import { foldString } from './normalize.ts';

const TITLE_WORDS = [
  'engineer',
  'developer',
  'programmer',
  'manager',
  'analyst',
  'accountant',
  'auditor',
  'nurse',
  'teacher',
  'lecturer',
  'instructor',
  'designer',
  'consultant',
  'specialist',
  'officer',
  'director',
  'lead',
  'head',
  'coordinator',
  'executive',
  'administrator',
  'architect',
  'scientist',
  'technician',
  'pharmacist',
  'doctor',
  'physician',
  'representative',
  'assistant',
  'intern',
  'supervisor',
  'controller',
  'cashier',
  'clerk',
  'agent',
  'advisor',
  'adviser',
  'associate',
  'recruiter',
  'writer',
  'editor',
  'marketer',
  'salesperson',
  'owner',
  'founder',
  'president',
  'partner',
  'trainee',
  'tester',
  'sales',
  'therapist',
  'surgeon',
  'dentist',
  'chef',
  'driver',
  'secretary',
  'receptionist',
  'cto',
  'ceo',
  'cfo',
  'vp',
  'مهندس',
  'مهندسة',
  'مطور',
  'مطورة',
  'مبرمج',
  'مدير',
  'مديرة',
  'محاسب',
  'محاسبة',
  'محلل',
  'محللة',
  'ممرض',
  'ممرضة',
  'معلم',
  'معلمة',
  'مدرس',
  'مدرسة',
  'مصمم',
  'مصممة',
  'مستشار',
  'مستشارة',
  'أخصائي',
  'اخصائي',
  'أخصائية',
  'منسق',
  'منسقة',
  'مسؤول',
  'مسؤولة',
  'رئيس',
  'مشرف',
  'مشرفة',
  'فني',
  'صيدلاني',
  'صيدلي',
  'طبيب',
  'طبيبة',
  'مندوب',
  'مساعد',
  'مساعدة',
  'متدرب',
  'متدربة',
  'موظف',
  'موظفة',
  'مدقق',
  'مراقب',
  'كاتب',
  'سكرتير',
  'سكرتيرة',
  'ممثل',
  'قائد',
  'خبير',
  'باحث',
  'باحثة',
].map(foldString);

const words = new Set(TITLE_WORDS);

/** True when the phrase reads like a job title ("Senior Backend Engineer", "محاسب أول"). */
export function looksLikeTitle(phrase: string): boolean {
  const f = foldString(phrase);
  if (f.length === 0 || f.length > 70 || /@|\d{3,}/u.test(f)) return false;
  return f.split(/[^\p{L}]+/u).some((w) => words.has(w));
}

const ABBREVIATIONS: Array<[RegExp, string]> = [
  [/\bsr\.?(?=\s)/giu, 'Senior'],
  [/\bjr\.?(?=\s)/giu, 'Junior'],
  [/\bmgr\b\.?/giu, 'Manager'],
  [/\bengr?\b\.?(?!\w)/giu, 'Engineer'],
  [/\bdev\b\.?/giu, 'Developer'],
  [/\basst\b\.?/giu, 'Assistant'],
  [/\bexec\b\.?/giu, 'Executive'],
  [/\bdept\b\.?/giu, 'Department'],
  [/\bmktg\b\.?/giu, 'Marketing'],
  [/\badmin\b\.?/giu, 'Administrator'],
];

export function expandTitle(title: string): string {
  let t = title.replace(/\s+/gu, ' ').trim();
  for (const [re, full] of ABBREVIATIONS) t = t.replace(re, full);
  return t
    .split(' ')
    .map((w) =>
      /^[a-z]/u.test(w) && !['of', 'and', 'for', 'in', 'the', 'to'].includes(w) ? w[0]!.toUpperCase() + w.slice(1) : w,
    )
    .join(' ')
    .replace(/^./u, (c) => c.toUpperCase());
}

const AR_TO_EN: Record<string, string> = Object.fromEntries(
  (
    [
      ['مهندس', 'engineer'],
      ['مهندسة', 'engineer'],
      ['برمجيات', 'software'],
      ['البرمجيات', 'software'],
      ['مطور', 'developer'],
      ['مطورة', 'developer'],
      ['مبرمج', 'developer'],
      ['مدير', 'manager'],
      ['مديرة', 'manager'],
      ['محاسب', 'accountant'],
      ['محاسبة', 'accountant'],
      ['محلل', 'analyst'],
      ['محللة', 'analyst'],
      ['بيانات', 'data'],
      ['البيانات', 'data'],
      ['ممرض', 'nurse'],
      ['ممرضة', 'nurse'],
      ['معلم', 'teacher'],
      ['معلمة', 'teacher'],
      ['مدرس', 'teacher'],
      ['مصمم', 'designer'],
      ['مصممة', 'designer'],
      ['مشروع', 'project'],
      ['مشاريع', 'project'],
      ['المشاريع', 'project'],
      ['مبيعات', 'sales'],
      ['المبيعات', 'sales'],
      ['تسويق', 'marketing'],
      ['التسويق', 'marketing'],
      ['موارد', 'hr'],
      ['بشرية', 'hr'],
      ['مدني', 'civil'],
      ['مدنية', 'civil'],
      ['شبكات', 'network'],
      ['الشبكات', 'network'],
      ['مالي', 'financial'],
      ['مالية', 'finance'],
      ['واجهات', 'frontend'],
      ['امامية', 'frontend'],
      ['خلفية', 'backend'],
      ['خدمة', 'service'],
      ['العملاء', 'customer'],
      ['منتج', 'product'],
      ['تطبيقات', 'applications'],
      ['ويب', 'web'],
      ['رئيس', 'head'],
      ['مشرف', 'supervisor'],
      ['مسؤول', 'officer'],
      ['اخصائي', 'specialist'],
    ] as Array<[string, string]>
  ).map(([ar, en]) => [foldString(ar), en]),
);

/** Words of a job title, with common Arabic title words read as their English equivalents. */
export function titleTokens(title: string): string[] {
  return foldString(title)
    .split(/[^\p{L}\p{N}+#.]+/u)
    .filter(Boolean)
    .map((w) => AR_TO_EN[w] ?? AR_TO_EN[w.replace(/^ال/u, '')] ?? w)
    .map((w) => (w === 'programmer' ? 'developer' : w === 'dev' ? 'developer' : w));
}

/** "Data Analyst Majid Al Futtaim" (table cells that lost their gap) splits after the last title word. */
export function cutTitle(phrase: string): { title: string; company: string } | undefined {
  const ws = phrase.trim().split(/\s+/u);
  let last = -1;
  ws.forEach((w, i) => {
    if (words.has(foldString(w).replace(/[^\p{L}]/gu, ''))) last = i;
  });
  if (last < 0 || last === ws.length - 1 || !/^\p{Lu}/u.test(ws[last + 1] ?? '')) return undefined;
  return { title: ws.slice(0, last + 1).join(' '), company: ws.slice(last + 1).join(' ') };
}
