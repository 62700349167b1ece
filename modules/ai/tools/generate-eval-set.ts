// Rebuilds the labelled evaluation set: HTML sources, ground truth and PDFs (Chromium print-to-PDF,
// LibreOffice for a few, and image-only "scans"). The generated files are committed, so evaluation
// never needs Chromium or LibreOffice. Usage: tsx modules/ai/tools/generate-eval-set.ts
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { format, resolveConfig } from 'prettier';
import { renderCv } from './eval-set/html.ts';
import { AS_OF, personas, trueYears } from './eval-set/personas.ts';

const OUT = new URL('../eval/cvs/', import.meta.url).pathname;
// Sources are kept in the repository's own format, and the PDFs are printed from exactly those sources.
const prettier = { ...(await resolveConfig(OUT)), parser: 'html' as const };
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const soffice = ['soffice', 'libreoffice'].find((c) => {
  try {
    execFileSync('which', [c], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
});

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
const page = await browser.newPage();
const tmp = mkdtempSync(join(tmpdir(), 'tawzeef-eval-'));
const printPdf = async (html: string) => {
  await page.setContent(html, { waitUntil: 'load' });
  return page.pdf({
    format: 'A4',
    printBackground: true,
    margin: { top: '14mm', bottom: '14mm', left: '14mm', right: '14mm' },
  });
};

for (const p of personas()) {
  const html = await format(renderCv(p), prettier);
  writeFileSync(join(OUT, `${p.id}.html`), html);
  let generator = 'chromium';
  let pdf: Uint8Array = await printPdf(html);
  if (p.layout === 'scan') {
    writeFileSync(join(tmp, 'src.pdf'), pdf);
    execFileSync('pdftoppm', [
      '-f',
      '1',
      '-l',
      '1',
      '-r',
      '150',
      '-gray',
      '-png',
      join(tmp, 'src.pdf'),
      join(tmp, 'scan'),
    ]);
    const png = readFileSync(join(tmp, 'scan-1.png')).toString('base64');
    pdf = await printPdf(
      `<html><body style="margin:0"><img style="width:100%;transform:rotate(0.5deg)" src="data:image/png;base64,${png}"></body></html>`,
    );
    generator = 'chromium+pdftoppm (image only)';
  } else if (p.layout === 'libreoffice' && soffice) {
    writeFileSync(join(tmp, `${p.id}.html`), html);
    execFileSync(
      soffice,
      ['--headless', '--convert-to', 'pdf:writer_web_pdf_Export', '--outdir', tmp, join(tmp, `${p.id}.html`)],
      { stdio: 'ignore', timeout: 120_000 },
    );
    if (existsSync(join(tmp, `${p.id}.pdf`))) {
      pdf = readFileSync(join(tmp, `${p.id}.pdf`));
      generator = 'libreoffice';
    }
  }
  writeFileSync(join(OUT, `${p.id}.pdf`), pdf);
  const current = p.roles
    .filter((r) => !r.freelance)
    .reduce((a, b) => ((a.end ? a.end[0] * 12 + a.end[1] : 1e9) >= (b.end ? b.end[0] * 12 + b.end[1] : 1e9) ? a : b));
  const truth = {
    id: p.id,
    language: p.lang,
    layout: p.layout,
    generator,
    asOf: AS_OF,
    firstName: p.lang === 'en' ? p.first.en : p.first.ar,
    email: p.email,
    phone: p.phoneE164,
    currentTitle: p.lang === 'ar' ? current.titleAr : current.titleEn,
    years: trueYears(p),
    educationLevel: p.education.level,
    skills: [...new Set([...p.skills, ...(p.family.degreeSkills ?? []), 'Arabic', 'English'])].sort(),
    fit: { backend: p.family.fit.backend[p.junior ? 0 : 1], accountant: p.family.fit.accountant[p.junior ? 0 : 1] },
  };
  writeFileSync(join(OUT, `${p.id}.json`), await format(JSON.stringify(truth), { ...prettier, parser: 'json' }));
  console.log(`${p.id}  ${generator}  ${pdf.byteLength} bytes`);
}
// The benchmark's two-page text CV: the first persona with a long career and fuller role descriptions.
const [first] = personas(1);
const long = {
  ...first!,
  family: {
    ...first!.family,
    bulletsEn: [
      ...first!.family.bulletsEn,
      'Owned the on-call rotation and the incident reviews',
      'Wrote the team guide to API design and code review',
    ],
  },
  roles: Array.from({ length: 7 }, (_, k) => ({
    ...first!.roles[0]!,
    companyEn: ['Zain', 'Aramex', 'Careem', 'Talabat', 'Arab Bank', 'Estarta', 'Orange Jordan'][k]!,
    start: [2023 - 3 * k, 1] as [number, number],
    end: k === 0 ? null : ([2025 - 3 * k, 12] as [number, number]),
  })),
};
const benchPdf = await printPdf(renderCv(long).replace(/<li>/gu, '<li style="margin-bottom:3pt">'));
writeFileSync(new URL('../eval/bench-two-page.pdf', import.meta.url), benchPdf);
console.log(`bench-two-page.pdf  ${benchPdf.byteLength} bytes`);
await browser.close();
rmSync(tmp, { recursive: true, force: true });
