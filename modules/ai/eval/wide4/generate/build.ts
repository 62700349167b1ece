// Builds modules/ai/eval/wide4/dev: CVs written as HTML/CSS and printed to PDF by Chromium (playwright-core), with
// their labels. Seeded: the same CVs on every run. Usage: CHROMIUM=<chromium binary> bash scripts/tsx
// modules/ai/eval/wide4/generate/build.ts (see ../README.md). Labels come from the data below, never from the reader.
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { SPECS } from './specs/all.ts';
import { build } from './cv.ts';

// --- main -----------------------------------------------------------------------------------------------------------
const out = new URL('../dev/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? 'chromium' });
const page = await browser.newPage();
for (const [i, spec] of SPECS.entries()) {
  const cv = build(spec, i);
  await page.setContent(cv.html, { waitUntil: 'load' });
  const printed = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
  // The print time is the only thing that differs between runs: fix it (same length, so the offsets hold).
  const pdf = Buffer.from(
    printed.toString('latin1').replace(/\/(CreationDate|ModDate) \(D:\d{14}/gu, '/$1 (D:20261101000000'),
    'latin1',
  );
  const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/gu) ?? []).length;
  cv.label.pages = pages;
  writeFileSync(`${out}${cv.id}.pdf`, pdf);
  writeFileSync(`${out}${cv.id}.json`, JSON.stringify(cv.label, null, 2) + '\n');
}
await browser.close();
console.log(`wrote ${SPECS.length} CVs to modules/ai/eval/wide4/dev`);
