import { describe, expect, it } from 'vitest';
import type { Heard, LiveRecognizer } from '../port.ts';
import { Speculation } from './speculation.ts';

/** A recogniser whose peeks the test answers (or fails) when it likes, and that notes how each utterance ended. */
function recogniser() {
  const peeks: { resolve: (h: Heard) => void; reject: (e: Error) => void }[] = [];
  const ends: { reusePeek?: boolean }[] = [];
  const live: LiveRecognizer = {
    expect: () => undefined,
    begin: () => undefined,
    write: () => undefined,
    cancel: () => undefined,
    peek: () => new Promise<Heard>((resolve, reject) => peeks.push({ resolve, reject })),
    end: (options = {}) => (ends.push(options), Promise.resolve({ text: 'final', confidence: 0.9 })),
    close: async () => undefined,
  };
  return { live, peeks, ends };
}
const speaking = { speaking: true, quietMs: 0 };
const paused = (quietMs: number) => ({ speaking: true, quietMs });
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('speculative decoding', () => {
  it('decodes once the candidate has paused long enough, and ends the turn with those words', async () => {
    const { live, peeks, ends } = recogniser();
    const speculation = new Speculation(300);
    speculation.frame(live, speaking);
    speculation.frame(live, paused(280));
    expect(peeks).toHaveLength(0);
    speculation.frame(live, paused(300));
    speculation.frame(live, paused(320));
    expect(peeks).toHaveLength(1);
    expect(speculation.pending).toBe(true);
    expect(speculation.words).toBeNull();
    peeks[0]!.resolve({ text: 'I have five years of experience', confidence: 0.8 });
    await tick();
    expect(speculation.pending).toBe(false);
    expect(speculation.words?.text).toBe('I have five years of experience');
    expect(speculation.end(live).reused).toBe(true);
    expect(ends).toEqual([{ reusePeek: true }]);
    expect(speculation.words).toBeNull();
  });

  it('drops the decoding when the candidate speaks again, and starts another at the next pause', async () => {
    const { live, peeks, ends } = recogniser();
    const speculation = new Speculation(300);
    speculation.frame(live, paused(300));
    peeks[0]!.resolve({ text: 'I moved our database', confidence: 0.8 });
    await tick();
    speculation.frame(live, speaking);
    expect(speculation.words).toBeNull();
    speculation.frame(live, paused(100));
    expect(peeks).toHaveLength(1);
    expect(speculation.end(live).reused).toBe(false);
    speculation.frame(live, paused(300));
    expect(peeks).toHaveLength(2);
    expect(ends).toEqual([{ reusePeek: false }]);
  });

  it('never reuses a decoding that failed, and says so', async () => {
    const { live, peeks, ends } = recogniser();
    const errors: unknown[] = [];
    const speculation = new Speculation(300, (e) => errors.push(e));
    speculation.frame(live, paused(400));
    peeks[0]!.reject(new Error('recogniser timed out'));
    await tick();
    expect(speculation.pending).toBe(false);
    expect(speculation.words).toBeNull();
    expect(errors).toHaveLength(1);
    speculation.end(live);
    expect(ends).toEqual([{ reusePeek: false }]);
  });

  it('does not decode a click (no speech yet) nor with a recogniser that cannot peek', () => {
    const { live, peeks } = recogniser();
    const speculation = new Speculation(300);
    speculation.frame(live, { speaking: false, quietMs: 500 });
    expect(peeks).toHaveLength(0);
    const { peek: _none, ...pocketsphinx } = live;
    speculation.frame(pocketsphinx, paused(500));
    expect(speculation.pending).toBe(false);
  });

  it('forgets the decoding when a new utterance starts', async () => {
    const { live, peeks } = recogniser();
    const speculation = new Speculation(300);
    speculation.frame(live, paused(300));
    peeks[0]!.resolve({ text: 'old words', confidence: 0.9 });
    await tick();
    speculation.reset();
    expect(speculation.words).toBeNull();
    expect(speculation.end(live).reused).toBe(false);
  });
});
