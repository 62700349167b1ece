import type { ReaderLanguage } from '@tawzeef/http';
import { arCount } from '@tawzeef/ai';

/**
 * What the candidate may see of the AI's work, written to the candidate in English or Arabic.
 *
 * The AI engines write their analyses for the recruiter (score breakdowns, "Invite to the first interview",
 * REJECT / SECOND_INTERVIEW verdicts, "probe the gaps"). None of that text reaches a candidate route: the
 * candidate's texts are built here from the structured fields that are safe to show (matched and missing skills,
 * years and education against the job's asks, which job skills the candidate spoke about, and how concrete the
 * answers were) plus the application's status, which the candidate already sees.
 */
export type FeedbackLanguage = ReaderLanguage;

type Analysis = Record<string, unknown>;
type Skills = { matched: string[]; missing: string[]; percentage: number | null };

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '') : [];
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const obj = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

const LEVEL_RANK: Record<string, number> = {
  NONE: 0,
  HIGH_SCHOOL: 1,
  CERTIFICATION: 2,
  DIPLOMA: 2,
  BACHELOR: 3,
  MASTER: 4,
  PHD: 5,
};

/** The skills as the candidate's language writes them (general skills in Arabic), from the analysis's translation. */
export function skillsIn(analysis: Analysis, lang: FeedbackLanguage): Skills {
  const skills = skillsOf(analysis);
  const own = obj(obj(analysis.translations)[lang]);
  const matched = strings(own.matchedSkills);
  const missing = strings(own.missingSkills);
  return {
    ...skills,
    matched: matched.length === skills.matched.length ? matched : skills.matched,
    missing: missing.length === skills.missing.length ? missing : skills.missing,
  };
}

export function skillsOf(analysis: Analysis): Skills {
  const match = obj(analysis.skillsMatch);
  return { matched: strings(match.matched), missing: strings(match.missing), percentage: num(match.percentage) };
}

// The Arabic comma carries a right-to-left mark, so two Latin skill names in an Arabic line keep their order.
const list = (items: string[], lang: FeedbackLanguage) => items.join(lang === 'ar' ? '،\u200f ' : ', ');

const text = {
  en: {
    stoodOut: '### What stood out',
    strengthen: '### What to strengthen',
    nextHeading: '### What happens next',
    summary: (matched: number, required: number, years: number | null, need: number | null) =>
      (required
        ? `Your CV shows ${matched} of the ${required} skills this job asks for`
        : 'This job names no specific skills') +
      (years !== null ? `, and ${years} ${years === 1 ? 'year' : 'years'} of work experience` : '') +
      (need !== null ? ` (the job asks for ${need}+)` : '') +
      '.',
    cvSkills: (skills: string) => `Your CV shows the skills this job asks for: **${skills}**.`,
    cvYears: (years: number) => `Your work history covers ${years} years, as much as this job asks for.`,
    cvEducation: 'Your education meets what this job asks for.',
    cvNothing: 'Your CV does not yet show clear evidence of what this job asks for.',
    cvMissing: (skills: string) =>
      `This job also asks for **${skills}**. If you have used them, name them in your CV with a concrete example.`,
    cvYearsShort: (years: number, need: number) =>
      `The job asks for ${need}+ years of experience and your CV shows ${years}. Give each role its start and end dates.`,
    cvDates: 'Give each role in your CV its start and end dates, so your experience can be counted.',
    cvEducationShort: 'Name your degrees and certificates, with the institution and the year.',
    cvNothingToAdd: 'Keep your CV current: add new skills and results as you gain them.',
    ivSkills: (skills: string) => `You spoke about **${skills}** with examples from your own work.`,
    ivConcrete: 'Your answers gave concrete examples and figures.',
    ivClear: 'Your answers were clear and complete.',
    ivTook: 'You took the interview and answered the questions.',
    ivMissing: (skills: string) => `Be ready to talk about **${skills}**: say where you used them and what came of it.`,
    ivDepth: 'Back your answers with concrete examples: what you did, how, and the result in numbers.',
    ivFuller: 'Give fuller answers: a few sentences on the situation, what you did and the outcome.',
    ivCoverage: 'Answer every question, even briefly; say so when a topic is new to you.',
    ivNothingToAdd: 'Keep preparing examples of your recent work and their results.',
    next: {
      SUBMITTED:
        'The hiring team reviews your application. If you are shortlisted, your AI interview appears under My Interviews.',
      REVIEWING:
        'The hiring team is reviewing your application. If you are shortlisted, your AI interview appears under My Interviews.',
      INTERVIEW_SCHEDULED: 'You are invited to an interview: open My Interviews to join it before it expires.',
      INTERVIEWED:
        'The hiring team reviews your interview and decides on the next step. Your status here changes when they do.',
      OFFERED: 'You have received an offer: the company will contact you with the details.',
      HIRED: 'Congratulations! The company will contact you about your start.',
      REJECTED:
        'The company has decided not to continue with this application. The points above can help with your next applications.',
      WITHDRAWN: 'You withdrew this application; nothing more happens with it.',
    } as Record<string, string>,
  },
  ar: {
    stoodOut: '### ما الذي برز',
    strengthen: '### ما الذي يمكنك تقويته',
    nextHeading: '### ماذا يحدث بعد ذلك',
    summary: (matched: number, required: number, years: number | null, need: number | null) =>
      (required
        ? `تُظهر سيرتك الذاتية ${matched} من أصل ${arCount(required, 'skill', { oblique: true })} تطلبها هذه الوظيفة`
        : 'لا تحدد هذه الوظيفة مهارات بعينها') +
      (years !== null ? `، وخبرة عملية مدتها ${years ? arCount(years, 'year') : 'أقل من سنة'}` : '') +
      (need !== null ? ` (تطلب الوظيفة ${arCount(need, 'year')} على الأقل)` : '') +
      '.',
    cvSkills: (skills: string) => `تُظهر سيرتك الذاتية مهارات تطلبها هذه الوظيفة: **${skills}**.`,
    cvYears: (years: number) => `تغطي خبرتك العملية ${arCount(years, 'year')}، وهذا ما تطلبه الوظيفة.`,
    cvEducation: 'مؤهلك العلمي يلبي ما تطلبه هذه الوظيفة.',
    cvNothing: 'لا تُظهر سيرتك الذاتية بعدُ دليلًا واضحًا على ما تطلبه هذه الوظيفة.',
    cvMissing: (skills: string) =>
      `تطلب هذه الوظيفة أيضًا **${skills}**. إن كنت قد استخدمتها فاذكرها في سيرتك الذاتية مع مثال ملموس.`,
    cvYearsShort: (years: number, need: number) =>
      `تطلب الوظيفة خبرة لا تقل عن ${arCount(need, 'year', { oblique: true })} وتُظهر سيرتك الذاتية ${years ? arCount(years, 'year') : 'أقل من سنة'}. اذكر تاريخ البداية والنهاية لكل وظيفة.`,
    cvDates: 'اذكر تاريخ البداية والنهاية لكل وظيفة في سيرتك الذاتية، حتى تُحتسب خبرتك.',
    cvEducationShort: 'اذكر شهاداتك ومؤهلاتك مع اسم المؤسسة والسنة.',
    cvNothingToAdd: 'حافظ على تحديث سيرتك الذاتية: أضف المهارات والنتائج الجديدة أولًا بأول.',
    ivSkills: (skills: string) => `تحدثت عن **${skills}** بأمثلة من عملك.`,
    ivConcrete: 'قدمت في إجاباتك أمثلة ملموسة وأرقامًا.',
    ivClear: 'كانت إجاباتك واضحة ومكتملة.',
    ivTook: 'أجريت المقابلة وأجبت عن الأسئلة.',
    ivMissing: (skills: string) => `استعد للحديث عن **${skills}**: أين استخدمتها وما الذي نتج عن ذلك.`,
    ivDepth: 'ادعم إجاباتك بأمثلة ملموسة: ماذا فعلت، وكيف، وما النتيجة بالأرقام.',
    ivFuller: 'قدّم إجابات أوفى: بضع جمل عن الموقف وما فعلته والنتيجة.',
    ivCoverage: 'أجب عن كل سؤال ولو بإيجاز، وقل ذلك صراحة إن كان الموضوع جديدًا عليك.',
    ivNothingToAdd: 'واصل تحضير أمثلة من عملك الأخير ونتائجه.',
    next: {
      SUBMITTED: 'يراجع فريق التوظيف طلبك. إن اختِرت للمرحلة التالية تظهر مقابلتك بالذكاء الاصطناعي في صفحة مقابلاتي.',
      REVIEWING:
        'يراجع فريق التوظيف طلبك الآن. إن اختِرت للمرحلة التالية تظهر مقابلتك بالذكاء الاصطناعي في صفحة مقابلاتي.',
      INTERVIEW_SCHEDULED: 'أنت مدعو إلى مقابلة: افتح صفحة مقابلاتي وانضم إليها قبل انتهاء موعدها.',
      INTERVIEWED: 'يراجع فريق التوظيف مقابلتك ويقرر الخطوة التالية، وتتغير حالة طلبك هنا عندما يقرر.',
      OFFERED: 'تلقيت عرضًا وظيفيًا: ستتواصل معك الشركة بالتفاصيل.',
      HIRED: 'تهانينا! ستتواصل معك الشركة بشأن موعد بدء العمل.',
      REJECTED: 'قررت الشركة عدم المضي في هذا الطلب. قد تفيدك النقاط أعلاه في طلباتك القادمة.',
      WITHDRAWN: 'سحبت هذا الطلب، ولن يحدث فيه شيء آخر.',
    } as Record<string, string>,
  },
};

/** Whole years (an engine may count 4.8), as the candidate reads them. */
function yearsOf(analysis: Analysis) {
  const experience = obj(analysis.experienceMatch);
  const whole = (n: number | null) => (n === null ? null : Math.floor(n));
  return { years: whole(num(experience.years)), need: whole(num(experience.requiredYears)) };
}

const section = (heading: string, bullets: string[]) => [heading, ...bullets.map((b) => `- ${b}`)];

const nextStep = (status: string, lang: FeedbackLanguage) => text[lang].next[status] ?? text[lang].next.SUBMITTED!;

/** The CV analysis's results a candidate sees: the spec's summary, overall fit and matched / missing skills. */
export function candidateCvResults(analysis: Analysis, lang: FeedbackLanguage) {
  const skills = skillsIn(analysis, lang);
  const { years, need } = yearsOf(analysis);
  const required = skills.matched.length + skills.missing.length;
  return {
    summary: text[lang].summary(skills.matched.length, required, years, need),
    overallFit: typeof analysis.overallFit === 'string' ? analysis.overallFit : 'Not analyzed',
    skillsMatch: skills,
  };
}

/** "What stood out / What to strengthen / What happens next" about the CV, for the candidate. */
export function cvFeedback(analysis: Analysis, status: string, lang: FeedbackLanguage): string {
  const t = text[lang];
  const { matched, missing } = skillsIn(analysis, lang);
  const { years, need } = yearsOf(analysis);
  const education = obj(analysis.educationMatch);
  const level = LEVEL_RANK[String(education.level ?? '')];
  const needLevel = LEVEL_RANK[String(education.requiredLevel ?? '')];

  const good: string[] = [];
  if (matched.length) good.push(t.cvSkills(list(matched.slice(0, 6), lang)));
  if (years !== null && years > 0 && (need === null || years >= need)) good.push(t.cvYears(years));
  if (level !== undefined && needLevel !== undefined && needLevel > 0 && level >= needLevel) good.push(t.cvEducation);
  if (!good.length) good.push(t.cvNothing);

  const better: string[] = [];
  if (missing.length) better.push(t.cvMissing(list(missing.slice(0, 6), lang)));
  if (years !== null && need !== null && years < need) better.push(t.cvYearsShort(years, need));
  else if (years === 0) better.push(t.cvDates);
  if (level !== undefined && needLevel !== undefined && level < needLevel) better.push(t.cvEducationShort);
  if (!better.length) better.push(t.cvNothingToAdd);

  return [
    ...section(t.stoodOut, good),
    '',
    ...section(t.strengthen, better),
    '',
    ...section(t.nextHeading, [nextStep(status, lang)]),
  ].join('\n');
}

export type ScoredInterview = {
  evidence: { about: string; quote: string }[] | null;
  breakdown: Record<string, unknown>[] | null;
};

/** The same three sections about an AI interview: never its score, verdict or the recruiter's analysis. */
export function interviewFeedback(
  interview: ScoredInterview,
  jobSkills: string[],
  status: string,
  lang: FeedbackLanguage,
): string {
  const t = text[lang];
  const spoke = [...new Set((interview.evidence ?? []).map((e) => e.about).filter(Boolean))];
  const part = (name: string) => num((interview.breakdown ?? []).find((b) => b.part === name)?.score);
  const depth = part('depth');
  const communication = part('communication');
  const coverage = part('coverage');
  const notDiscussed = jobSkills.filter((s) => !spoke.includes(s));

  const good: string[] = [];
  if (spoke.length) good.push(t.ivSkills(list(spoke.slice(0, 6), lang)));
  if (depth !== null && depth >= 60) good.push(t.ivConcrete);
  if (communication !== null && communication >= 60) good.push(t.ivClear);
  if (!good.length) good.push(t.ivTook);

  const better: string[] = [];
  if (notDiscussed.length) better.push(t.ivMissing(list(notDiscussed.slice(0, 6), lang)));
  if (depth !== null && depth < 60) better.push(t.ivDepth);
  if (communication !== null && communication < 60) better.push(t.ivFuller);
  if (coverage !== null && coverage < 60) better.push(t.ivCoverage);
  if (!better.length) better.push(t.ivNothingToAdd);

  return [
    ...section(t.stoodOut, good),
    '',
    ...section(t.strengthen, better),
    '',
    ...section(t.nextHeading, [nextStep(status, lang)]),
  ].join('\n');
}
