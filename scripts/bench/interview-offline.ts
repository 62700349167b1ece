import { espeakTextToSpeech, resample, speechContextOf, type InterviewBrief } from '@tawzeef/interview-agent';
import { type Voice, ANSWERS, JOB } from './interview-voices.ts';
import { wer, pct } from './interview-measure.ts';
import { speechToText, withNoise, questionsFor } from './interview-speech.ts';

/** No room: each answer goes straight to the recogniser, with the question before it; only the words are measured. */
export async function runOffline(voice: Voice) {
  const answers = ANSWERS[voice.set][voice.language];
  const { job, questions } = await questionsFor(voice, answers.length + 1);
  const stt = speechToText();
  const tts = espeakTextToSpeech({ voices: { [voice.language]: voice.voice }, wordsPerMinute: voice.wpm });
  const brief = { questions: { stage: 'FIRST', job } } as unknown as InterviewBrief;
  brief.jobTitle = JOB.title;
  brief.companyName = 'Acme';
  const live = stt.listen ? await stt.listen('en', speechContextOf(brief, [])) : null;
  let errors = 0;
  let total = 0;
  const decode: number[] = [];
  for (const [i, reference] of answers.entries()) {
    const pcm = withNoise(resample(await tts.synthesize(reference, voice.language), 16_000), voice.noise, reference);
    let hyp: string;
    const t0 = Date.now();
    if (live) {
      live.expect(questions[i % questions.length]!.text);
      live.begin();
      for (let at = 0; at < pcm.samples.length; at += 320)
        live.write({ samples: pcm.samples.slice(at, at + 320), sampleRate: 16_000 });
      hyp = (await live.end()).text;
    } else hyp = (await stt.transcribe(pcm, 'en')).text;
    decode.push(Date.now() - t0);
    const w = wer(reference, hyp);
    errors += w.errors;
    total += w.words;
    if (process.env.BENCH_VERBOSE) console.log(`\n  ref: ${reference}\n  hyp: ${hyp}`);
  }
  await live?.close();
  return { errors, total, decodeMs: pct(decode, 0.5), decodeP95: pct(decode, 0.95) };
}
