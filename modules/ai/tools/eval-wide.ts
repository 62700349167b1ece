// The wide CV sets (modules/ai/eval/wide/{dev,heldout}): CVs made by other PDF producers, layouts, occupations and
// countries than the code was written against. Prints per-field precision/recall/F1, crashes and the read+analyse
// time; these are measurements, so the process fails only below the figures given with --min.
// Per-CV details (--verbose) are printed for wide/dev only: nobody writing rules reads heldout's details.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { type AiEngine, JobContext, type ReadCvResult } from '../index.ts';
import {
  type Accepted,
  scoreOptional,
  sameName,
  accepted,
  sameTitle,
  scoreSkills,
  prf,
  percentile,
} from './metrics.ts';
import {
  type WideTruth,
  tally,
  type Tally,
  type Field,
  SINGLE,
  scored,
  skillKey,
  FIELDS,
  GOALS,
} from './eval-wide-fields.ts';

export async function evaluateWide(
  engine: AiEngine,
  set: string,
  opts: { verbose: boolean; min?: string | undefined },
): Promise<boolean> {
  const dir = new URL(`../eval/${set}/`, import.meta.url).pathname;
  if (!existsSync(dir)) throw new Error(`no evaluation set at modules/ai/eval/${set}`);
  const details = opts.verbose && !/heldout/u.test(set);
  const job = JobContext.parse(
    JSON.parse(readFileSync(new URL('../eval/jobs/accountant.json', import.meta.url), 'utf8')),
  );
  const truths = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as WideTruth);

  const all = tally();
  const slices = new Map<string, Tally>();
  const slice = (name: string) => slices.get(name) ?? slices.set(name, tally()).get(name)!;
  const crashes: string[] = [];
  const problems: string[] = [];
  const times: number[] = [];

  // One untimed read first, so that start-up (worker thread, taxonomy load) is not counted as a CV's time.
  if (truths[0]) {
    await engine
      .readCv({ pdf: new Uint8Array(readFileSync(join(dir, `${truths[0].id}.pdf`))), asOf: truths[0].asOf })
      .catch(() => undefined);
  }

  for (const truth of truths) {
    const pdf = new Uint8Array(readFileSync(join(dir, `${truth.id}.pdf`)));
    const groups = [all, slice(`language ${truth.language}`), slice(`layout ${truth.layout}`)];
    groups.push(slice(`producer ${truth.generator}`));
    const record = (field: Field, ok: boolean) => {
      for (const g of groups) {
        g.n[field]++;
        if (ok) g.right[field]++;
      }
    };
    let read: ReadCvResult | undefined;
    let failure = '';
    const t0 = performance.now();
    try {
      read = await engine.readCv({ pdf, asOf: truth.asOf });
      if (read.status === 'failed') failure = `${read.error.code} ${read.error.message}`;
      else await engine.analyzeCv({ cv: read, job, asOf: truth.asOf });
    } catch (e) {
      failure = `threw ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`;
    }
    const ms = performance.now() - t0;
    if (failure || !read || read.status !== 'read') {
      crashes.push(`${truth.id}: ${failure}`);
      for (const g of groups) {
        for (const f of SINGLE) {
          if (!scored(truth, f)) continue;
          g.fields[f].fn++;
          g.n[f]++;
        }
        const fs: Field[] = truth.language === 'ar' ? ['skills', 'skills (Arabic CVs)'] : ['skills'];
        for (const f of truth.skills ? fs : []) {
          g.fields[f].fn += truth.skills!.length;
          g.n[f]++;
        }
      }
      continue;
    }
    if (!truth.scan && read.document.method === 'text') times.push(ms);
    const p = read.profile;
    const miss: string[] = [];
    const single = (
      field: Field,
      predicted: string | undefined,
      want: Accepted | null,
      same: (p: string, t: Accepted) => boolean,
    ) => {
      if (!scored(truth, field)) return;
      let ok = false;
      for (const g of groups) ok = scoreOptional(g.fields[field], predicted, want, same);
      record(field, ok);
      if (!ok) miss.push(`${field} "${predicted ?? ''}" want "${want === null ? '' : String(want)}"`);
    };
    const exact = (a: string, t: Accepted) => (Array.isArray(t) ? t : [t]).includes(a);
    single('phone', p.phones[0], truth.phone, exact);
    single('email', p.emails[0]?.toLowerCase(), truth.email.toLowerCase(), exact);
    single(
      'years±1',
      String(p.totalExperienceYears),
      String(truth.years ?? ''),
      (a, t) => Math.abs(Number(a) - Number(t)) <= 1,
    );
    single('firstName', p.firstName, truth.firstName, sameName);
    single('lastName', p.lastName, truth.lastName, sameName);
    // Informative: how many last names are only "wrong" by carrying the middle (father's) names along.
    const withMiddle = accepted(truth.lastName).flatMap((l) => [
      l,
      ...accepted(truth.middleName).map((m) => `${m} ${l}`),
    ]);
    single('lastName or middle+last', p.lastName, withMiddle, sameName);
    single(
      'educationLevel',
      p.educationLevel === 'NONE' ? undefined : p.educationLevel,
      truth.educationLevel === 'NONE' ? null : (truth.educationLevel ?? null),
      exact,
    );
    single('currentTitle', p.currentJobTitle || undefined, truth.currentTitle, sameTitle);
    const names = p.skills.map((s) => s.name);
    const fs: Field[] = truth.language === 'ar' ? ['skills', 'skills (Arabic CVs)'] : ['skills'];
    let diff = { extra: [] as string[], missing: [] as string[] };
    for (const g of groups)
      for (const f of truth.skills ? fs : []) {
        diff = scoreSkills(g.fields[f], names, truth.skills!, skillKey);
        g.n[f]++;
      }
    if (diff.extra.length || diff.missing.length)
      miss.push(`skills +[${diff.extra.join(', ')}] -[${diff.missing.join(', ')}]`);
    if (miss.length) problems.push(`${truth.id} [${read.document.method}]: ${miss.join('; ')}`);
  }

  const pct = (x: number) => x.toFixed(3);
  const lang = (l: string) => truths.filter((t) => t.language === l).length;
  console.log(
    `CV evaluation: ${set}, ${truths.length} labelled CVs (en ${lang('en')}, ar ${lang('ar')}, mixed ${lang('mixed')}; ` +
      `${truths.filter((t) => t.scan).length} scans), engine ${engine.name}\n`,
  );
  console.log('field                    precision  recall     F1   correct');
  for (const f of FIELDS) {
    if (all.n[f] === 0) {
      console.log(`${f.padEnd(24)} (not labelled in this set)`);
      continue;
    }
    const m = prf(all.fields[f]);
    const right = SINGLE.includes(f) ? `${all.right[f]}/${all.n[f]}` : '';
    console.log(
      `${f.padEnd(24)} ${pct(m.p).padStart(9)}  ${pct(m.r).padStart(6)}  ${pct(m.f1).padStart(5)}  ${right.padStart(8)}`,
    );
  }
  console.log(`\nCrashes (failed or threw): ${crashes.length}`);
  for (const c of crashes) console.log(`  ${c}`);
  const p50 = percentile(times, 0.5);
  const p95 = percentile(times, 0.95);
  console.log(
    `Read+analyse time, text CVs (n=${times.length}, scans and OCR'd CVs excluded): p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms`,
  );

  console.log('\nBy slice: CVs, skills F1, years±1, phone, first name, last name (share correct)');
  for (const [name, t] of [...slices].sort((a, b) => a[0].localeCompare(b[0]))) {
    const share = (f: Field) => (t.n[f] ? (t.right[f] / t.n[f]).toFixed(2) : '  - ');
    console.log(
      `  ${name.padEnd(26)} ${String(t.n.phone).padStart(3)}  ${pct(prf(t.fields.skills).f1)}  ${share('years±1')}  ${share('phone')}  ${share('firstName')}  ${share('lastName')}`,
    );
  }
  if (details) for (const line of problems) console.log(`  ${line}`);
  else if (opts.verbose) console.log('\n(per-CV details are not printed for a held-out set)');

  if (!opts.min) return true;
  const wanted: Record<string, number> =
    opts.min === 'goals'
      ? (GOALS as Record<string, number>)
      : Object.fromEntries(
          opts.min.split(',').map((kv) => {
            const [k, v] = kv.split('=');
            return [k!.trim(), Number(v)];
          }),
        );
  const failed: string[] = [];
  for (const [k, v] of Object.entries(wanted)) {
    if (k === 'crashes') {
      if (crashes.length > v) failed.push(`crashes ${crashes.length} > ${v}`);
    } else if (k === 'p95ms') {
      if (p95 > v) failed.push(`p95 ${p95.toFixed(0)} ms > ${v}`);
    } else if ((FIELDS as readonly string[]).includes(k)) {
      const f1 = prf(all.fields[k as Field]).f1;
      if (f1 < v) failed.push(`${k} F1 ${pct(f1)} < ${v}`);
    } else throw new Error(`--min: unknown field "${k}" (fields: ${FIELDS.join(', ')}, crashes, p95ms)`);
  }
  console.log(failed.length ? `\nBelow --min: ${failed.join('; ')}` : '\nAll --min figures met');
  return failed.length === 0;
}
