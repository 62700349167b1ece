import { inputHash } from '../../hash.ts';
import type { JobPrompts, JobPromptsInput } from '../../schemas/job.ts';
import { JobPromptsInput as InputSchema } from '../../schemas/job.ts';
import { languageOf, type TextLanguage } from '../../schemas/language.ts';
import { requiredSkills, requiredYears } from '../requirements.ts';
import { findSkills } from '../skills.ts';
import { arCount, list } from './arabic.ts';
import { roleFor, skillName } from './catalog.ts';
import { rng, slot } from './seed.ts';
import { displayTitle } from './titles.ts';
import { departmentName, industryName, levelOf, LEVEL_NAME, SENIORITY_WORDS } from './vocabulary.ts';

const MAX = 1000;
const firstItems = (text: string | undefined, n: number) =>
  (text ?? '')
    .split(/\n|;|؛|(?<=[.؟?])\s+/u)
    .map((s) =>
      s
        .replace(/^(?:[\s\-*•·]+|\d+[.)]\s+)+/u, '')
        .replace(/[.;؛]+$/u, '')
        .trim(),
    )
    .filter((s) => s.length > 2)
    .slice(0, n);

/** Joins lines in order; drops optional lines (from the end) until the text fits the 1000-character cap. */
function fit(lines: Array<string | { optional: string }>): string {
  const list = [...lines];
  const text = () => list.map((l) => (typeof l === 'string' ? l : l.optional)).join('\n');
  while (text().length > MAX) {
    const i = list.findLastIndex((l) => typeof l !== 'string');
    if (i < 0) break;
    list.splice(i, 1);
  }
  const t = text();
  return t.length > MAX ? `${t.slice(0, MAX - 1)}…` : t;
}

type Facts = {
  role: string;
  skills: string[];
  years: number | null;
  reqs: string[];
  duties: string[];
  questions: string[];
};

const EN = {
  cvOpen: [
    (f: Facts) => `Evaluate the CV for the ${f.role} role.`,
    (f: Facts) => `Assess how well each CV fits the ${f.role} role.`,
    (f: Facts) => `Score every CV against the ${f.role} role.`,
  ],
  skills: [(s: string) => `Required skills: ${s}.`, (s: string) => `The skills that matter most: ${s}.`],
  noSkills: [
    'The job lists no skills: infer them from the requirements.',
    'No skills are listed: take them from the requirements.',
  ],
  years: [
    (n: number) => `Ask for at least ${n} years of relevant experience and count overlapping roles once.`,
    (n: number) => `Experience: at least ${n} years in related work; overlapping roles count once.`,
  ],
  noYears: [
    'Weigh relevant experience over total years.',
    'Value relevant experience more than the total number of years.',
  ],
  reqs: [(r: string) => `Key requirements: ${r}.`, (r: string) => `Check the key requirements: ${r}.`],
  scoring: [
    'Score 0-100 and give the overall fit (Excellent, Good, Fair, Poor), matched and missing skills, strengths and weaknesses.',
    'Give a score from 0 to 100, the overall fit (Excellent, Good, Fair or Poor), the matched and missing skills, and the strengths and weaknesses.',
  ],
  evidence: [
    'Quote the CV for every matched skill and strength; write "insufficient evidence" when the CV does not show it.',
    'Back every matched skill and strength with a quote from the CV, and write "insufficient evidence" where the CV is silent.',
  ],
  language: (arabic: boolean) => `Conduct the interview in ${arabic ? 'Arabic' : 'English'}.`,
  firstOpen: [
    (f: Facts) => `You are screening candidates for the ${f.role} role.`,
    (f: Facts) => `You run the first screening interview for the ${f.role} role.`,
  ],
  firstFlow: [
    "Start with a short introduction, then ask about motivation for this role and the candidate's most relevant experience.",
    'Open with a brief welcome, then explore why the candidate wants this role and the experience closest to it.',
  ],
  check: [
    (s: string) => `Check practical experience with: ${s}.`,
    (s: string) => `Ask for real examples of work with ${s}.`,
  ],
  own: [
    "Ask each of the employer's own questions once:",
    'Include these questions from the employer, each asked once:',
  ],
  firstClose: [
    'Ask one question at a time, follow up on vague answers, and confirm availability and salary expectations at the end.',
    'Ask one question at a time and follow up when an answer stays vague; close by confirming availability and salary expectations.',
  ],
  secondOpen: [
    (f: Facts) => `You are running the second, in-depth interview for the ${f.role} role.`,
    (f: Facts) => `This is the second, in-depth interview for the ${f.role} role.`,
  ],
  scenarios: [
    (d: string) => `Build scenario questions from the day-to-day duties: ${d}.`,
    (d: string) => `Base practical scenarios on the daily duties: ${d}.`,
  ],
  deep: [
    (s: string) => `Go deep on ${s}: ask for concrete examples, decisions and results.`,
    (s: string) => `Explore ${s} in depth, asking for concrete decisions and measurable results.`,
  ],
  gaps: [
    'Probe any gaps found in the CV analysis and the first interview, and assess teamwork and communication.',
    'Follow up on the gaps from the CV analysis and the first interview, and assess teamwork and communication.',
  ],
  secondClose: [
    "Close by inviting the candidate's questions.",
    'End by inviting the candidate to ask their own questions.',
  ],
};

const AR: typeof EN = {
  cvOpen: [
    (f) => `قيّم السيرة الذاتية لوظيفة ${f.role}.`,
    (f) => `قدّر مدى ملاءمة كل سيرة ذاتية لوظيفة ${f.role}.`,
    (f) => `امنح كل سيرة ذاتية درجة مقابل متطلبات وظيفة ${f.role}.`,
  ],
  skills: [(s) => `المهارات المطلوبة: ${s}.`, (s) => `أهم المهارات: ${s}.`],
  noSkills: ['لا تذكر الوظيفة مهارات محددة: استنتجها من المتطلبات.', 'لم تُذكر مهارات للوظيفة: استخرجها من المتطلبات.'],
  years: [
    (n) =>
      `الخبرة المطلوبة لا تقل عن ${arCount(n, 'year', { oblique: true })} في عمل ذي صلة، وتُحسب الوظائف المتداخلة مرة واحدة.`,
    (n) =>
      `اشترط خبرة ذات صلة لا تقل عن ${arCount(n, 'year', { oblique: true })}، مع احتساب الفترات المتداخلة مرة واحدة.`,
  ],
  noYears: ['قدّم الخبرة ذات الصلة على مجموع سنوات العمل.', 'الخبرة ذات الصلة أهم من عدد السنوات الإجمالي.'],
  reqs: [(r) => `أهم المتطلبات: ${r}.`, (r) => `تحقق من المتطلبات الأساسية: ${r}.`],
  scoring: [
    'أعطِ درجة من 0 إلى 100 والملاءمة العامة («Excellent» أو «Good» أو «Fair» أو «Poor») والمهارات المتوافقة والناقصة ونقاط القوة والضعف.',
    'حدد درجة من 0 إلى 100 وتقديرًا عامًا للملاءمة («Excellent» أو «Good» أو «Fair» أو «Poor»)، واذكر المهارات المتوافقة والناقصة ونقاط القوة والضعف.',
  ],
  evidence: [
    'استشهد بنص من السيرة الذاتية لكل مهارة متوافقة ونقطة قوة، واكتب «insufficient evidence» حين لا تُظهرها السيرة.',
    'ادعم كل مهارة متوافقة ونقطة قوة باقتباس من السيرة الذاتية، واكتب «insufficient evidence» حين لا يوجد دليل.',
  ],
  language: (arabic) => `أجرِ المقابلة باللغة ${arabic ? 'العربية' : 'الإنجليزية'}.`,
  firstOpen: [
    (f) => `أنت تجري مقابلة الفرز الأولى لوظيفة ${f.role}.`,
    (f) => `مهمتك إجراء المقابلة الأولى مع المرشحين لوظيفة ${f.role}.`,
  ],
  firstFlow: [
    'ابدأ بتعريف قصير، ثم اسأل عن دوافع المرشح للتقدم إلى هذه الوظيفة وأقرب خبراته إليها.',
    'افتتح بترحيب موجز، ثم تعرّف على سبب رغبة المرشح في الوظيفة وخبرته الأقرب إليها.',
  ],
  check: [(s) => `تحقق من الخبرة العملية في: ${s}.`, (s) => `اطلب أمثلة حقيقية من العمل على ${s}.`],
  own: ['اطرح كل سؤال من أسئلة صاحب العمل مرة واحدة:', 'أدرج أسئلة صاحب العمل التالية، كل سؤال مرة واحدة:'],
  firstClose: [
    'اطرح سؤالًا واحدًا في كل مرة، وتابع الإجابات المبهمة، وتأكد في الختام من موعد التفرغ والراتب المتوقع.',
    'اسأل سؤالًا واحدًا كل مرة واستوضح الإجابات الغامضة، واختم بالتأكد من موعد التفرغ والراتب المتوقع.',
  ],
  secondOpen: [
    (f) => `أنت تجري المقابلة الثانية المعمقة لوظيفة ${f.role}.`,
    (f) => `هذه هي المقابلة الثانية المعمقة لوظيفة ${f.role}.`,
  ],
  scenarios: [
    (d) => `ابنِ أسئلة قائمة على مواقف من المهام اليومية: ${d}.`,
    (d) => `استخدم المهام اليومية أساسًا لمواقف عملية: ${d}.`,
  ],
  deep: [
    (s) => `تعمّق في ${s}: اطلب أمثلة ملموسة وقرارات ونتائج.`,
    (s) => `ناقش ${s} بعمق، واطلب قرارات ملموسة ونتائج قابلة للقياس.`,
  ],
  gaps: [
    'استوضح أي فجوات ظهرت في تحليل السيرة الذاتية والمقابلة الأولى، وقيّم العمل الجماعي والتواصل.',
    'تابع الفجوات التي كشفها تحليل السيرة الذاتية والمقابلة الأولى، وقيّم العمل ضمن الفريق ومهارات التواصل.',
  ],
  secondClose: ['اختم بدعوة المرشح إلى طرح أسئلته.', 'في الختام، ادعُ المرشح إلى طرح ما لديه من أسئلة.'],
};

/** Every sentence the prompts can say, without the job's own words: what the engine itself writes. */
export function promptBoilerplate(): string {
  const out: string[] = [];
  const facts: Facts = { role: '', skills: [], years: 1, reqs: [], duties: [], questions: [] };
  for (const bank of [EN, AR])
    for (const value of Object.values(bank))
      for (const item of Array.isArray(value) ? value : [value])
        out.push(typeof item === 'function' ? (item as (x: never) => string)(facts as never) : String(item));
  return out.join('\n').replace(/undefined|\[object Object\]/gu, '');
}

/** The three prompts of the job wizard in the job's interview language; `variant` gives another wording of each line. */
export function writeJobPrompts(raw: JobPromptsInput): Omit<JobPrompts, 'provenance'> {
  const input = InputSchema.parse(raw);
  const language: TextLanguage = input.language ?? languageOf(input.interviewLanguage);
  const variant = input.variant ?? 0;
  const { variant: _v, ...rest } = input;
  const seed = rng('job-prompts', inputHash(rest), language);
  const pick = <T>(items: readonly T[]) => slot(items, seed, variant);
  const b = language === 'ar' ? AR : EN;
  const arabicInterview = (input.interviewLanguage ?? (language === 'ar' ? 'arabic' : 'english')) === 'arabic';
  const job = {
    title: input.jobTitle,
    description: input.description,
    requirements: input.requirements,
    responsibilities: input.responsibilities,
    skills: input.skills ?? [],
    jobLevel: input.jobLevel,
  };
  const role = roleFor(input.jobTitle, input.department);
  const title = displayTitle(input.jobTitle, role, language).text;
  const dept = departmentName(input.department, language);
  // In the role's label an industry reads as a word: "technology", not "the technology sector".
  const industry = industryName(input.industry, language)
    ?.replace(/^the /u, '')
    .replace(/ sector$/u, '');
  // "senior Senior Data Engineer" never: a title that names its seniority gets no level word.
  const level =
    input.jobLevel && language === 'en' && !SENIORITY_WORDS.test(title)
      ? `${LEVEL_NAME[levelOf(input.jobLevel)].en} `
      : '';
  const context = [dept, industry].filter(Boolean).join(language === 'ar' ? '، ' : ', ');
  const facts: Facts = {
    role: `${level}${title}${context ? ` (${context})` : ''}`,
    skills: requiredSkills(job).map((s) => skillName(s, language)),
    years: requiredYears(job),
    // Requirements that only list skills or years are already said by the lines above.
    reqs: firstItems(input.requirements, 8)
      .filter((r) => findSkills(r).length < 2 && !/\d\s*(?:[-–+]|years?|سنة|سنوات|سنتين)/u.test(r))
      .slice(0, 4),
    duties: firstItems(input.responsibilities, 4),
    questions: firstItems(input.interviewQuestions?.replace(/[;؛]/gu, '\n'), 6),
  };
  // Each variant rotates which skills lead, so a regenerated prompt asks about the job's skills in another order.
  const skills = facts.skills.length
    ? [...facts.skills.slice(variant % facts.skills.length), ...facts.skills.slice(0, variant % facts.skills.length)]
    : [];
  const sep = language === 'ar' ? '؛ ' : '; ';
  const own = facts.questions.length ? [pick(b.own), ...facts.questions.map((q) => `- ${q}`)] : [];

  const cv = fit([
    pick(b.cvOpen)(facts),
    facts.skills.length ? pick(b.skills)(list(facts.skills, language)) : pick(b.noSkills),
    facts.years !== null && facts.years > 0 ? pick(b.years)(facts.years) : pick(b.noYears),
    ...(facts.reqs.length ? [{ optional: pick(b.reqs)(facts.reqs.join(sep)) }] : []),
    pick(b.scoring),
    pick(b.evidence),
  ]);
  const first = fit([
    `${pick(b.firstOpen)(facts)} ${b.language(arabicInterview)}`,
    pick(b.firstFlow),
    ...(skills.length ? [pick(b.check)(list(skills.slice(0, 5), language))] : []),
    ...own,
    pick(b.firstClose),
  ]);
  const second = fit([
    `${pick(b.secondOpen)(facts)} ${b.language(arabicInterview)}`,
    ...(facts.duties.length ? [{ optional: pick(b.scenarios)(facts.duties.join(sep)) }] : []),
    ...(skills.length ? [pick(b.deep)(list(skills.slice(0, 4), language))] : []),
    pick(b.gaps),
    pick(b.secondClose),
  ]);
  return { aiCvAnalysisPrompt: cv, aiFirstInterviewPrompt: first, aiSecondInterviewPrompt: second, language };
}
