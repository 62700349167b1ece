// npm run eval:cv [-- --engine local|openai] [--set cvs|wide/dev|wide/heldout] [--verbose] [--min goals|field=x,...]
// Reads every CV of modules/ai/eval/<set> (default cvs), compares with the labels next to it and prints per-field
// precision, recall and F1. The own set (cvs) also prints the Arabic text-order check and Spearman's rho of
// scores against the labelled fit; the wide sets (see modules/ai/eval/wide/README.md) print measurements and
// fail only when --min is given.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createAiEngine, JobContext, type AiEngine } from '../index.ts';
import { foldString } from '../local/normalize.ts';
import { counts, prf, scoreField, spearman, type Counts } from './metrics.ts';
import { evaluateWide } from './eval-wide.ts';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'local' },
    verbose: { type: 'boolean', default: false },
    set: { type: 'string', default: 'cvs' },
    min: { type: 'string' },
  },
});
const { PATH, TESSDATA_PREFIX } = process.env;
const engine: AiEngine = createAiEngine(values.engine === 'openai' ? process.env : { PATH, TESSDATA_PREFIX });
if (values.set !== 'cvs') {
  const ok = await evaluateWide(engine, values.set, { verbose: values.verbose, min: values.min });
  await engine.close();
  process.exit(ok ? 0 : 1);
}
const dir = new URL('../eval/cvs/', import.meta.url).pathname;
const jobs = Object.fromEntries(
  ['backend', 'accountant'].map((j) => [
    j,
    JobContext.parse(JSON.parse(readFileSync(new URL(`../eval/jobs/${j}.json`, import.meta.url), 'utf8'))),
  ]),
);

type Truth = {
  id: string;
  language: string;
  layout: string;
  asOf: string;
  email: string;
  phone: string;
  currentTitle: string;
  years: number;
  educationLevel: string;
  skills: string[];
  fit: Record<string, number>;
};
const fields: Record<string, Counts> = {
  skills: counts(),
  email: counts(),
  phone: counts(),
  currentTitle: counts(),
  'years±1': counts(),
  educationLevel: counts(),
};
const scores: Record<string, number[]> = { backend: [], accountant: [] };
const labels: Record<string, number[]> = { backend: [], accountant: [] };
const arabic = { checked: 0, ok: 0, failures: [] as string[] };
const problems: string[] = [];
const htmlText = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/gu, '')
    .replace(/<[^>]+>/gu, '\n')
    .replace(/&amp;/gu, '&')
    .replace(/&lt;/gu, '<');

const files = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort();
for (const file of files) {
  const truth = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Truth;
  const pdf = new Uint8Array(readFileSync(join(dir, `${truth.id}.pdf`)));
  const read = await engine.readCv({ pdf, asOf: truth.asOf });
  if (read.status === 'failed') {
    problems.push(`${truth.id}: ${read.error.code} ${read.error.message}`);
    for (const c of Object.values(fields)) c.fn++;
    continue;
  }
  const p = read.profile;
  const got = new Set(p.skills.map((s) => s.name));
  const want = new Set(truth.skills);
  for (const s of got) {
    if (want.has(s)) fields.skills!.tp++;
    else fields.skills!.fp++;
  }
  for (const s of want) if (!got.has(s)) fields.skills!.fn++;
  const miss: string[] = [];
  if (!scoreField(fields.email!, p.emails[0], truth.email)) miss.push(`email ${p.emails[0]}`);
  if (!scoreField(fields.phone!, p.phones[0], truth.phone)) miss.push(`phone ${p.phones[0]} want ${truth.phone}`);
  if (
    !scoreField(fields.currentTitle!, p.currentJobTitle, truth.currentTitle, (a, b) => foldString(a) === foldString(b))
  )
    miss.push(`title "${p.currentJobTitle}" want "${truth.currentTitle}"`);
  if (
    !scoreField(
      fields['years±1']!,
      p.totalExperienceYears > 0 ? String(p.totalExperienceYears) : '',
      String(truth.years),
      (a, b) => Math.abs(Number(a) - Number(b)) <= 1,
    )
  )
    miss.push(`years ${p.totalExperienceYears} want ${truth.years}`);
  if (!scoreField(fields.educationLevel!, p.educationLevel === 'NONE' ? '' : p.educationLevel, truth.educationLevel))
    miss.push(`education ${p.educationLevel} want ${truth.educationLevel}`);
  const extra = [...got].filter((s) => !want.has(s));
  const lost = [...want].filter((s) => !got.has(s));
  if (extra.length || lost.length) miss.push(`skills +[${extra.join(', ')}] -[${lost.join(', ')}]`);
  if (truth.language !== 'en' && read.document.method === 'text') {
    arabic.checked++;
    const html = readFileSync(join(dir, `${truth.id}.html`), 'utf8');
    const phrases = htmlText(html)
      .split('\n')
      .flatMap((l) => l.match(/[\u0600-\u06FF]+(?:\s+[\u0600-\u06FF]+)+/gu) ?? []);
    const text = read.document.text.replace(/\s+/gu, ' ');
    const wrong = phrases.filter((ph) => !text.includes(ph.replace(/\s+/gu, ' ')));
    if (wrong.length) arabic.failures.push(`${truth.id}: ${wrong.slice(0, 3).join(' | ')}`);
    else arabic.ok++;
  }
  for (const j of Object.keys(jobs)) {
    const a = await engine.analyzeCv({ cv: read, job: jobs[j]!, asOf: truth.asOf });
    scores[j]!.push(a.cvAnalysisScore);
    labels[j]!.push(truth.fit[j]!);
  }
  if (miss.length) problems.push(`${truth.id} [${read.document.method}]: ${miss.join('; ')}`);
}
await engine.close();

const pct = (x: number) => x.toFixed(3);
console.log(`CV evaluation: ${files.length} labelled CVs, engine ${engine.name}\n`);
console.log('field            precision  recall   F1');
for (const [name, c] of Object.entries(fields)) {
  const m = prf(c);
  console.log(`${name.padEnd(16)} ${pct(m.p).padStart(9)}  ${pct(m.r).padStart(6)}  ${pct(m.f1).padStart(5)}`);
}
console.log(`\nArabic text order (text-layer Arabic and mixed CVs): ${arabic.ok}/${arabic.checked} correct`);
for (const j of Object.keys(jobs))
  console.log(
    `Spearman rho, scores vs labelled fit, job "${jobs[j]!.title}": ${spearman(scores[j]!, labels[j]!).toFixed(3)}`,
  );
const goal = (ok: boolean) => (ok ? 'met' : 'NOT met');
const f = (k: string) => prf(fields[k]!);
console.log(
  `\nGoals: skills F1 >= 0.90 ${goal(f('skills').f1 >= 0.9)}; email and phone exact >= 0.98 ${goal(f('email').f1 >= 0.98 && f('phone').f1 >= 0.98)}; years within 1 >= 0.90 ${goal(f('years±1').f1 >= 0.9)}; Arabic order ${goal(arabic.ok === arabic.checked)}`,
);
if (values.verbose || arabic.failures.length)
  for (const line of [...arabic.failures]) console.log(`  arabic order: ${line}`);
if (values.verbose) for (const line of problems) console.log(`  ${line}`);
