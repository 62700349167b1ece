import { describe, expect, it } from 'vitest';
import { EnergyVad } from './vad.ts';
import { decodeWav, encodeWav, resample } from './wav.ts';

const tone = (ms: number, rate: number, amplitude = 8000) =>
  Int16Array.from({ length: (rate * ms) / 1000 }, (_, i) =>
    Math.round(amplitude * Math.sin((2 * Math.PI * 220 * i) / rate)),
  );
const silence = (ms: number, rate: number) => new Int16Array((rate * ms) / 1000);

describe('WAV', () => {
  it('round-trips 16-bit mono PCM', () => {
    const samples = tone(50, 16_000);
    const back = decodeWav(encodeWav({ samples, sampleRate: 16_000 }));
    expect(back.sampleRate).toBe(16_000);
    expect(Array.from(back.samples)).toEqual(Array.from(samples));
  });

  it('clamps the open-ended sizes espeak-ng writes to a pipe', () => {
    const wav = encodeWav({ samples: tone(10, 22_050), sampleRate: 22_050 });
    wav.writeUInt32LE(0x7fffffff, 40);
    expect(decodeWav(wav).samples.length).toBe(220);
  });

  it('resamples 22.05 kHz to 48 kHz and 16 kHz keeping the duration', () => {
    const pcm = { samples: tone(1000, 22_050), sampleRate: 22_050 };
    expect(resample(pcm, 48_000).samples.length).toBe(48_000);
    expect(resample(pcm, 16_000).samples.length).toBe(16_000);
  });
});

describe('EnergyVad', () => {
  const rate = 16_000;

  it('cuts one utterance per burst of speech, ending after the hangover', () => {
    const vad = new EnergyVad({ sampleRate: rate, hangoverMs: 400 });
    const out = [
      ...vad.push(silence(500, rate)),
      ...vad.push(tone(800, rate)),
      ...vad.push(silence(600, rate)),
      ...vad.push(tone(500, rate)),
      ...vad.push(silence(600, rate)),
    ];
    expect(out).toHaveLength(2);
    expect(out[0]!.samples.length / rate).toBeGreaterThan(0.8);
    expect(vad.speaking).toBe(false);
  });

  it('ignores clicks shorter than the minimum speech length', () => {
    const vad = new EnergyVad({ sampleRate: rate });
    expect([...vad.push(tone(60, rate)), ...vad.push(silence(1000, rate))]).toEqual([]);
  });

  it('does not count a beep as someone speaking', () => {
    const vad = new EnergyVad({ sampleRate: rate });
    vad.push(tone(100, rate));
    expect(vad.speaking).toBe(false);
    vad.push(tone(300, rate));
    expect(vad.speaking).toBe(true);
  });

  it('streams an utterance as it goes: start with the pre-roll, its audio, then its end', () => {
    const vad = new EnergyVad({ sampleRate: rate, hangoverMs: 300, preRollMs: 100 });
    const events = [
      ...vad.events(silence(400, rate)),
      ...vad.events(tone(600, rate)),
      ...vad.events(silence(500, rate)),
    ];
    const kinds = events.map((e) => e.kind);
    expect(kinds[0]).toBe('start');
    expect(kinds.at(-1)).toBe('end');
    expect(kinds.filter((k) => k === 'end')).toHaveLength(1);
    const start = events[0] as { audio: { samples: Int16Array } };
    expect(start.audio.samples.length).toBe((rate * 120) / 1000);
    const streamed = events.flatMap((e) => (e.kind === 'start' || e.kind === 'audio' ? [e.audio.samples.length] : []));
    const end = events.at(-1) as { utterance: { samples: Int16Array } | null };
    expect(streamed.reduce((a, b) => a + b, 0)).toBe(end.utterance!.samples.length);
  });

  it('ends a beep with no utterance, so a streaming recogniser drops it', () => {
    const vad = new EnergyVad({ sampleRate: rate });
    const events = [...vad.events(tone(100, rate)), ...vad.events(silence(1000, rate))];
    expect(events.map((e) => e.kind)).toContain('start');
    expect(events.at(-1)).toEqual({ kind: 'end', utterance: null });
  });

  it('raises its threshold over steady noise, and still hears speech above it', () => {
    const vad = new EnergyVad({ sampleRate: rate, threshold: 300 });
    const hiss = (ms: number) =>
      Int16Array.from({ length: (rate * ms) / 1000 }, (_, i) => (i % 2 ? 1 : -1) * (250 + (i % 7) * 10));
    expect(vad.push(hiss(3000))).toEqual([]);
    expect(vad.level).toBeGreaterThan(600);
    expect(vad.push(Int16Array.from([...hiss(200), ...tone(600, rate), ...hiss(1000)]))).toHaveLength(1);
  });

  it('lengthened for a speculating recogniser, keeps the whole answer in one utterance across its pauses', () => {
    const vad = new EnergyVad({ sampleRate: rate, hangoverMs: 400, maxUtteranceMs: 2_000 });
    vad.lengthen({ hangoverMs: 2_000, maxUtteranceMs: 120_000 });
    const answer = [tone(1500, rate), silence(900, rate), tone(1500, rate), silence(900, rate), tone(800, rate)];
    expect(answer.flatMap((part) => vad.push(part))).toEqual([]);
    expect(vad.quietMs).toBe(0);
    const end = vad.push(silence(2_000, rate));
    expect(end).toHaveLength(1);
    expect(end[0]!.samples.length / rate).toBeGreaterThan(7);
  });

  it('reports an open utterance and returns it on flush', () => {
    const vad = new EnergyVad({ sampleRate: rate });
    vad.push(tone(500, rate));
    expect(vad.speaking).toBe(true);
    expect(vad.flush()?.samples.length).toBeGreaterThan(0);
    expect(vad.speaking).toBe(false);
  });
});
