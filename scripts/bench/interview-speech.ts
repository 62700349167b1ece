// bench:interview's speech: which voices speak here, the recogniser, noise, the interview's questions.
import { execFileSync } from 'node:child_process';
import { createLocalAiEngine } from '@tawzeef/ai';
import {
  pocketsphinxLive,
  pocketsphinxSpeechToText,
  whisperLive,
  type Heard,
  type Pcm,
  type SpeechToText,
} from '@tawzeef/interview-agent';
import { python, sttChoice, settings } from './interview-options.ts';
import { type Voice, JOB } from './interview-voices.ts';

/** A voice espeak-ng cannot speak here is skipped (and said so). */
export function voiceAvailable(voice: string) {
  try {
    execFileSync('espeak-ng', ['-v', voice, '-q', '--stdout', 'test'], { stdio: ['ignore', 'pipe', 'pipe'] });
    return true;
  } catch {
    return false;
  }
}

export function speechToText(): SpeechToText {
  if (sttChoice === 'debian') return pocketsphinxSpeechToText();
  if (!python) throw new Error('INTERVIEW_AGENT_SPEECH_PYTHON is not set (source scripts/lib/env.sh)');
  if (sttChoice === 'whisper') return whisperLive({ python, settings, batch: pocketsphinxSpeechToText() });
  return pocketsphinxLive({ python, settings, batch: pocketsphinxSpeechToText() });
}

/** The recogniser with every piece it returns noted with the time, for the word error rate. */
export function noting(stt: SpeechToText, heard: (Heard & { at: number })[]): SpeechToText {
  const note = async (words: Promise<Heard>) => {
    const result = await words;
    heard.push({ at: Date.now(), ...result });
    return result;
  };
  return {
    supports: stt.supports,
    transcribe: (audio, language) => note(stt.transcribe(audio, language)),
    listen: stt.listen
      ? async (language, context) => {
          const live = await stt.listen!(language, context);
          return {
            expect: (question) => live.expect(question),
            begin: () => live.begin(),
            write: (audio) => live.write(audio),
            cancel: () => live.cancel(),
            peek: live.peek ? () => live.peek!() : undefined,
            end: (options) => note(live.end(options)),
            close: () => live.close(),
          };
        }
      : undefined,
  };
}

/** Background hiss of the given amplitude; the same for the same answer in every run (seeded by its text). */
export function withNoise(pcm: Pcm, noise: number, text: string): Pcm {
  if (!noise) return pcm;
  let seed = [...text].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16_777_619) >>> 0, 2_166_136_261);
  // mulberry32
  const random = () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const samples = pcm.samples.map((s) =>
    Math.max(-32768, Math.min(32767, s + Math.round((random() - 0.5) * 2 * noise))),
  );
  return { samples, sampleRate: pcm.sampleRate };
}

export async function questionsFor(voice: Voice, count: number) {
  const job = { ...JOB, interviewLanguage: voice.language === 'ar' ? ('arabic' as const) : ('english' as const) };
  const ai = createLocalAiEngine();
  const questions = (await ai.generateInterviewQuestions({ stage: 'FIRST', job, count })).questions;
  return { ai, job, questions };
}
