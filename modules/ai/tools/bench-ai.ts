// npm run bench:ai: CV reading and analysis time per document, p50 and p95, for a two-page text
// PDF and a scanned one, on a warm local engine. Goal for text PDFs: p95 <= 300 ms.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createAiEngine, JobContext } from '../index.ts';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '40' }, 'scan-runs': { type: 'string', default: '5' } },
});
const { PATH, TESSDATA_PREFIX } = process.env;
const engine = createAiEngine({ PATH, TESSDATA_PREFIX });
const job = JobContext.parse(JSON.parse(readFileSync(new URL('../eval/jobs/backend.json', import.meta.url), 'utf8')));

async function measure(name: string, pdf: Uint8Array, runs: number) {
  const times: number[] = [];
  let pages = 0;
  let method = '';
  for (let i = 0; i <= runs; i++) {
    const started = performance.now();
    const read = await engine.readCv({ pdf, asOf: '2025-06-01' });
    if (read.status !== 'read') throw new Error(`${name}: ${read.error.message}`);
    await engine.analyzeCv({ cv: read, job });
    if (i > 0) times.push(performance.now() - started);
    pages = read.document.pages;
    method = read.document.method;
  }
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!;
  console.log(
    `${name.padEnd(22)} ${String(pages).padStart(5)} ${method.padEnd(6)} ${String(runs).padStart(5)} ${q(50).toFixed(0).padStart(8)} ${q(95).toFixed(0).padStart(8)}`,
  );
  return q(95);
}

console.log('document               pages method  runs  p50 ms   p95 ms   (read + analyse, warm engine)');
const text = await measure(
  'two-page text PDF',
  new Uint8Array(readFileSync(new URL('../eval/bench-two-page.pdf', import.meta.url))),
  Number(values.runs),
);
await measure(
  'scanned (1 page, OCR)',
  new Uint8Array(readFileSync(new URL('../eval/cvs/cv-31-data-en-scan.pdf', import.meta.url))),
  Number(values['scan-runs']),
);
console.log(`\nGoal for text PDFs, p95 <= 300 ms: ${text <= 300 ? 'met' : 'NOT met'}`);
await engine.close();
