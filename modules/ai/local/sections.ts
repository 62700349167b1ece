import type { SectionKind } from '../schemas/cv.ts';
import { foldString } from './normalize.ts';

const HEADINGS: Record<Exclude<SectionKind, 'other'>, string[]> = {
  summary: [
    'summary',
    'profile',
    'professional summary',
    'career summary',
    'about me',
    'about',
    'objective',
    'career objective',
    'professional profile',
    'personal statement',
    'نبذة',
    'نبذة عني',
    'نبذة مختصرة',
    'الملخص',
    'ملخص',
    'الملخص المهني',
    'الهدف الوظيفي',
    'الهدف المهني',
    'الملف الشخصي',
  ],
  experience: [
    'experience',
    'work experience',
    'professional experience',
    'employment history',
    'employment',
    'work history',
    'career history',
    'relevant experience',
    'experience & employment',
    'الخبرة',
    'الخبرات',
    'الخبرة العملية',
    'الخبرات العملية',
    'الخبرة المهنية',
    'الخبرات المهنية',
    'الخبرة الوظيفية',
    'السجل الوظيفي',
    'الخبرات السابقة',
    'الخبرة العملية والمهنية',
  ],
  education: [
    'education',
    'academic background',
    'education and training',
    'education & training',
    'academic qualifications',
    'qualifications',
    'educational background',
    'التعليم',
    'المؤهلات العلمية',
    'المؤهل العلمي',
    'التحصيل العلمي',
    'المؤهلات الأكاديمية',
    'الشهادات العلمية',
    'التعليم والمؤهلات',
  ],
  skills: [
    'skills',
    'technical skills',
    'core skills',
    'key skills',
    'competencies',
    'core competencies',
    'skills & tools',
    'skills and tools',
    'tools',
    'expertise',
    'areas of expertise',
    'professional skills',
    'المهارات',
    'المهارات التقنية',
    'المهارات الفنية',
    'المهارات الشخصية',
    'المهارات المهنية',
    'الكفاءات',
    'مهارات',
  ],
  languages: ['languages', 'language skills', 'اللغات', 'اللغة'],
  certifications: [
    'certifications',
    'certificates',
    'licenses',
    'licenses & certifications',
    'courses',
    'training',
    'training & courses',
    'الشهادات',
    'الشهادات المهنية',
    'الدورات',
    'الدورات التدريبية',
    'الشهادات والدورات',
    'الرخص المهنية',
  ],
  projects: ['projects', 'key projects', 'selected projects', 'المشاريع', 'أبرز المشاريع'],
  contact: [
    'contact',
    'contact information',
    'contact details',
    'personal information',
    'personal details',
    'معلومات الاتصال',
    'البيانات الشخصية',
    'معلومات شخصية',
    'بيانات التواصل',
    'التواصل',
  ],
};
const OTHER = [
  'references',
  'interests',
  'hobbies',
  'volunteering',
  'awards',
  'achievements',
  'publications',
  'المراجع',
  'الهوايات',
  'الاهتمامات',
  'الإنجازات',
  'الجوائز',
  'العمل التطوعي',
];

const lookup = new Map<string, SectionKind>();
for (const [kind, words] of Object.entries(HEADINGS))
  for (const w of words) lookup.set(foldString(w), kind as SectionKind);
for (const w of OTHER) lookup.set(foldString(w), 'other');

export type Section = { kind: SectionKind | 'header'; heading: string; start: number; end: number };

/** The section a line opens, if the line is a heading such as "Work Experience:" or "الخبرة العملية". */
export function headingKind(line: string): SectionKind | undefined {
  const key = foldString(line.replace(/[:：|•\-–—_*#]+/gu, ' '));
  if (key.length === 0 || key.length > 40) return undefined;
  return lookup.get(key) ?? lookup.get(key.replace(/\s*&\s*/gu, ' and '));
}

/** Splits CV text into sections by their headings; text before the first heading is the "header". */
export function splitSections(text: string): Section[] {
  const sections: Section[] = [];
  let current: Section = { kind: 'header', heading: '', start: 0, end: text.length };
  let offset = 0;
  for (const line of text.split('\n')) {
    const kind = headingKind(line.trim());
    if (kind) {
      current.end = offset;
      sections.push(current);
      current = { kind, heading: line.trim(), start: offset + line.length + 1, end: text.length };
    }
    offset += line.length + 1;
  }
  current.end = text.length;
  sections.push(current);
  return sections.filter((s) => s.kind !== 'header' || s.end > s.start);
}

export function sectionText(
  text: string,
  sections: Section[],
  kind: Section['kind'],
): { text: string; start: number }[] {
  return sections.filter((s) => s.kind === kind).map((s) => ({ text: text.slice(s.start, s.end), start: s.start }));
}
