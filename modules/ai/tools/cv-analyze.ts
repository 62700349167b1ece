// npm run -s cv:analyze -- <cv.pdf> [--job <job.json>] [--engine local|openai] [--as-of YYYY-MM-DD] [--country JO]
// Prints the profile, and the analysis when a job is given, as JSON on stdout.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createAiEngine, JobContext } from '../index.ts';

function fail(message: string, code = 2): never {
  process.stderr.write(`cv:analyze: ${message}\n`);
  process.exit(code);
}

const nodeMajor = Number(process.versions.node.split('.')[0]);
if (nodeMajor < 22)
  fail(
    `Node ${process.versions.node} is too old: the PDF reader needs Node 22 or newer. Run it as \`npm run -s cv:analyze -- <cv.pdf>\`, which uses the project's Node, or put Node 22+ first on PATH.`,
  );

let args;
try {
  args = parseArgs({
    allowPositionals: true,
    options: {
      job: { type: 'string' },
      engine: { type: 'string', default: 'local' },
      'as-of': { type: 'string' },
      country: { type: 'string' },
    },
  });
} catch (err) {
  fail((err as Error).message);
}
const [file, ...rest] = args.positionals;
if (!file || rest.length)
  fail('usage: cv:analyze <cv.pdf> [--job <job.json>] [--engine local|openai] [--as-of YYYY-MM-DD] [--country XX]');
const { engine: engineName, job: jobFile } = args.values;
if (engineName !== 'local' && engineName !== 'openai') fail(`unknown engine "${engineName}"; use local or openai`);
if (engineName === 'openai' && !process.env.OPENAI_API_KEY)
  fail('--engine openai needs OPENAI_API_KEY (and optionally OPENAI_BASE_URL, OPENAI_MODEL)');
const asOf = args.values['as-of'];
if (asOf !== undefined && !/^\d{4}-\d{2}-\d{2}$/u.test(asOf)) fail('--as-of must be YYYY-MM-DD');

let pdf: Uint8Array;
try {
  pdf = new Uint8Array(readFileSync(file));
} catch (err) {
  fail(`cannot read ${file}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
}
let job: JobContext | undefined;
if (jobFile) {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(jobFile, 'utf8'));
  } catch (err) {
    fail(`cannot read job ${jobFile}: ${(err as Error).message}`);
  }
  const parsed = JobContext.safeParse(raw);
  if (!parsed.success)
    fail(
      `job ${jobFile} is not valid: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'} ${i.message}`).join('; ')}`,
    );
  job = parsed.data;
}

const { PATH, TESSDATA_PREFIX } = process.env;
const engine = createAiEngine(engineName === 'openai' ? process.env : { PATH, TESSDATA_PREFIX });
try {
  const read = await engine.readCv({
    pdf,
    ...(asOf ? { asOf } : {}),
    ...(args.values.country ? { defaultCountry: args.values.country } : {}),
  });
  if (read.status === 'failed') {
    process.stdout.write(`${JSON.stringify(read, null, 2)}\n`);
    fail(`${read.error.code}: ${read.error.message}`, 1);
  }
  const analysis = job ? await engine.analyzeCv({ cv: read, job, ...(asOf ? { asOf } : {}) }) : undefined;
  process.stdout.write(
    `${JSON.stringify({ document: read.document, profile: read.profile, provenance: read.provenance, ...(analysis ? { analysis } : {}) }, null, 2)}\n`,
  );
} catch (err) {
  await engine.close();
  fail(`could not read or analyse ${file}: ${(err as Error).message}`, 1);
} finally {
  await engine.close();
}
