// The phrases a CV analysis is written with, in English and Arabic: levels, fit, the parts of the score, next steps.
import type { OverallFit } from '../../schemas/analysis.ts';
import type { EducationLevel } from '../../schemas/cv.ts';
import { formatNumber, arCount } from './arabic.ts';

export const INSUFFICIENT = 'insufficient evidence';
export const AR_INSUFFICIENT = 'لا يوجد دليل كافٍ';
const en = new Intl.PluralRules('en');
export const enYears = (n: number) => `${formatNumber(n, 'en')} ${en.select(n) === 'one' ? 'year' : 'years'}`;
export const LEVEL_AR: Record<EducationLevel, string> = {
  NONE: 'غير مطلوب',
  HIGH_SCHOOL: 'الثانوية العامة',
  CERTIFICATION: 'الشهادة المهنية',
  DIPLOMA: 'الدبلوم',
  BACHELOR: 'البكالوريوس',
  MASTER: 'الماجستير',
  PHD: 'الدكتوراه',
};
export const FIT_AR: Record<OverallFit, string> = { Excellent: 'ممتازة', Good: 'جيدة', Fair: 'مقبولة', Poor: 'ضعيفة' };
export const PART: Record<string, { en: string; ar: string }> = {
  skills: { en: 'skills', ar: 'المهارات' },
  experience: { en: 'experience', ar: 'الخبرة' },
  education: { en: 'education', ar: 'التعليم' },
  title: { en: 'title', ar: 'المسمى الوظيفي' },
  prompt: { en: 'prompt', ar: 'تعليمات التحليل' },
};
export const NEXT: Record<OverallFit, { en: string; ar: string }> = {
  Excellent: { en: 'Invite to the first interview with priority.', ar: 'ادعُ المرشح إلى المقابلة الأولى بأولوية.' },
  Good: { en: 'Invite to the first interview.', ar: 'ادعُ المرشح إلى المقابلة الأولى.' },
  Fair: {
    en: 'Consider for the first interview if the pool is thin; probe the gaps below.',
    ar: 'فكّر في دعوته إلى المقابلة الأولى إن قلّ عدد المتقدمين، واستوضح الفجوات المذكورة أدناه.',
  },
  Poor: {
    en: 'Not recommended for this role on the CV alone.',
    ar: 'لا يُنصح به لهذه الوظيفة بناءً على السيرة الذاتية وحدها.',
  },
};

/** "مهارتان مطلوبتان", "3 مهارات مطلوبة", "11 مهارة مطلوبة": the adjective agrees with its counted noun. */
export function arSkills(n: number, adjective: [string, string]): string {
  if (n === 2) return `مهارتين ${adjective[1]}`;
  return `${arCount(n, 'skill')} ${adjective[0]}`;
}
export const REQUIRED: [string, string] = ['مطلوبة', 'مطلوبتين'];
export const arYears = (n: number) => (n > 0 ? arCount(n, 'year') : 'أقل من سنة');
