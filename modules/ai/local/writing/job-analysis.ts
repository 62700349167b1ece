import type { JobAnalysis, JobAnalysisInput } from '../../schemas/job.ts';
import { JobAnalysisInput as InputSchema } from '../../schemas/job.ts';
import type { TextLanguage } from '../../schemas/language.ts';
import { inputHash } from '../../hash.ts';
import { list } from './arabic.ts';
import { roleFor, skillName, type Role } from './catalog.ts';
import { JOB_PHRASES, type JobFacts } from './job-phrases.ts';
import { suggestSalary } from './salary.ts';
import { rng, slot } from './seed.ts';
import { displayTitle, levelInTitle, withoutRepeats } from './titles.ts';
import { COUNTRIES, countryCode, placeName } from './place-names.ts';
import { departmentName, EMPLOYMENT, industryName, LEVEL_YEARS, levelOf, WORK } from './vocabulary.ts';

type Analysis = Omit<JobAnalysis, 'provenance'>;
export const CAPS = {
  description: 2000,
  shortDescription: 200,
  responsibilities: 1500,
  requirements: 1500,
  benefits: 1000,
};

export const cap = (s: string, n: number) => (s.length <= n ? s : `${s.slice(0, n - 1).replace(/\s+\S*$/u, '')}…`);
export const bullets = (items: string[]) => items.map((i) => `- ${i[0]!.toUpperCase()}${i.slice(1)}`).join('\n');

/** The facts every sentence is written from, in the text's language. */
export function jobFacts(input: JobAnalysisInput, language: TextLanguage, role?: Role): JobFacts {
  const parsed = InputSchema.parse(input);
  const r = role ?? roleFor(parsed.jobTitle, parsed.department);
  // A title that names its seniority decides the level the texts speak of (the wizard's level may be left at its default).
  const level = levelInTitle(parsed.jobTitle) ?? levelOf(parsed.jobLevel);
  const country = countryCode(parsed.country, parsed.location);
  const title = displayTitle(parsed.jobTitle, r, language);
  const type = EMPLOYMENT[parsed.employeeType?.toUpperCase() ?? '']?.[language] ?? EMPLOYMENT.FULL_TIME![language];
  const work = WORK[parsed.workType?.toUpperCase() ?? '']?.[language];
  return {
    role: r,
    level,
    title: title.text,
    titleQuoted: title.quoted,
    originalTitle: withoutRepeats(parsed.jobTitle.trim().replace(/\s+/gu, ' ')),
    department: departmentName(parsed.department, language) ?? r.department[language],
    industry: industryName(parsed.industry, language),
    place: placeName(parsed.location, language) ?? (country ? COUNTRIES[country]!.name[language] : undefined),
    country,
    gulf: country ? COUNTRIES[country]!.gulf : false,
    type,
    // "remote" twice ("a remote, remote position") says it once.
    work: work && work !== type ? work : undefined,
    years: LEVEL_YEARS[level],
    skills: r.skills.map((s) => skillName(s, language)),
  };
}

/** The job wizard's first AI step in the job's language: every field written from the role, level, place and terms. */
export function writeJobAnalysis(input: JobAnalysisInput, language: TextLanguage, variant = 0): Analysis {
  const facts = jobFacts(input, language);
  const { variant: _v, ...rest } = InputSchema.parse(input);
  const seed = rng('job-analysis', inputHash(rest), language);
  const p = JOB_PHRASES[language];
  const pick = <T>(items: readonly T[]) => slot(items, seed, variant);
  const duties = [facts.role.duties[language][0]!, ...seed.shuffle(facts.role.duties[language].slice(1))];

  const description = [
    pick(p.intro)(facts),
    pick(p.terms)(facts),
    pick(p.mission)(facts, duties[1]!, duties[2]!),
    pick(p.level[facts.level]),
    pick(p.closing),
  ]
    .filter(Boolean)
    .join(' ');
  const top = facts.skills.slice(0, 3);
  const more = facts.skills.slice(3, 6);
  const requirements = [
    pick(p.years)(facts),
    p.education(facts),
    pick(p.handsOn)(list(top, language)),
    ...(more.length ? [pick(p.knowledge)(list(more, language))] : []),
    ...(facts.level === 'SENIOR' || facts.level === 'EXECUTIVE' ? [pick(p.leadership)] : []),
    pick(p.languages)(facts),
  ];
  const benefits = [
    pick(p.salaryBenefit),
    pick(p.insurance),
    ...(facts.gulf ? p.gulfBenefits : p.otherBenefits),
    ...(facts.work && facts.work !== WORK.ONSITE![language] ? [p.flexible] : []),
    facts.level === 'ENTRY' ? p.training : p.learning,
  ];
  const [from, to] = facts.years;
  return {
    description: cap(description, CAPS.description),
    shortDescription: cap(pick(p.short)(facts), CAPS.shortDescription),
    responsibilities: cap(bullets(duties), CAPS.responsibilities),
    requirements: cap(bullets(requirements), CAPS.requirements),
    benefits: cap(bullets(benefits), CAPS.benefits),
    skills: facts.skills,
    suggestedSalary: suggestSalary(facts.role.baseUsd, facts.level, facts.country, language),
    experienceLevel: to === null ? `${from}+ years` : `${from}-${to} years`,
    educationLevel: facts.role.education,
    language,
  };
}
