import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Heard, SpeechToText } from '../port.ts';
import { encodeWav, resample } from '../audio/wav.ts';

const run = promisify(execFile);

export type PocketsphinxOptions = { binary?: string; timeoutMs?: number };

/**
 * Debian's pocketsphinx (0.8) with the pocketsphinx-en-us model, one process per utterance:
 * the candidate's speech arrives already cut by the VAD, so batch decoding is enough and keeps no
 * decoder state between answers. `-time yes` prints each word with its posterior probability, which
 * is the answer's confidence. English only; Arabic answers go through the chat.
 */
export function pocketsphinxSpeechToText(options: PocketsphinxOptions = {}): SpeechToText {
  const binary = options.binary ?? 'pocketsphinx_continuous';
  return {
    supports: (language) => language === 'en',
    async transcribe(audio, language) {
      if (language !== 'en') return { text: '', confidence: 0 };
      const dir = await mkdtemp(join(tmpdir(), 'tawzeef-stt-'));
      try {
        const file = join(dir, 'utterance.wav');
        await writeFile(file, encodeWav(resample(audio, 16_000)));
        const { stdout } = await run(binary, ['-infile', file, '-time', 'yes', '-logfn', '/dev/null'], {
          timeout: options.timeoutMs ?? 60_000,
          maxBuffer: 1 << 20,
        });
        return parseTimedOutput(stdout);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}

const WORD_LINE = /^(\S+)\s+\d+(?:\.\d+)?\s+\d+(?:\.\d+)?\s+(\d(?:\.\d+)?(?:e-?\d+)?)$/u;
const FILLER = /^(?:<[^>]*>|\[[^\]]*\]|\+\+.*\+\+)$/u;

/**
 * `-time yes` output: per segment a hypothesis line, then one "word start end posterior" line per word.
 * The text is the real words (fillers like <sil> or [NOISE] dropped, "(2)" variants folded); the
 * confidence is their mean posterior, 0 when no word was heard.
 */
export function parseTimedOutput(stdout: string): Heard {
  const words: { word: string; p: number }[] = [];
  for (const raw of stdout.split('\n')) {
    const match = WORD_LINE.exec(raw.trim());
    if (!match) continue;
    const word = match[1]!.replace(/\(\d+\)$/u, '');
    if (FILLER.test(word)) continue;
    words.push({ word, p: Math.min(1, Math.max(0, Number(match[2]))) });
  }
  if (!words.length) return { text: normalizeHypothesis(stdout), confidence: 0 };
  const confidence = words.reduce((sum, w) => sum + w.p, 0) / words.length;
  return { text: words.map((w) => w.word).join(' '), confidence: Math.round(confidence * 1000) / 1000 };
}

/** pocketsphinx prints one hypothesis line per segment; fillers like <sil> or [NOISE] are dropped. */
export function normalizeHypothesis(stdout: string): string {
  return stdout
    .split('\n')
    .map((line) => line.replace(/^\d+:\s*/u, '').trim())
    .filter((line) => line && !line.startsWith('INFO:') && !line.startsWith('READY') && !WORD_LINE.test(line))
    .join(' ')
    .replace(/<[^>]*>|\[[^\]]*\]|\(\d+\)/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}
