import { describe, expect, it } from 'vitest';
import { openAiSpeech } from './openai.ts';

/** A stand-in for the OpenAI audio endpoints: records the requests, answers like the real API. */
function fakeOpenAi() {
  const requests: { url: string; auth: string | null; body: unknown }[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const auth = new Headers(init?.headers).get('authorization');
    if (url.endsWith('/audio/speech')) {
      requests.push({ url, auth, body: JSON.parse(String(init?.body)) });
      const pcm = Buffer.alloc(48);
      pcm.writeInt16LE(1234, 0);
      return new Response(pcm);
    }
    const form = init?.body as FormData;
    const file = form.get('file') as Blob;
    requests.push({ url, auth, body: { model: form.get('model'), language: form.get('language'), size: file.size } });
    if (form.get('include[]') === 'logprobs' && form.get('language') === 'en')
      return Response.json({ text: 'I built it', logprobs: [{ logprob: Math.log(0.9) }, { logprob: Math.log(0.5) }] });
    return Response.json({ text: ' I built the payments API. ' });
  }) as typeof globalThis.fetch;
  return { fetch, requests };
}

describe('openAiSpeech', () => {
  it('asks for raw 24 kHz PCM speech and reads it as 16-bit samples', async () => {
    const fake = fakeOpenAi();
    const { tts } = openAiSpeech({ apiKey: 'sk-test', baseUrl: 'http://fake/v1/', fetch: fake.fetch });
    const pcm = await tts.synthesize('Hello there', 'en');
    expect(pcm.sampleRate).toBe(24_000);
    expect(pcm.samples.length).toBe(24);
    expect(pcm.samples[0]).toBe(1234);
    expect(fake.requests[0]).toMatchObject({
      url: 'http://fake/v1/audio/speech',
      auth: 'Bearer sk-test',
      body: { input: 'Hello there', response_format: 'pcm' },
    });
  });

  it('sends the answer as a WAV with its language and returns the trimmed text, Arabic included', async () => {
    const fake = fakeOpenAi();
    const { stt } = openAiSpeech({ apiKey: 'sk-test', baseUrl: 'http://fake/v1', fetch: fake.fetch });
    expect(stt.supports('ar')).toBe(true);
    const heard = await stt.transcribe({ samples: new Int16Array(1600), sampleRate: 16_000 }, 'ar');
    expect(heard).toEqual({ text: 'I built the payments API.', confidence: 1 });
    expect(fake.requests[0]).toMatchObject({
      url: 'http://fake/v1/audio/transcriptions',
      body: { language: 'ar', size: 44 + 3200 },
    });
  });

  it('turns the token log-probabilities into the confidence', async () => {
    const fake = fakeOpenAi();
    const { stt } = openAiSpeech({ apiKey: 'sk-test', baseUrl: 'http://fake/v1', fetch: fake.fetch });
    const heard = await stt.transcribe({ samples: new Int16Array(1600), sampleRate: 16_000 }, 'en');
    expect(heard).toEqual({ text: 'I built it', confidence: 0.7 });
  });
});
