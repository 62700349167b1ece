// Builds the held-out set modules/ai/eval/wide3/heldout: one PDF and one label (<id>.json) per CV.
// Usage: node build.mjs [--only id-prefix] [--out dir]
// The labels are computed from the same data the renderers draw (lib/core.mjs), never read back from the PDFs;
// the checks at the end only make sure the producer did not lose the page count, the phone or the e-mail.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import ar from './data/cvs-ar.mjs';
import en from './data/cvs-en.mjs';
import mixed from './data/cvs-mixed.mjs';
import { label, plain } from './lib/core.mjs';
import { buildModel } from './lib/model.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({ options: { only: { type: 'string' }, out: { type: 'string' } } });
const out = values.out ?? join(here, '..', 'heldout');
mkdirSync(out, { recursive: true });

const AS_OF = '2026-11-01';
process.env.SOURCE_DATE_EPOCH ??= '1793491200'; // 2026-11-01, for the producers that honour it

const renderers = {
  pdfmake: async (m, p) => (await import('./render/pdfmake.mjs')).renderPdfmake(m, p),
  jspdf: async (m, p) => (await import('./render/jspdf.mjs')).renderJspdf(m, p),
  libreoffice: async (m, p) => (await import('./render/libreoffice.mjs')).renderLibreOffice(m, p),
  wkhtmltopdf: async (m, p) => (await import('./render/wkhtmltopdf.mjs')).renderWkhtmltopdf(m, p),
  groff: async (m, p) => (await import('./render/groff.mjs')).renderGroff(m, p),
  borb: async (m, p) => {
    const plainModel = JSON.parse(JSON.stringify(m, (_, v) => (typeof v === 'string' ? plain(v) : v)));
    execFileSync(process.env.CV_PYTHON ?? 'python3', [join(here, 'render', 'borb_cv.py'), p], {
      input: JSON.stringify(plainModel),
      stdio: ['pipe', 'inherit', 'inherit'],
    });
  },
};

function check(cv, lab, pdfPath) {
  const problems = [];
  if (cv.phone) {
    const parsed = parsePhoneNumberFromString(cv.phone.shown.replace(/[\u202A-\u202E]/gu, ''), cv.country);
    if (!parsed || parsed.number !== cv.phone.e164 || !parsed.isValid())
      problems.push(
        `phone "${cv.phone.shown}" parses to ${parsed?.number} (valid ${parsed?.isValid()}), label ${cv.phone.e164}`,
      );
  }
  const pages = Number(/Pages:\s+(\d+)/u.exec(execFileSync('pdfinfo', [pdfPath], { encoding: 'utf8' }))[1]);
  if (pages !== lab.pages) problems.push(`${pages} pages, label ${lab.pages}`);
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', pdfPath, '-'], { encoding: 'utf8' });
  if (!text.toLowerCase().includes(cv.email.toLowerCase())) problems.push('e-mail not in the text layer');
  if (lab.skills.length < 4) problems.push(`only ${lab.skills.length} skills`);
  return problems;
}

const all = [...ar, ...mixed, ...en].filter((cv) => !values.only || cv.id.startsWith(values.only));
const ids = new Set();
let failed = 0;
for (const raw of all) {
  const cv = { asOf: AS_OF, ...raw };
  if (ids.has(cv.id)) throw new Error(`duplicate id ${cv.id}`);
  ids.add(cv.id);
  const model = buildModel(cv);
  const lab = label(cv, model);
  const pdfPath = join(out, `${cv.id}.pdf`);
  const t0 = Date.now();
  await renderers[cv.producer](model, pdfPath);
  writeFileSync(join(out, `${cv.id}.json`), `${JSON.stringify(lab, null, 2)}\n`);
  const problems = check(cv, lab, pdfPath);
  if (problems.length) failed++;
  console.log(
    `${cv.id} ${cv.producer} ${Date.now() - t0} ms${problems.length ? `  PROBLEMS: ${problems.join('; ')}` : ''}`,
  );
}
console.log(`${all.length} CVs written to ${out}${failed ? `, ${failed} with problems` : ''}`);
process.exit(failed ? 1 : 0);
