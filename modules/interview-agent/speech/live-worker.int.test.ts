import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resample } from '../audio/wav.ts';
import type { LiveRecognizer, Pcm } from '../port.ts';
import { espeakTextToSpeech } from './espeak.ts';
import { pocketsphinxLive, whisperLive } from './live-worker.ts';

/**
 * The speech venv's recognisers (scripts/lib/ai-tools.sh) on espeak-ng's voice, fed in 20 ms pieces as the room
 * feeds them: the words of an answer about the job's skills come back with a confidence; noise does not count.
 */
const python = process.env.INTERVIEW_AGENT_SPEECH_PYTHON ?? '';
const context = {
  texts: ['Backend Engineer', 'Build payment APIs.'],
  terms: ['Node.js', 'TypeScript', 'PostgreSQL', 'Docker', 'AWS'],
};
const tts = espeakTextToSpeech({ wordsPerMinute: 150 });

async function say(recognizer: LiveRecognizer, pcm: Pcm) {
  const audio = resample(pcm, 16_000);
  recognizer.begin();
  for (let at = 0; at < audio.samples.length; at += 320)
    recognizer.write({ samples: audio.samples.slice(at, at + 320), sampleRate: 16_000 });
  return recognizer.end();
}

describe.skipIf(!existsSync(python))('the live recognisers', () => {
  it('Whisper hears an answer, biased to the job, with a confidence; noise is not counted as words', async () => {
    const recognizer = await whisperLive({ python }).listen!('en', context);
    try {
      recognizer.expect('Which technologies have you used?');
      const answer = await tts.synthesize('I built web services with Docker and TypeScript for three years.', 'en');
      const heard = await say(recognizer, answer);
      expect(heard.text.toLowerCase()).toMatch(/docker/u);
      expect(heard.text.toLowerCase()).toMatch(/typescript/u);
      expect(heard.confidence).toBeGreaterThan(0.6);
      const hiss = {
        samples: Int16Array.from({ length: 32_000 }, () => Math.round((Math.random() - 0.5) * 600)),
        sampleRate: 16_000,
      };
      const noise = await say(recognizer, hiss);
      expect(noise.text === '' || noise.confidence < 0.6, JSON.stringify(noise)).toBe(true);
    } finally {
      await recognizer.close();
    }
  }, 120_000);

  it('pocketsphinx 5 decodes while the audio arrives, with the interview language model', async () => {
    const recognizer = await pocketsphinxLive({ python }).listen!('en', context);
    try {
      recognizer.expect('Why do you want this job?');
      const heard = await say(recognizer, await tts.synthesize('I want this job because I like the team.', 'en'));
      expect(heard.text).toMatch(/want.*job because/u);
      expect(heard.confidence).toBeGreaterThan(0);
      recognizer.begin();
      recognizer.cancel();
      // A cancelled utterance answers nothing: the next one is still in step.
      const next = await say(recognizer, await tts.synthesize('I want this job because I like the team.', 'en'));
      expect(next.text).toMatch(/job/u);
    } finally {
      await recognizer.close();
    }
  }, 120_000);
});
