import { spawn } from 'node:child_process';
import type { Language, Pcm, TextToSpeech } from '../port.ts';
import { decodeWav } from '../audio/wav.ts';

export type EspeakOptions = { binary?: string; wordsPerMinute?: number; voices?: Partial<Record<Language, string>> };

/** Debian's espeak-ng, writing a WAV to stdout (22.05 kHz mono); works offline, English and Arabic. */
export function espeakTextToSpeech(options: EspeakOptions = {}): TextToSpeech {
  const binary = options.binary ?? 'espeak-ng';
  const voices = { en: 'en-us', ar: 'ar', ...options.voices };
  return {
    synthesize: (text, language) =>
      new Promise<Pcm>((resolve, reject) => {
        const child = spawn(binary, ['-v', voices[language], '-s', String(options.wordsPerMinute ?? 160), '--stdout'], {
          stdio: ['pipe', 'pipe', 'pipe'],
        });
        const out: Buffer[] = [];
        const err: Buffer[] = [];
        child.stdout.on('data', (b: Buffer) => out.push(b));
        child.stderr.on('data', (b: Buffer) => err.push(b));
        child.on('error', reject);
        child.on('close', (code) => {
          if (code !== 0) return reject(new Error(`espeak-ng exited ${code}: ${Buffer.concat(err).toString()}`));
          try {
            resolve(decodeWav(Buffer.concat(out)));
          } catch (error) {
            reject(error as Error);
          }
        });
        // The text goes in on stdin, so nothing it contains is read as an option.
        child.stdin.end(text);
      }),
  };
}
