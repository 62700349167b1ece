/**
 * The bias audit's words in English and Arabic, written once: the web app's catalogues (the report page and the
 * self-identification form's questions and answers) and the server's PDF and CSV exports read them from here.
 * Placeholders are `%{name}`, as the web app's i18n fills them. Browser-safe (through `@tawzeef/oversight/rules`).
 */
import {
  PREFER_NOT_TO_SAY,
  SEX_BY_AGE,
  type AuditCategory,
  type AuditStage,
  type SelfIdQuestion,
} from './categories.ts';

export type AuditLanguage = 'en' | 'ar';

type ReportTexts = {
  menu: string;
  title: string;
  subtitle: string;
  method: string;
  job: string;
  allJobs: string;
  from: string;
  to: string;
  clear: string;
  allPeriod: string;
  periodFrom: string;
  periodTo: string;
  periodBetween: string;
  badPeriod: string;
  exportCsv: string;
  exportPdf: string;
  generated: string;
  applications: string;
  empty: string;
  failed: string;
  off: string;
  retry: string;
  stage: Record<AuditStage, string>;
  stageHeading: string;
  category: Record<AuditCategory, string>;
  column: { group: string; selectedOfConsidered: string; rate: string; ratio: string };
  notDisclosed: string;
  fewerThan5: string;
  flag: string;
  noRatio: string;
};

export type BiasAuditTexts = {
  question: Record<SelfIdQuestion, string>;
  answer: Record<string, string>;
  preferNot: string;
  report: ReportTexts;
};

const en: BiasAuditTexts = {
  question: { sex: 'Sex', ageBand: 'Age band', nationalityGroup: 'Nationality group' },
  answer: {
    female: 'Female',
    male: 'Male',
    under25: 'Under 25',
    '25to34': '25–34',
    '35to44': '35–44',
    '45to54': '45–54',
    '55plus': '55 and over',
    saudi: 'Saudi',
    gccOther: 'Other GCC country',
    arabOther: 'Other Arab country',
    other: 'Other',
  },
  preferNot: 'Prefer not to say',
  report: {
    menu: 'Bias Audit',
    title: 'Bias Audit',
    subtitle: 'Selection rates and impact ratios per job, stage and self-identified group.',
    method:
      'At each stage, the people considered are those who reached the stage before it; those selected reached this stage or a later one. Selection rate = selected ÷ considered. Impact ratio = the group’s selection rate ÷ the highest selection rate among the groups shown (the method of New York City’s Local Law 144), for each characteristic and for sex and age band together. Groups with fewer than 5 people considered are not shown and never the reference. Impact ratios under 0.8 are flagged. Answers are optional and self-reported; candidates who did not answer are counted as “not disclosed”.',
    job: 'Job',
    allJobs: 'All jobs',
    from: 'Submitted from',
    to: 'Submitted until',
    clear: 'Clear filters',
    allPeriod: 'All applications, whenever submitted.',
    periodFrom: 'Applications submitted from %{from}.',
    periodTo: 'Applications submitted until %{to}.',
    periodBetween: 'Applications submitted from %{from} until %{to}.',
    badPeriod: 'The start date is after the end date.',
    exportCsv: 'Export CSV',
    exportPdf: 'Export PDF',
    generated: 'Generated %{when}',
    applications: 'Applications: %{count}',
    empty: 'No applications in this period.',
    failed: 'The bias audit could not be loaded.',
    off: 'The bias audit is not set up on this server.',
    retry: 'Retry',
    stage: { applied: 'Applied', reviewed: 'Reviewed', interview: 'Interview', offer: 'Offer', hired: 'Hired' },
    stageHeading: '%{stage}: of those who reached %{previous}',
    category: {
      sex: 'Sex',
      ageBand: 'Age band',
      nationalityGroup: 'Nationality group',
      sexByAgeBand: 'Sex × age band',
    },
    column: {
      group: 'Group',
      selectedOfConsidered: 'Selected / considered',
      rate: 'Selection rate',
      ratio: 'Impact ratio',
    },
    notDisclosed: 'Not disclosed',
    fewerThan5: 'fewer than 5',
    flag: 'Under 0.8',
    noRatio: '—',
  },
};

const ar: BiasAuditTexts = {
  question: { sex: 'الجنس', ageBand: 'الفئة العمرية', nationalityGroup: 'فئة الجنسية' },
  answer: {
    female: 'أنثى',
    male: 'ذكر',
    under25: 'أقل من 25',
    '25to34': 'من 25 إلى 34',
    '35to44': 'من 35 إلى 44',
    '45to54': 'من 45 إلى 54',
    '55plus': '55 فأكثر',
    saudi: 'سعودي',
    gccOther: 'دولة خليجية أخرى',
    arabOther: 'دولة عربية أخرى',
    other: 'أخرى',
  },
  preferNot: 'أفضّل عدم الإفصاح',
  report: {
    menu: 'تدقيق التحيّز',
    title: 'تدقيق التحيّز',
    subtitle: 'معدلات الاختيار ونسب الأثر لكل وظيفة ومرحلة وفئة أفصح عنها المرشحون.',
    method:
      'في كل مرحلة، المرشحون قيد النظر هم من بلغوا المرحلة السابقة، والمختارون هم من بلغوا هذه المرحلة أو ما بعدها. معدل الاختيار = المختارون ÷ قيد النظر. نسبة الأثر = معدل اختيار الفئة ÷ أعلى معدل اختيار بين الفئات المعروضة (منهج القانون المحلي 144 لمدينة نيويورك)، لكل خاصية وللجنس والفئة العمرية معًا. لا تُعرض الفئات التي يقل عدد أفرادها قيد النظر عن 5 ولا تُتخذ مرجعًا أبدًا. تُميَّز نسب الأثر التي تقل عن 0.8. الإجابات اختيارية يقدّمها المرشحون بأنفسهم، ومن لم يُجب يُحسب ضمن «لم يُفصح».',
    job: 'الوظيفة',
    allJobs: 'كل الوظائف',
    from: 'قُدّمت من',
    to: 'قُدّمت حتى',
    clear: 'مسح عوامل التصفية',
    allPeriod: 'كل الطلبات أيًّا كان تاريخ تقديمها.',
    periodFrom: 'الطلبات المقدّمة من %{from}.',
    periodTo: 'الطلبات المقدّمة حتى %{to}.',
    periodBetween: 'الطلبات المقدّمة من %{from} حتى %{to}.',
    badPeriod: 'تاريخ البداية بعد تاريخ النهاية.',
    exportCsv: 'تصدير CSV',
    exportPdf: 'تصدير PDF',
    generated: 'أُنشئ في %{when}',
    applications: 'عدد الطلبات: %{count}',
    empty: 'لا توجد طلبات في هذه الفترة.',
    failed: 'تعذّر تحميل تدقيق التحيّز.',
    off: 'تدقيق التحيّز غير مُعدّ على هذا الخادم.',
    retry: 'إعادة المحاولة',
    stage: { applied: 'التقديم', reviewed: 'المراجعة', interview: 'المقابلة', offer: 'العرض', hired: 'التوظيف' },
    stageHeading: '%{stage}: ممن بلغوا %{previous}',
    category: {
      sex: 'الجنس',
      ageBand: 'الفئة العمرية',
      nationalityGroup: 'فئة الجنسية',
      sexByAgeBand: 'الجنس × الفئة العمرية',
    },
    column: {
      group: 'الفئة',
      selectedOfConsidered: 'المختارون / قيد النظر',
      rate: 'معدل الاختيار',
      ratio: 'نسبة الأثر',
    },
    notDisclosed: 'لم يُفصح',
    fewerThan5: 'أقل من 5',
    flag: 'أقل من 0.8',
    noRatio: '—',
  },
};

export const biasAuditTexts: Record<AuditLanguage, BiasAuditTexts> = { en, ar };

/** A catalogue text with its `%{name}` placeholders filled. */
export const fillText = (text: string, values: Record<string, string | number>): string =>
  text.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** A group's name in the report: an answer, "female · 25–34" for sex × age band, or "not disclosed". */
export function auditGroupName(texts: BiasAuditTexts, category: AuditCategory, group: string): string {
  if (group === PREFER_NOT_TO_SAY) return texts.report.notDisclosed;
  if (category !== SEX_BY_AGE) return texts.answer[group] ?? group;
  return group
    .split(':')
    .map((part) => texts.answer[part] ?? part)
    .join(' · ');
}
