import type { JobAnalysis, JobAnalysisInput, RewriteJobFieldInput, RewriteJobFieldResult } from '../schemas/job.ts';
import { guessRegion } from './contacts.ts';
import { COUNTRY_PAY, familyFor, LEVEL_EXPERIENCE, LEVEL_PAY } from './roles.ts';
import { expandTitle } from './titles.ts';

type Analysis = Omit<JobAnalysis, 'provenance'>;
const COUNTRY_NAME: Record<string, string> = {
  SA: 'Saudi Arabia',
  AE: 'UAE',
  QA: 'Qatar',
  KW: 'Kuwait',
  BH: 'Bahrain',
  OM: 'Oman',
  JO: 'Jordan',
  LB: 'Lebanon',
  EG: 'Egypt',
};
const GULF = new Set(['Saudi Arabia', 'UAE', 'Qatar', 'Kuwait', 'Bahrain', 'Oman']);
const LEVEL_WORD: Record<string, string> = {
  ENTRY: 'junior',
  MID: 'mid-level',
  SENIOR: 'senior',
  EXECUTIVE: 'executive',
};
const WORK: Record<string, string> = { ONSITE: 'on-site', REMOTE: 'remote', HYBRID: 'hybrid' };
const TYPE: Record<string, string> = {
  FULL_TIME: 'full-time',
  PART_TIME: 'part-time',
  CONTRACT: 'contract',
  REMOTE: 'remote',
};

const cap = (s: string, n: number) => (s.length <= n ? s : `${s.slice(0, n - 1).replace(/\s+\S*$/u, '')}…`);
const bullets = (items: string[]) => items.map((i) => `- ${i[0]!.toUpperCase()}${i.slice(1)}`).join('\n');
const money = (n: number) => Math.round(n).toLocaleString('en-US');

function countryOf(input: JobAnalysisInput): string {
  const named = input.country?.trim() || input.location?.split(',').pop()?.trim() || '';
  if (named && COUNTRY_PAY[named.toLowerCase()]) return named;
  const region = guessRegion([input.location, input.country].filter(Boolean).join(' '));
  return (region && COUNTRY_NAME[region.iso]) || named;
}

export function suggestSalary(baseUsd: number, level: string | undefined, country: string): string {
  const pay = COUNTRY_PAY[country.toLowerCase()] ?? { currency: 'USD', perUsd: 1, factor: 0.7 };
  const mid = baseUsd * pay.factor * (LEVEL_PAY[level ?? 'MID'] ?? 1) * pay.perUsd;
  const step = mid > 5000 ? 500 : mid > 500 ? 50 : 10;
  const round = (n: number) => Math.round(n / step) * step;
  return `${pay.currency} ${money(round(mid * 0.85))} - ${money(round(mid * 1.15))} per month`;
}

/** The job wizard's first AI step, written from the job's own title, level, place and terms. */
export function jobAnalysis(input: JobAnalysisInput): Analysis {
  const level = input.jobLevel?.toUpperCase() ?? 'MID';
  const family = familyFor(input.jobTitle, input.department);
  const title = expandTitle(input.jobTitle);
  const department = input.department?.trim() || family.department;
  const country = countryOf(input);
  const place = input.location?.trim() || country || 'our offices';
  const work = WORK[input.workType?.toUpperCase() ?? ''] ?? '';
  const type = TYPE[input.employeeType?.toUpperCase() ?? ''] ?? 'full-time';
  const industry = input.industry?.trim();
  const experienceLevel = LEVEL_EXPERIENCE[level] ?? '3-5 years';
  const levelWord = LEVEL_WORD[level] ?? '';
  const growth: Record<string, string> = {
    ENTRY: 'It suits someone early in their career who wants to learn fast with mentoring from experienced colleagues.',
    MID: 'You will own your work end to end and help shape how the team works.',
    SENIOR: 'You will lead by example, mentor others and make key decisions in your area.',
    EXECUTIVE: 'You will set direction, build the team and answer for its results to the leadership.',
  };
  const description = [
    `We are hiring a ${levelWord ? `${levelWord} ` : ''}${title} to join our ${department} team${industry ? ` in the ${industry.toLowerCase()} sector` : ''}.`,
    `This is a ${type}${work ? `, ${work}` : ''} role based in ${place}.`,
    `As ${/^[aeiou]/iu.test(title) ? 'an' : 'a'} ${title}, you will ${family.mission}: you will ${family.duties.slice(0, 2).join(' and ')}.`,
    growth[level] ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const skills = family.skills.slice(0, 8);
  const requirements = [
    `${experienceLevel} of experience as ${/^[aeiou]/iu.test(title) ? 'an' : 'a'} ${title} or in a similar role`,
    `${family.education} in ${family.field}`,
    `Hands-on experience with ${skills.slice(0, 3).join(', ')}`,
    ...(skills.length > 3 ? [`Working knowledge of ${skills.slice(3, 6).join(', ')}`] : []),
    GULF.has(country) || country === 'Jordan' ? 'Fluent English; Arabic is a strong advantage' : 'Fluent English',
  ];
  const benefits = [
    `Competitive salary in line with the ${country || 'local'} market`,
    'Medical insurance',
    ...(GULF.has(country)
      ? ['Annual air ticket', `End-of-service gratuity under ${country} labour law`]
      : ['Social security enrolment']),
    ...(work === 'remote' || work === 'hybrid' ? ['Flexible working hours and home-office allowance'] : []),
    level === 'ENTRY' ? 'Structured training and mentoring' : 'Annual learning and certification budget',
  ];
  return {
    description: cap(description, 2000),
    shortDescription: cap(
      `${levelWord ? `${levelWord[0]!.toUpperCase()}${levelWord.slice(1)} ` : ''}${title} in ${place}: ${family.mission}.`,
      200,
    ),
    responsibilities: cap(
      bullets([
        ...family.duties,
        `work with the ${department} team and stakeholders${industry ? ` across the ${industry.toLowerCase()} business` : ''}`,
      ]),
      1500,
    ),
    requirements: cap(bullets(requirements), 1500),
    benefits: cap(bullets(benefits), 1000),
    skills,
    suggestedSalary: suggestSalary(family.baseUsd, level, country),
    experienceLevel,
    educationLevel: family.education,
  };
}

function sentences(text: string): string[] {
  return text
    .replace(/\r/gu, '')
    .split(/\n+|(?<=[.!?؟])\s+|;\s*|؛\s*/u)
    .map((s) =>
      s
        .replace(/^(?:[\s\-*•·]+|\d+[.)]\s+)+/u, '')
        .replace(/\s+/gu, ' ')
        .trim(),
    )
    .filter((s) => s.length > 1);
}

const FIXES: Array<[RegExp, string]> = [
  [/\byrs?\b\.?/giu, 'years'],
  [/\bexp\b\.?/giu, 'experience'],
  [/\bw\/(?=\s)/giu, 'with'],
  [/\bmgmt\b/giu, 'management'],
  [/\b(\d+)\s*\+\s*years/giu, '$1+ years'],
  [/\bi\b/gu, 'I'],
];

function polish(s: string): string {
  let t = s;
  for (const [re, to] of FIXES) t = t.replace(re, to);
  return t[0]!.toUpperCase() + t.slice(1);
}

const unique = (items: string[]) =>
  items.filter((s, i) => items.findIndex((o) => o.toLowerCase() === s.toLowerCase()) === i);

/** Cleans the recruiter's own text: expands shorthand, fixes case, removes repeats, formats lists. Adds no claims. */
export function rewriteField(input: RewriteJobFieldInput): Omit<RewriteJobFieldResult, 'provenance'> {
  const field = input.field;
  if (field === 'title') {
    const title = expandTitle(input.text);
    return { field, text: title, shortDescription: null, department: familyFor(title).department };
  }
  const items = unique(sentences(input.text).map(polish));
  if (field === 'description') {
    const text = items.map((s) => (/[.!?؟]$/u.test(s) ? s : `${s}.`)).join(' ');
    return { field, text: cap(text, 2000), shortDescription: cap(items[0] ?? text, 200), department: null };
  }
  const limit = field === 'benefits' ? 1000 : 1500;
  return {
    field,
    text: cap(bullets(items.map((s) => s.replace(/[.;]+$/u, ''))), limit),
    shortDescription: null,
    department: null,
  };
}
