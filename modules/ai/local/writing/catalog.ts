import { arabicSkillName, canonicalSkill, skillCategory } from '../skills.ts';
import { foldString } from '../normalize.ts';
import type { TextLanguage } from '../../schemas/language.ts';
import business from './roles/business.json' with { type: 'json' };
import careAndField from './roles/care-and-field.json' with { type: 'json' };
import tech from './roles/tech.json' with { type: 'json' };
import type { Bilingual } from './vocabulary.ts';

/**
 * What the local engine knows about a role: its names, mission and duties in both languages, and its skills
 * in the skills taxonomy's names (the same taxonomy the CV reading matches), most important first.
 */
export type Role = {
  id: string;
  keywords: string[];
  title: Bilingual;
  /** Other titles the role goes by, offered by "Rewrite" on a title. */
  aliases: Record<TextLanguage, string[]>;
  department: Bilingual;
  field: Bilingual;
  mission: Bilingual;
  duties: Record<TextLanguage, string[]>;
  skills: string[];
  /** The taxonomy categories whose skills suit the role. */
  categories: string[];
  /** One of the wizard's education values. */
  education: string;
  /** Monthly pay in US dollars at mid level in Saudi Arabia, the reference market. */
  baseUsd: number;
};

export const ROLES: Role[] = [...tech, ...business, ...careAndField];

export const GENERIC_ROLE: Role = {
  id: 'generic',
  keywords: [],
  title: { en: 'Team Member', ar: 'عضو فريق' },
  aliases: { en: [], ar: [] },
  department: { en: 'Operations', ar: 'العمليات' },
  field: { en: 'a relevant field', ar: 'مجال ذي صلة' },
  mission: { en: 'deliver excellent results with the team', ar: 'تحقيق نتائج متميزة مع الفريق' },
  duties: {
    en: [
      'own the day-to-day work of the role',
      'work with colleagues across teams',
      'report progress and results to your manager',
      'suggest better ways of getting the work done',
    ],
    ar: [
      'تولي المهام اليومية للوظيفة',
      'التعاون مع الزملاء في مختلف الفرق',
      'رفع تقارير التقدم والنتائج إلى مديرك',
      'اقتراح طرق أفضل لإنجاز العمل',
    ],
  },
  skills: [
    'Communication',
    'Teamwork',
    'Problem Solving',
    'Time Management',
    'Organizational Skills',
    'Microsoft Office',
  ],
  categories: ['soft', 'office'],
  education: "Bachelor's Degree",
  baseUsd: 3000,
};

const pad = (s: string) =>
  ` ${foldString(s)
    .replace(/[^\p{L}\p{N}+#.&]+/gu, ' ')
    .trim()} `;
// A role answers to its keywords and to its own names in both languages, so a rewritten title is read back.
const keys = ROLES.map((role) => ({
  role,
  keys: [...role.keywords, role.title.en, role.title.ar, ...role.aliases.en, ...role.aliases.ar].map((k) => pad(k)),
}));

/**
 * The role a job title names (English or Arabic), else its department's: the longest keyword wins, so
 * "Senior Data Engineer" is a data engineer, not a data analyst nor an engineer in general.
 */
export function roleFor(title: string, department?: string): Role {
  const best = (text: string) => {
    const hay = pad(text);
    let found: { role: Role; score: number } | undefined;
    for (const { role, keys: ks } of keys) {
      const score = Math.max(0, ...ks.filter((k) => hay.includes(k)).map((k) => k.length));
      if (score > 0 && (!found || score > found.score)) found = { role, score };
    }
    return found?.role;
  };
  return best(title) ?? (department ? best(department) : undefined) ?? GENERIC_ROLE;
}

// Tools and products keep their own (Latin) name in Arabic text; skills that are words get their Arabic name.
const LATIN_CATEGORIES = new Set(['programming', 'frontend', 'backend', 'mobile', 'cloud', 'devops', 'erp']);
const PRODUCTS = new Set([
  'Excel',
  'Microsoft Office',
  'Microsoft Word',
  'Microsoft PowerPoint',
  'Microsoft Outlook',
  'Power BI',
  'Tableau',
  'Figma',
  'Adobe Photoshop',
  'Adobe Illustrator',
  'Jira',
  'Selenium',
  'Salesforce',
  'Zendesk',
  'QuickBooks',
  'Tally',
  'CaseWare IDEA',
  'AutoCAD',
  'Revit',
  'Primavera',
  'SolidWorks',
  'ETAP',
  'MS Project',
  'Google Ads',
  'Google Analytics',
  'Google Classroom',
  'Google Workspace',
  'Windows Server',
  'Linux',
  'Spark',
  'Kafka',
  'Pandas',
  'NumPy',
  'TensorFlow',
  'PyTorch',
  'Redis',
  'Elasticsearch',
  'MongoDB',
  'Scrum',
  'Agile',
]);

/** A skill inside an English sentence: a word skill in lower case ("your negotiation skills"), a tool as named. */
export function skillInSentence(name: string, language: TextLanguage): string {
  const written = skillName(name, language);
  if (language === 'ar' || written !== canonicalSkill(name)) return written;
  const category = skillCategory(written);
  const tool =
    !category ||
    LATIN_CATEGORIES.has(category) ||
    PRODUCTS.has(written) ||
    /[A-Z]{2,}|[a-z][A-Z]|[.#+/\d&]/u.test(written);
  return tool || ['language'].includes(category) ? written : written.toLowerCase();
}

/** A taxonomy skill as the text's language writes it: "Communication" → "مهارات التواصل", "Python" → "Python". */
export function skillName(name: string, language: TextLanguage): string {
  const canonical = canonicalSkill(name);
  if (language === 'en') return canonical;
  if (/[\u0600-\u06ff]/u.test(name)) return name.trim();
  const category = skillCategory(canonical);
  if (!category || LATIN_CATEGORIES.has(category) || PRODUCTS.has(canonical)) return canonical;
  if (/[A-Z]{2,}|[a-z][A-Z]|[.#+/\d&]/u.test(canonical)) return canonical;
  return arabicSkillName(canonical) ?? canonical;
}
