import type { TextLanguage } from '../../schemas/language.ts';
import { arCount, isolate } from './arabic.ts';
import type { Role } from './catalog.ts';
import { article } from './titles.ts';
import { EDUCATION, type Level } from './vocabulary.ts';

export type JobFacts = {
  role: Role;
  level: Level;
  /** The title in the text's language (Arabic texts: the Arabic role name, or the title quoted). */
  title: string;
  titleQuoted: boolean;
  originalTitle: string;
  department: string;
  industry: string | undefined;
  place: string | undefined;
  country: string | undefined;
  gulf: boolean;
  type: string;
  work: string | undefined;
  years: [number, number | null];
  skills: string[];
};

type Phrase = (f: JobFacts) => string;
type Bank = {
  intro: Phrase[];
  terms: Phrase[];
  mission: Array<(f: JobFacts, a: string, b: string) => string>;
  level: Record<Level, string[]>;
  closing: string[];
  short: Phrase[];
  years: Phrase[];
  education: Phrase;
  handsOn: Array<(skills: string) => string>;
  knowledge: Array<(skills: string) => string>;
  leadership: string[];
  languages: Phrase[];
  salaryBenefit: string[];
  insurance: string[];
  gulfBenefits: string[];
  otherBenefits: string[];
  flexible: string;
  training: string;
  learning: string;
};

const yearsRange = (f: JobFacts, language: TextLanguage) =>
  new Intl.NumberFormat(language === 'ar' ? 'ar-u-nu-latn' : 'en', {
    style: 'unit',
    unit: 'year',
    unitDisplay: 'long',
  }).formatRange(f.years[0], f.years[1] ?? f.years[0]);

const remote = (f: JobFacts) => f.place === 'remote' || f.place === 'عن بُعد';
const multiple = (f: JobFacts) => f.place === 'multiple locations' || f.place === 'مواقع متعددة';
const a = (f: JobFacts) => `${article(f.title)} ${f.title}`;
const cap = (s: string) => `${s[0]!.toUpperCase()}${s.slice(1)}`;
const speaksBoth = (f: JobFacts) => f.role.skills.includes('Arabic');

const enPlaceIn = (f: JobFacts) =>
  !f.place ? '' : remote(f) ? ', working remotely' : multiple(f) ? ' across multiple locations' : ` in ${f.place}`;
const enBasedIn = (f: JobFacts) =>
  !f.place || remote(f) ? '' : multiple(f) ? ' across multiple locations' : ` based in ${f.place}`;
const enWork = (f: JobFacts) => f.work ?? (remote(f) && f.type !== 'remote' ? 'remote' : undefined);

const en: Bank = {
  intro: [
    (f) => `We are looking for ${a(f)} to join our ${f.department} team${f.industry ? ` in ${f.industry}` : ''}.`,
    (f) => `Our ${f.department} team${f.industry ? ` in ${f.industry}` : ''} is hiring ${a(f)}.`,
    (f) =>
      `We have an opening for ${a(f)} in our ${f.department} team${f.industry ? `, working in ${f.industry}` : ''}.`,
  ],
  terms: [
    (f) => `This is ${article(f.type)} ${f.type}${enWork(f) ? `, ${enWork(f)}` : ''} position${enBasedIn(f)}.`,
    (f) => `The position is ${f.type}${enWork(f) ? ` and ${enWork(f)}` : ''}${enBasedIn(f) ? `,${enBasedIn(f)}` : ''}.`,
  ],
  mission: [
    (f, x, y) => `Your mission is to ${f.role.mission.en}. Day to day, you will ${x}, and ${y}.`,
    (f, x, y) => `In this role you will ${f.role.mission.en}. Among other things, you will ${x}, and ${y}.`,
  ],
  level: {
    ENTRY: [
      'It suits someone early in their career who wants to learn fast, with mentoring from experienced colleagues.',
      'It is a good first step for a recent graduate: you will learn on the job with support from experienced colleagues.',
    ],
    MID: [
      'You will own your work end to end and help shape how the team works.',
      'You will work independently, take responsibility for results and help the team improve its way of working.',
    ],
    SENIOR: [
      'As an experienced member of the team, you will lead by example, mentor others and make key decisions in your area.',
      'This is a senior position: you will raise the bar for the team, coach colleagues and take decisions that matter.',
    ],
    EXECUTIVE: [
      'You will set direction, build the team and answer for its results to the leadership.',
      'This leadership position sets the direction of the function, builds its team and reports results to top management.',
    ],
  },
  closing: [
    'If this sounds like you, we would love to hear from you.',
    'We look forward to receiving your application.',
    '',
  ],
  short: [
    (f) => `${f.title}${enPlaceIn(f)}: ${f.role.mission.en}.`,
    (f) => `${cap(f.role.mission.en)} as our ${f.title}${enPlaceIn(f)}.`,
  ],
  years: [
    (f) =>
      f.level === 'ENTRY'
        ? `Up to one year of experience as ${a(f)} or in a similar role; recent graduates are welcome`
        : f.years[1] === null
          ? `At least ${f.years[0]} years of experience, including several in leadership roles`
          : `${yearsRange(f, 'en')} of experience as ${a(f)} or in a similar role`,
    (f) =>
      f.level === 'ENTRY'
        ? 'Up to one year of relevant experience, internships included; recent graduates are welcome'
        : f.years[1] === null
          ? `${f.years[0]}+ years of relevant experience, with a record of leading teams`
          : `A track record of ${yearsRange(f, 'en')} in a similar role`,
  ],
  education: (f) =>
    f.role.field.en === 'any field'
      ? (EDUCATION[f.role.education]?.en ?? "A bachelor's degree")
      : `${EDUCATION[f.role.education]?.en ?? "A bachelor's degree"} in ${f.role.field.en}`,
  handsOn: [(s) => `Hands-on experience with ${s}`, (s) => `Practical experience with ${s}`],
  knowledge: [(s) => `Working knowledge of ${s}`, (s) => `Familiarity with ${s}`],
  leadership: [
    'Experience mentoring colleagues and leading work across teams',
    'A record of guiding others and taking ownership of important decisions',
  ],
  languages: [
    (f) =>
      speaksBoth(f)
        ? 'Fluent Arabic and English'
        : f.country
          ? 'Fluent English; Arabic is a strong advantage'
          : 'Fluent English',
    (f) =>
      speaksBoth(f)
        ? 'Excellent spoken and written Arabic and English'
        : f.country
          ? 'Excellent written and spoken English; Arabic is a plus'
          : 'Excellent written and spoken English',
  ],
  salaryBenefit: ['A competitive salary in line with the local market', 'A competitive, market-based salary'],
  insurance: ['Medical insurance', 'Health insurance'],
  gulfBenefits: [
    'Paid annual leave and an annual air ticket',
    'End-of-service gratuity as set by the local labour law',
  ],
  otherBenefits: ['Paid annual leave', 'Social security enrolment'],
  flexible: 'Flexible working hours and a home-office allowance',
  training: 'Structured training and mentoring',
  learning: 'An annual budget for learning and certifications',
};

const arPlaceIn = (f: JobFacts) =>
  !f.place ? '' : remote(f) ? ' عن بُعد' : multiple(f) ? ' في مواقع متعددة' : ` في ${f.place}`;
const arWork = (f: JobFacts) => (f.work && !(remote(f) && f.work === 'عن بُعد') ? ` ${f.work}` : '');
const withOriginal = (f: JobFacts) =>
  // The recruiter's English title once, after the Arabic name (not when the Arabic name already carries it).
  !f.titleQuoted && /[A-Za-z]/u.test(f.originalTitle) && !/[A-Za-z]/u.test(f.title)
    ? `${f.title} (${isolate(f.originalTitle)})`
    : f.title;

const ar: Bank = {
  intro: [
    (f) => `نبحث عن ${withOriginal(f)} للانضمام إلى فريق ${f.department}${f.industry ? ` في ${f.industry}` : ''}.`,
    (f) =>
      `لدينا وظيفة شاغرة بمسمى ${withOriginal(f)} في فريق ${f.department}${f.industry ? `، ضمن ${f.industry}` : ''}.`,
    (f) => `ينمو فريق ${f.department}${f.industry ? ` في ${f.industry}` : ''}، ونبحث عن ${withOriginal(f)} ينضم إليه.`,
  ],
  terms: [
    (f) => `الوظيفة ${f.type}${arWork(f)}${arPlaceIn(f)}.`,
    (f) => `تُشغَل هذه الوظيفة ${f.type}${arWork(f)}${arPlaceIn(f)}.`,
  ],
  mission: [
    (f, x, y) => `مهمتك ${f.role.mission.ar}، وستتولى يوميًا ${x} و${y}.`,
    (f, x, y) => `ستعمل على ${f.role.mission.ar}، ومن أبرز مهامك ${x} و${y}.`,
  ],
  level: {
    ENTRY: [
      'تناسب هذه الوظيفة من هم في بداية مسيرتهم المهنية ويرغبون في التعلم السريع بإرشاد من زملاء ذوي خبرة.',
      'هذه فرصة مناسبة لحديثي التخرج: ستتعلم أثناء العمل بدعم من زملاء ذوي خبرة.',
    ],
    MID: [
      'ستتولى عملك من بدايته إلى نهايته وتسهم في تطوير طريقة عمل الفريق.',
      'ستعمل باستقلالية وتتحمل مسؤولية النتائج وتساعد الفريق على تحسين أسلوب عمله.',
    ],
    SENIOR: [
      'بصفتك من أصحاب الخبرة في الفريق، ستكون قدوة لزملائك وتوجههم وتتخذ القرارات المهمة في مجالك.',
      'هذه وظيفة للمستوى المتقدم: سترفع معايير العمل في الفريق وتوجه زملاءك وتتخذ قرارات مؤثرة.',
    ],
    EXECUTIVE: [
      'ستحدد التوجه وتبني الفريق وتكون مسؤولًا عن نتائجه أمام الإدارة العليا.',
      'يحدد شاغل هذه الوظيفة القيادية توجه الإدارة ويبني فريقها ويرفع نتائجها إلى الإدارة العليا.',
    ],
  },
  closing: ['إذا وجدت في هذا الوصف ما يناسبك، فيسعدنا تلقي طلبك.', 'نتطلع إلى تلقي طلبك.', ''],
  short: [
    (f) => `${f.title}${arPlaceIn(f)}: ${f.role.mission.ar}.`,
    (f) => `انضم إلينا بصفتك ${f.title}${arPlaceIn(f)} لتتولى ${f.role.mission.ar}.`,
  ],
  years: [
    (f) =>
      f.level === 'ENTRY'
        ? 'خبرة تصل إلى سنة واحدة في مجال العمل، ويُرحَّب بحديثي التخرج'
        : f.years[1] === null
          ? `خبرة لا تقل عن ${arCount(f.years[0], 'year', { words: true })}، منها سنوات في مناصب قيادية`
          : `خبرة ${yearsRange(f, 'ar')} في وظيفة ${f.title} أو وظيفة مماثلة`,
    (f) =>
      f.level === 'ENTRY'
        ? 'يُرحَّب بحديثي التخرج ومن لديهم خبرة تصل إلى سنة واحدة، بما فيها فترات التدريب'
        : f.years[1] === null
          ? `خبرة تزيد على ${arCount(f.years[0], 'year', { words: true })} مع سجل حافل في قيادة الفرق`
          : `سجل عملي يمتد ${yearsRange(f, 'ar')} في وظيفة مماثلة`,
  ],
  education: (f) =>
    f.role.field.ar === 'أي تخصص'
      ? (EDUCATION[f.role.education]?.ar ?? 'درجة البكالوريوس')
      : `${EDUCATION[f.role.education]?.ar ?? 'درجة البكالوريوس'} في ${f.role.field.ar}`,
  handsOn: [(s) => `خبرة عملية في ${s}`, (s) => `تمكّن عملي من ${s}`],
  knowledge: [(s) => `إلمام جيد بكلٍّ من ${s}`, (s) => `معرفة عملية بكلٍّ من ${s}`],
  leadership: ['خبرة في توجيه الزملاء وقيادة العمل بين الفرق', 'سجل في إرشاد الآخرين وتحمل مسؤولية القرارات المهمة'],
  languages: [
    (f) => (speaksBoth(f) ? 'إجادة اللغتين العربية والإنجليزية' : 'إجادة اللغة العربية، ومعرفة جيدة باللغة الإنجليزية'),
    (f) =>
      speaksBoth(f)
        ? 'إتقان العربية والإنجليزية كتابةً ومحادثةً'
        : 'إتقان اللغة العربية كتابةً ومحادثةً، مع معرفة جيدة بالإنجليزية',
  ],
  salaryBenefit: ['راتب تنافسي يتماشى مع السوق المحلي', 'راتب تنافسي وفق أسعار السوق'],
  insurance: ['تأمين طبي', 'تأمين صحي'],
  gulfBenefits: ['إجازة سنوية مدفوعة الأجر وتذكرة سفر سنوية', 'مكافأة نهاية الخدمة وفق نظام العمل المحلي'],
  otherBenefits: ['إجازة سنوية مدفوعة الأجر', 'الاشتراك في الضمان الاجتماعي'],
  flexible: 'ساعات عمل مرنة وبدل لتجهيز مكتب منزلي',
  training: 'برنامج منظم للتدريب والإرشاد',
  learning: 'ميزانية سنوية للتعلم والشهادات المهنية',
};

export const JOB_PHRASES: Record<TextLanguage, Bank> = { en, ar };
