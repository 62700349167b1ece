import type { Language, Pcm, SpeechToText, TextToSpeech } from '../port.ts';
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
    async transcribe(audio: Pcm, language: Language): Promise<string> {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(encodeWav(audio))], { type: 'audio/wav' }), 'answer.wav');
      form.append('model', options.sttModel ?? 'gpt-4o-mini-transcribe');
      form.append('language', language);
      const response = await doFetch(`${base}/audio/transcriptions`, { method: 'POST', headers: auth, body: form });
      if (!response.ok) throw new Error(`OpenAI transcription failed: ${response.status}`);
      const body = (await response.json()) as { text?: string };
      return (body.text ?? '').trim();
    },
  };
  return { tts, stt };
}
