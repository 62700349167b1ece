/** The audit's words for the CSV and the PDF, in both languages (the page has its own in web/app's catalogues). */
import type { AuditStage, SelfIdQuestion } from './categories.ts';

export type AuditLanguage = 'en' | 'ar';

type Texts = {
  title: string;
  generated: (when: string) => string;
  method: string;
  noApplications: string;
  applications: (n: number) => string;
  stage: Record<AuditStage, string>;
  selectedAt: (stage: string, previous: string) => string;
  question: Record<SelfIdQuestion, string>;
  group: Record<string, string>;
  fewerThan5: string;
  flag: string;
  considered: string;
  selected: string;
  rate: string;
  ratio: string;
};

export const auditTexts: Record<AuditLanguage, Texts> = {
  en: {
    title: 'Bias audit: selection rates and impact ratios',
    generated: (when) => `Generated ${when}`,
    method:
      'At each stage, the people considered are those who reached the stage before it, and those selected are the ones who reached this stage or a later one. Selection rate = selected / considered. Impact ratio = the group\u2019s selection rate / the highest selection rate of the groups shown (the NYC Local Law 144 method). Groups with fewer than 5 people considered are not shown and are not the reference. Ratios under 0.8 are flagged. Answers are optional and self-reported.',
    noApplications: 'No applications yet.',
    applications: (n) => `${n} application${n === 1 ? '' : 's'}`,
    stage: { applied: 'Applied', reviewed: 'Reviewed', interview: 'Interview', offer: 'Offer', hired: 'Hired' },
    selectedAt: (stage, previous) => `${stage} (of those who reached ${previous})`,
    question: { sex: 'Sex', ageBand: 'Age band', nationalityGroup: 'Nationality group' },
    group: {
      female: 'Female',
      male: 'Male',
      under25: 'Under 25',
      '25to34': '25\u201334',
      '35to44': '35\u201344',
      '45to54': '45\u201354',
      '55plus': '55 and over',
      saudi: 'Saudi',
      gccOther: 'Other GCC',
      arabOther: 'Other Arab',
      other: 'Other',
      preferNot: 'Prefer not to say / not answered',
    },
    fewerThan5: 'fewer than 5',
    flag: 'under 0.8',
    considered: 'Considered',
    selected: 'Selected',
    rate: 'Selection rate',
    ratio: 'Impact ratio',
  },
  ar: {
    title: 'تدقيق التحيّز: معدلات الاختيار ونسب الأثر',
    generated: (when) => `أُنشئ في ${when}`,
    method:
      'في كل مرحلة، المرشحون قيد النظر هم من بلغوا المرحلة السابقة، والمختارون هم من بلغوا هذه المرحلة أو ما بعدها. معدل الاختيار = المختارون ÷ قيد النظر. نسبة الأثر = معدل اختيار الفئة ÷ أعلى معدل اختيار بين الفئات المعروضة (منهج القانون المحلي 144 لمدينة نيويورك). لا تُعرض الفئات التي يقل عدد أفرادها قيد النظر عن 5 ولا تُتخذ مرجعًا. تُميَّز النسب التي تقل عن 0.8. الإجابات اختيارية ويقدّمها المرشحون بأنفسهم.',
    noApplications: 'لا توجد طلبات بعد.',
    applications: (n) => `عدد الطلبات: ${n}`,
    stage: { applied: 'التقديم', reviewed: 'المراجعة', interview: 'المقابلة', offer: 'العرض', hired: 'التوظيف' },
    selectedAt: (stage, previous) => `${stage} (ممن بلغوا ${previous})`,
    question: { sex: 'الجنس', ageBand: 'الفئة العمرية', nationalityGroup: 'فئة الجنسية' },
    group: {
      female: 'أنثى',
      male: 'ذكر',
      under25: 'أقل من 25',
      '25to34': 'من 25 إلى 34',
      '35to44': 'من 35 إلى 44',
      '45to54': 'من 45 إلى 54',
      '55plus': '55 فأكثر',
      saudi: 'سعودي',
      gccOther: 'خليجي آخر',
      arabOther: 'عربي آخر',
      other: 'أخرى',
      preferNot: 'أفضّل عدم الإفصاح / لم يُجب',
    },
    fewerThan5: 'أقل من 5',
    flag: 'أقل من 0.8',
    considered: 'قيد النظر',
    selected: 'المختارون',
    rate: 'معدل الاختيار',
    ratio: 'نسبة الأثر',
  },
};
