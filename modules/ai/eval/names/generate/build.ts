// npx tsx modules/ai/eval/names/generate/build.ts
// Writes the names set: dev/ and heldout/ CVs (PDF by pdfkit) with labels from the data that drew them.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARABIC_FONTS, LATIN_FONTS, newDoc, save, type Fonts } from './draw.ts';
import { label, makeCv, type Language } from './cv.ts';
import type { Split } from './people.ts';
import { rng } from './rng.ts';
import { TEMPLATES } from './templates.ts';

const PER_SPLIT = 60;
const root = new URL('..', import.meta.url).pathname;

for (const split of ['dev', 'heldout'] as Split[]) {
  const dir = join(root, split);
  mkdirSync(dir, { recursive: true });
  for (const f of readdirSync(dir)) if (/\.(pdf|json)$/u.test(f)) rmSync(join(dir, f));
  const r = rng(split === 'dev' ? 1501 : 2903);
  for (let i = 1; i <= PER_SPLIT; i++) {
    const roll = r.next();
    const language: Language = roll < 0.55 ? 'en' : roll < 0.85 ? 'ar' : 'mixed';
    const cv = makeCv(r, split, i, language);
    // Job-board exports are the commonest way a CV reaches a recruiter here: twice as likely.
    const template = r.pick(
      TEMPLATES.filter((t) => t.languages.includes(language) && (split === 'heldout' || !t.heldoutOnly)).flatMap((t) =>
        t.name === 'jobsite' ? [t, t] : [t],
      ),
    );
    const fonts = {} as Fonts;
    const latin = r.pick(LATIN_FONTS);
    const doc = newDoc(fonts, latin, r.pick(ARABIC_FONTS));
    let pages = 1;
    doc.on('pageAdded', () => pages++);
    const traps: string[] = [];
    template.draw({ doc, f: fonts, cv, rng: r, traps });
    const pdf = await save(doc);
    const id = `${cv.id}-${language}-${template.name}`;
    cv.id = id;
    writeFileSync(join(dir, `${id}.pdf`), pdf);
    const truth = label(cv, { layout: template.name, generator: `pdfkit ${latin[0]}`, pages, traps });
    writeFileSync(join(dir, `${id}.json`), `${JSON.stringify(truth, null, 2)}\n`);
  }
  console.log(`${split}: ${PER_SPLIT} CVs in ${dir}`);
}
