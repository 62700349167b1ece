// npm run eval:ai-text [-- --engine local|openai] [--verbose] [--min 0.95]
// Writes the job texts of every job in modules/ai/eval/ai-text/jobs.json in English and in Arabic (job analysis,
// each field rewritten twice, the three prompts and a regenerated set, a company description, interview questions
// with the employer's own) and checks each text mechanically. Prints the pass rate per check and language; with
// --min, exits 1 when a rate falls below it.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createAiEngine, type AiEngine } from '../index.ts';
import { canonicalSkill, isKnownSkill, skillCategory } from '../local/skills.ts';
import { coveredBy } from '../local/writing/meaning.ts';
import { COMPANY_SIZES } from '../local/writing/company.ts';
import { isInLanguage, looseText, placeholders, repeatedPhrases, repeatedWords } from '../local/writing/script.ts';
import type { TextLanguage } from '../schemas/language.ts';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'local' },
    verbose: { type: 'boolean', default: false },
    min: { type: 'string' },
  },
});
type EvalJob = {
  jobTitle: string;
  department: string;
  industry: string;
  jobLevel: string;
  employeeType: string;
  workType: string;
  location: string;
  allowed: string[];
  notExpected: string[];
};
const { jobs } = JSON.parse(readFileSync(new URL('../eval/ai-text/jobs.json', import.meta.url), 'utf8')) as {
  jobs: EvalJob[];
};
const engine: AiEngine = createAiEngine(values.engine === 'openai' ? process.env : {});

const CHECKS = [
  'script',
  'repeats',
  'placeholders',
  'length',
  'skills',
  'rewrite differs',
  'questions unique',
] as const;
type Check = (typeof CHECKS)[number];
const tally: Record<TextLanguage, Record<Check, { pass: number; total: number }>> = {
  en: Object.fromEntries(CHECKS.map((c) => [c, { pass: 0, total: 0 }])) as never,
  ar: Object.fromEntries(CHECKS.map((c) => [c, { pass: 0, total: 0 }])) as never,
};
const failures: string[] = [];
function record(language: TextLanguage, check: Check, ok: boolean, what: string, detail = '') {
  tally[language][check].total++;
  if (ok) tally[language][check].pass++;
  else failures.push(`[${language}] ${check}: ${what}${detail ? ` — ${detail}` : ''}`);
}

/** One text through the checks every text gets: its language, no repeats, no leaked slots, its form's cap. */
function text(language: TextLanguage, what: string, value: string, cap: number, exempt: string[]) {
  record(language, 'script', isInLanguage(value, language, exempt), what, value.slice(0, 120));
  const repeats = [...repeatedWords(value), ...repeatedPhrases(value)];
  record(language, 'repeats', repeats.length === 0, what, repeats.join(' | '));
  const leaked = placeholders(value);
  record(language, 'placeholders', leaked.length === 0, what, leaked.join(' | '));
  record(language, 'length', value.length > 0 && value.length <= cap, what, `${value.length}/${cap}`);
}

const CAPS = { description: 2000, shortDescription: 200, responsibilities: 1500, requirements: 1500, benefits: 1000 };
const interviewLanguage = (l: TextLanguage) => (l === 'ar' ? 'arabic' : 'english');

for (const job of jobs) {
  for (const language of ['en', 'ar'] as const) {
    const id = `${job.jobTitle} (${job.jobLevel}, ${job.location})`;
    const { allowed, notExpected, ...fields } = job;
    const analysis = await engine.generateJobAnalysis({ ...fields, interviewLanguage: interviewLanguage(language) });
    const exempt = [job.jobTitle, job.department, ...analysis.skills];
    for (const [field, cap] of Object.entries(CAPS))
      text(language, `${id} ${field}`, analysis[field as keyof typeof CAPS], cap, exempt);
    text(language, `${id} salary`, analysis.suggestedSalary, 100, exempt);

    const skills = analysis.skills.map(canonicalSkill);
    const off = skills.filter(
      (s) => !isKnownSkill(s) || !allowed.includes(skillCategory(s) ?? '') || notExpected.includes(s),
    );
    record(
      language,
      'skills',
      skills.length >= 5 && off.length === 0,
      `${id} skills`,
      `${skills.join(', ')}; off-role: ${off.join(', ')}`,
    );

    // Rewrite each field twice (the second rewrites the first, as the wizard does): each answer is new, and passes the text checks.
    const fieldsToRewrite = {
      title: job.jobTitle,
      ...Object.fromEntries(
        Object.keys(CAPS)
          .filter((f) => f !== 'shortDescription')
          .map((f) => [f, analysis[f as keyof typeof CAPS]]),
      ),
    };
    for (const [field, input] of Object.entries(fieldsToRewrite)) {
      const rewriteLanguage = field === 'title' ? undefined : language;
      const first = await engine.rewriteJobField({
        field: field as never,
        text: input,
        jobTitle: job.jobTitle,
        language: rewriteLanguage,
        variant: 1,
      });
      const second = await engine.rewriteJobField({
        field: field as never,
        text: first.text,
        jobTitle: job.jobTitle,
        language: rewriteLanguage,
        variant: 2,
      });
      // Each answer is new: unlike its input, and a second rewrite does not come back to the original.
      const differs =
        looseText(first.text) !== looseText(input) &&
        looseText(second.text) !== looseText(first.text) &&
        looseText(second.text) !== looseText(input);
      record(
        language,
        'rewrite differs',
        differs,
        `${id} rewrite ${field}`,
        `${input.slice(0, 60)} → ${first.text.slice(0, 60)} → ${second.text.slice(0, 60)}`,
      );
      if (field !== 'title')
        text(
          language,
          `${id} rewritten ${field}`,
          first.text,
          field === 'benefits' ? 1000 : field === 'description' ? 2000 : 1500,
          exempt,
        );
    }

    const promptInput = {
      jobTitle: job.jobTitle,
      department: job.department,
      industry: job.industry,
      jobLevel: job.jobLevel,
      description: analysis.description,
      responsibilities: analysis.responsibilities,
      requirements: analysis.requirements,
      skills: analysis.skills,
      interviewQuestions:
        language === 'ar' ? 'لماذا نحن؟\nما فترة الإشعار لديك؟' : 'Why us?\nWhat is your notice period?',
      interviewLanguage: interviewLanguage(language),
    } as const;
    const prompts = await engine.generateJobPrompts(promptInput);
    const again = await engine.generateJobPrompts({ ...promptInput, variant: 1 });
    for (const key of ['aiCvAnalysisPrompt', 'aiFirstInterviewPrompt', 'aiSecondInterviewPrompt'] as const) {
      text(language, `${id} ${key}`, prompts[key], 1000, exempt);
      record(language, 'rewrite differs', looseText(prompts[key]) !== looseText(again[key]), `${id} regenerate ${key}`);
    }

    const questions = await engine.generateInterviewQuestions({
      stage: 'FIRST',
      job: {
        title: job.jobTitle,
        department: job.department,
        skills: analysis.skills,
        responsibilities: analysis.responsibilities,
        interviewLanguage: interviewLanguage(language),
      },
      stagePrompt: prompts.aiFirstInterviewPrompt,
      extraQuestions: promptInput.interviewQuestions,
    });
    const texts = questions.questions.map((q) => q.text);
    const repeats = texts.filter((q, i) => texts.some((o, j) => j < i && coveredBy(q, o)));
    record(language, 'questions unique', repeats.length === 0, `${id} questions`, repeats.join(' | '));
    for (const q of questions.questions.filter((q) => q.kind !== 'custom' && q.kind !== 'closing'))
      text(language, `${id} question`, q.text, 500, exempt);
  }
}

// Company descriptions: every size band, in each language.
for (const [i, size] of COMPANY_SIZES.entries())
  for (const language of ['en', 'ar'] as const) {
    const job = jobs[i * 3]!;
    const d = await engine.generateCompanyDescription({
      name: 'Nuqta',
      industry: job.industry,
      location: job.location.split(',')[0],
      country: job.location.split(',').at(-1)?.trim(),
      size,
      website: 'https://nuqta.example',
      language,
    });
    text(language, `company ${size}`, d.generatedDescription, 400, ['Nuqta']);
    record(
      language,
      'placeholders',
      !/\d+\+ people|\d+\+ موظف/u.test(d.generatedDescription) || size === '1000+',
      `company ${size} size`,
      d.generatedDescription,
    );
  }
await engine.close();

const pct = (x: { pass: number; total: number }) => (x.total ? `${((100 * x.pass) / x.total).toFixed(1)}%` : '—');
console.log(`eval:ai-text, engine ${engine.name}, ${jobs.length} jobs × 2 languages\n`);
console.log(`${'check'.padEnd(18)}${'English'.padStart(20)}${'Arabic'.padStart(20)}`);
for (const c of CHECKS)
  console.log(
    `${c.padEnd(18)}${`${pct(tally.en[c])} (${tally.en[c].pass}/${tally.en[c].total})`.padStart(20)}${`${pct(tally.ar[c])} (${tally.ar[c].pass}/${tally.ar[c].total})`.padStart(20)}`,
  );
if (failures.length) {
  console.log(`\n${failures.length} failures${values.verbose ? ':' : ' (--verbose lists them)'}`);
  if (values.verbose) for (const f of failures) console.log(`- ${f}`);
}
const min = values.min ? Number(values.min) : null;
const low =
  min === null
    ? []
    : CHECKS.flatMap((c) =>
        (['en', 'ar'] as const).filter((l) => tally[l][c].total && tally[l][c].pass / tally[l][c].total < min),
      );
process.exit(low.length ? 1 : 0);
