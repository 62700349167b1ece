// bash scripts/tsx modules/ai/eval/wide5/generate/build.ts
// Writes the wide5 development set (dev/): CVs drawn with pdfkit in layouts none of the wide sets used (a narrow
// left rail whose text pdfkit wraps itself, a start | end | position grid, a footer that carries the name) and the
// forms issue #15 still misses: phones wrapped or split in narrow rails, extensions, two numbers on a line, WhatsApp
// labels, local numbers whose country is only in the address; honorifics, capitals, letter-spaced names,
// "Last, First", the name on the title's line, names only in the e-mail or the footer, «أبو» and «بن»; year-only
// ranges, ends written as words, "Sept. 2019", Hijri beside Gregorian, internships and study that are not jobs.
// Labels come from the data that draws each CV, never from the reader.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { CASES } from './cases/all.ts';
import { draw, latin } from './draw-cv.ts';
import { AS_OF, years } from './years.ts';

const dir = join(new URL('..', import.meta.url).pathname, 'dev');

mkdirSync(dir, { recursive: true });
for (const f of readdirSync(dir)) if (/\.(pdf|json)$/u.test(f)) rmSync(join(dir, f));
let n = 0;
for (const [i, c] of CASES.entries()) {
  const parsed = parsePhoneNumberFromString(c.phone);
  if (!parsed?.isValid() || parsed.country !== c.country)
    throw new Error(`${c.key}: ${c.phone} is not a valid ${c.country} number`);
  const id = `y${String(i + 1).padStart(2, '0')}-${c.key}`;
  const pdf = await draw(c, i);
  writeFileSync(join(dir, `${id}.pdf`), pdf);
  const current = c.jobs.find((j) => j.end === 'now' && j.paid) ?? c.jobs.find((j) => j.paid)!;
  const truth = {
    id,
    language: c.language,
    layout: c.layout,
    generator: `pdfkit ${latin(i)[0]}`,
    scan: false,
    pages: 1,
    country: c.country,
    occupation: c.key.replace(/-(en|ar)-.*$/u, ''),
    asOf: AS_OF,
    firstName: [c.first],
    lastName: [c.last],
    middleName: c.middle ? [c.middle] : null,
    email: c.email,
    phone: c.phone,
    currentTitle: [current.title],
    years: years(c.jobs),
    educationLevel: c.education.level,
    skills: [...c.skills, ...(c.language === 'ar' ? ['العربية', 'الإنجليزية'] : ['English', 'Arabic'])],
    traps: c.traps,
    forms: c.forms,
  };
  writeFileSync(join(dir, `${id}.json`), `${JSON.stringify(truth, null, 2)}\n`);
  n++;
}
console.log(`dev: ${n} CVs in ${dir}`);
