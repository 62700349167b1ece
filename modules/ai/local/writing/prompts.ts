import { inputHash } from '../../hash.ts';
import { type JobPromptsInput, type JobPrompts, JobPromptsInput as InputSchema } from '../../schemas/job.ts';
import { type TextLanguage, languageOf } from '../../schemas/language.ts';
import { requiredSkills, requiredYears } from '../requirements.ts';
import { findSkills } from '../skills.ts';
import { list } from './arabic.ts';
import { roleFor, skillName } from './catalog.ts';
import { rng, slot } from './seed.ts';
import { displayTitle } from './titles.ts';
import { departmentName, industryName, SENIORITY_WORDS, LEVEL_NAME, levelOf } from './vocabulary.ts';
import { type Facts, EN, AR } from './prompt-texts.ts';

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
