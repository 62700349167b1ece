import type { Heard, Language, Pcm, SpeechToText, TextToSpeech } from '../port.ts';
import { encodeWav } from '../audio/wav.ts';

export type OpenAiSpeechOptions = {
  apiKey: string;
  baseUrl?: string;
  sttModel?: string;
  ttsModel?: string;
  voice?: string;
  fetch?: typeof fetch;
};

/**
 * A thin adapter over OpenAI's audio endpoints (or any compatible server): transcriptions for
 * speech in (English and Arabic), speech with raw 24 kHz PCM for speech out.
 */
export function openAiSpeech(options: OpenAiSpeechOptions): { tts: TextToSpeech; stt: SpeechToText } {
  const base = (options.baseUrl ?? 'https://api.openai.com/v1').replace(/\/$/u, '');
  const doFetch = options.fetch ?? fetch;
  const auth = { Authorization: `Bearer ${options.apiKey}` };
  const tts: TextToSpeech = {
    async synthesize(text: string): Promise<Pcm> {
      const response = await doFetch(`${base}/audio/speech`, {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          model: options.ttsModel ?? 'gpt-4o-mini-tts',
          voice: options.voice ?? 'alloy',
          input: text,
          response_format: 'pcm',
        }),
      });
      if (!response.ok) throw new Error(`OpenAI speech failed: ${response.status}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      const samples = new Int16Array(bytes.length >> 1);
      for (let i = 0; i < samples.length; i++) samples[i] = bytes.readInt16LE(2 * i);
      return { samples, sampleRate: 24_000 };
    },
  };
  const stt: SpeechToText = {
    supports: () => true,
    async transcribe(audio: Pcm, language: Language): Promise<Heard> {
      const model = options.sttModel ?? 'gpt-4o-mini-transcribe';
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(encodeWav(audio))], { type: 'audio/wav' }), 'answer.wav');
      form.append('model', model);
      form.append('language', language);
      // The gpt-4o transcription models return each token's log-probability on request: the answer's confidence.
      if (model.startsWith('gpt-4o')) form.append('include[]', 'logprobs');
      const response = await doFetch(`${base}/audio/transcriptions`, { method: 'POST', headers: auth, body: form });
      if (!response.ok) throw new Error(`OpenAI transcription failed: ${response.status}`);
      const body = (await response.json()) as { text?: string; logprobs?: { logprob?: number }[] };
      const text = (body.text ?? '').trim();
      return { text, confidence: text ? confidenceOf(body.logprobs) : 0 };
    },
  };
  return { tts, stt };
}

/** The mean token probability; a server that sends no log-probabilities is trusted (1). */
function confidenceOf(logprobs: { logprob?: number }[] | undefined): number {
  const values = (logprobs ?? []).map((l) => l.logprob).filter((l): l is number => typeof l === 'number');
  if (!values.length) return 1;
  return Math.round((1000 * values.reduce((sum, l) => sum + Math.exp(l), 0)) / values.length) / 1000;
}
