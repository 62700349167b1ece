/**
 * bench:interview: a candidate made of code takes the AI interview in a real LiveKit room, answering aloud from
 * recorded answers (espeak-ng voices and variants, the Klatt synthesiser among them, at several speeds, some with
 * background noise, English and Arabic; Debian's MBROLA voices are not in the reachable archive). Prints the word error rate per voice, the turn latency (end of the answer to the first sound
 * of the interviewer's voice, and to its "speaking" state) p50/p95, the time to the first question and the outcome
 * the answers would get, with the machine's load average beside each run. The "held-out" voices and answers are
 * never tuned on.
 *
 *   npm run bench:interview                        all voices, in a room
 *   npm run bench:interview -- --only tune         or held-out
 *   npm run bench:interview -- --offline           no room: the answers go straight to the recogniser (WER only)
 *   npm run bench:interview -- --stt whisper       the recogniser: whisper, live (pocketsphinx 5) or
 *                                                  debian (pocketsphinx_continuous per utterance, the old path)
 *   npm run bench:interview -- --settings '{"model":"tiny.en"}'   the recogniser's settings (whisper_worker.py)
 *   npm run bench:interview -- --agent '{"speculateMs":0}'        the agent's options over the API's defaults
 * Needs LiveKit (scripts/start), espeak-ng, pocketsphinx (INTERVIEW_AGENT_SPEECH_PYTHON from scripts/lib/env.sh for
 * the live recogniser); LIVEKIT_URL/KEY/SECRET as the API uses them.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { only, offline, sttChoice, settings, agentOptions } from './interview-options.ts';
import { type Voice, VOICES } from './interview-voices.ts';
import { pct, load } from './interview-measure.ts';
import { voiceAvailable } from './interview-speech.ts';
import { runOffline } from './interview-offline.ts';
import { run } from './interview-room.ts';

const f = (n: number, d = 2) => (Number.isFinite(n) ? n.toFixed(d) : 'n/a');
const dir = await mkdtemp(join(tmpdir(), 'bench-interview-'));
console.log(
  `recogniser: ${sttChoice}${Object.keys(settings).length ? ` ${JSON.stringify(settings)}` : ''}${Object.keys(agentOptions).length ? `; agent ${JSON.stringify(agentOptions)}` : ''}; ${offline ? 'offline (no room)' : 'in a LiveKit room'}; load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
type Row = Awaited<ReturnType<typeof run>> & { voice: Voice; loadBefore: string; loadAfter: string };
const rows: Row[] = [];
try {
  for (const voice of VOICES.filter((v) => !only || v.set === only)) {
    if (offline && voice.language !== 'en') continue;
    if (!voiceAvailable(voice.voice)) {
      console.log(`${voice.id}: voice not installed, skipped`);
      continue;
    }
    process.stdout.write(`${voice.id} (${voice.set})... `);
    const loadBefore = load();
    if (offline) {
      const r = await runOffline(voice);
      console.log(
        `WER ${f(r.errors / r.total)} (${r.errors}/${r.total}), decode p50 ${r.decodeMs} ms, p95 ${r.decodeP95} ms, load ${loadBefore}-${load()}`,
      );
      rows.push({
        voice,
        loadBefore,
        loadAfter: load(),
        ...r,
        voiceLatencies: [],
        timings: [],
        stateLatencies: [],
        firstLine: NaN,
        firstQuestion: NaN,
        outcome: '',
        understood: 0,
        answered: 0,
      });
      continue;
    }
    const r = await run(voice, dir);
    rows.push({ voice, loadBefore, loadAfter: load(), ...r });
    console.log(`done: ${r.answered} answers, ${r.understood} understood, ${r.outcome}`);
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}

/** PASS or FAIL, or n/a for a measure this run did not take. */
const verdict = (ok: boolean, measured = true) => (measured ? (ok ? 'PASS' : 'FAIL') : 'n/a');
/** Word errors over words, across voices; n/a (NaN) for a part that was not run. */
const weighted = (list: Row[]) => list.reduce((s, r) => s + r.errors, 0) / list.reduce((s, r) => s + r.total, 0);
const english = rows.filter((r) => r.voice.language === 'en');
if (!offline) {
  console.log(
    '\nvoice                     set       WER    voice p50  p95     state p50  first line  first question  load      outcome',
  );
  for (const r of rows)
    console.log(
      `${r.voice.id.padEnd(25)} ${r.voice.set.padEnd(9)} ${(r.voice.language === 'en' ? f(r.errors / r.total) : 'n/a').padEnd(6)} ${`${f(pct(r.voiceLatencies, 0.5))} s`.padEnd(10)} ${`${f(pct(r.voiceLatencies, 0.95))} s`.padEnd(7)} ${`${f(pct(r.stateLatencies, 0.5))} s`.padEnd(10)} ${`${f(r.firstLine, 1)} s`.padEnd(11)} ${`${f(r.firstQuestion, 1)} s`.padEnd(15)} ${`${r.loadBefore}-${r.loadAfter}`.padEnd(9)} ${r.outcome} (${r.understood}/${r.answered} understood)`,
    );
  const all = rows.flatMap((r) => r.voiceLatencies);
  const state = rows.flatMap((r) => r.stateLatencies);
  console.log(
    `\nturn latency (end of answer to the interviewer's voice) p50 ${f(pct(all, 0.5))} s, p95 ${f(pct(all, 0.95))} s over ${all.length} turns (goal p50 <= 1.5 s: ${verdict(pct(all, 0.5) <= 1.5, all.length > 0)}); to "speaking" p50 ${f(pct(state, 0.5))} s`,
  );
  const parts = rows.flatMap((r) => r.timings);
  const stage = (key: 'pauseMs' | 'decodeWaitMs' | 'replyMs') => {
    const seconds = parts.map((t) => t[key] / 1000);
    return `${f(pct(seconds, 0.5))}/${f(pct(seconds, 0.95))} s`;
  };
  console.log(
    `inside the agent, p50/p95: the pause that ended the turn ${stage('pauseMs')}, then waiting for the words ${stage('decodeWaitMs')}, then to the reply's first sound ${stage('replyMs')}; words from the decoding started in the pause in ${parts.filter((t) => t.speculated).length} of ${parts.length} turns`,
  );
  const firstQuestions = rows.filter((r) => r.voice.language === 'en').map((r) => r.firstQuestion);
  console.log(
    `first question after joining: ${firstQuestions.map((x) => f(x, 1)).join(', ')} s (goal <= 10 s: ${verdict(
      firstQuestions.every((x) => x <= 10),
      firstQuestions.length > 0,
    )})`,
  );
  const rejects = rows.filter((r) => r.outcome.startsWith('REJECT') && r.understood < r.answered).length;
  console.log(`REJECTs with answers under the confidence threshold: ${rejects} (goal 0: ${verdict(rejects === 0)})`);
  const arabic = rows.filter((r) => r.voice.language === 'ar');
  console.log(
    `Arabic: first line (the notice to type) after ${arabic.length ? `${arabic.map((r) => f(r.firstLine, 1)).join(', ')} s` : 'n/a (no Arabic voice run)'} (goal within 10 s: ${verdict(
      arabic.every((r) => r.firstLine <= 10),
      arabic.length > 0,
    )})`,
  );
}
console.log(`tune English WER ${f(weighted(english.filter((r) => r.voice.set === 'tune')))}`);
for (const part of ['held-out', 'held-out-b'] as const) {
  const rate = weighted(english.filter((r) => r.voice.set === part));
  console.log(`${part} English WER ${f(rate)} (goal <= 0.30: ${verdict(rate <= 0.3, Number.isFinite(rate))})`);
}
console.log(
  `load average at the end ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
process.exit(0);
