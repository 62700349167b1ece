import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { SpeechToText } from '../port.ts';
import { encodeWav, resample } from '../audio/wav.ts';

const run = promisify(execFile);

export type PocketsphinxOptions = { binary?: string; timeoutMs?: number };

/**
 * Debian's pocketsphinx (0.8) with the pocketsphinx-en-us model, one process per utterance:
 * the candidate's speech arrives already cut by the VAD, so batch decoding is enough and keeps no
 * decoder state between answers. English only; Arabic answers go through the chat.
 */
export function pocketsphinxSpeechToText(options: PocketsphinxOptions = {}): SpeechToText {
  const binary = options.binary ?? 'pocketsphinx_continuous';
  return {
    supports: (language) => language === 'en',
    async transcribe(audio, language) {
      if (language !== 'en') return '';
      const dir = await mkdtemp(join(tmpdir(), 'tawzeef-stt-'));
      try {
        const file = join(dir, 'utterance.wav');
        await writeFile(file, encodeWav(resample(audio, 16_000)));
        const { stdout } = await run(binary, ['-infile', file, '-logfn', '/dev/null'], {
          timeout: options.timeoutMs ?? 60_000,
          maxBuffer: 1 << 20,
        });
        return normalizeHypothesis(stdout);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}

/** pocketsphinx prints one hypothesis line per segment; fillers like <sil> or [NOISE] are dropped. */
export function normalizeHypothesis(stdout: string): string {
  return stdout
    .split('\n')
    .map((line) => line.replace(/^\d+:\s*/u, '').trim())
    .filter((line) => line && !line.startsWith('INFO:') && !line.startsWith('READY'))
    .join(' ')
    .replace(/<[^>]*>|\[[^\]]*\]|\(\d+\)/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}
