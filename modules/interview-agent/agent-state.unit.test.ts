import { afterEach, describe, expect, it, vi } from 'vitest';
import { stateSender, type AgentState } from './agent-state.ts';

/** A room whose updates take `ms` each (fake time), recording what it was sent and when it had it. */
const slowRoom = (ms: (state: AgentState, n: number) => number) => {
  const sent: string[] = [];
  const send = (state: AgentState) =>
    new Promise<void>((resolve) => {
      const n = sent.length;
      sent.push(state);
      setTimeout(resolve, ms(state, n));
    });
  return { sent, send };
};

describe('the agent state sent to the room', () => {
  afterEach(() => void vi.useRealTimers());

  it('returns to the caller at once while an update waits 5 s for its answer, and keeps the order', async () => {
    vi.useFakeTimers();
    const room = slowRoom((_, n) => (n === 0 ? 5_000 : 100));
    const errors = vi.fn();
    const state = stateSender(room.send, errors);
    const start = Date.now();
    state.set('listening');
    // The voice goes on at once: no time has passed for the caller although the room has not answered.
    expect(Date.now()).toBe(start);
    expect(room.sent).toEqual(['listening']);
    await vi.advanceTimersByTimeAsync(4_000);
    state.set('thinking');
    expect(room.sent).toEqual(['listening']);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(room.sent).toEqual(['listening', 'thinking']);
    await vi.advanceTimersByTimeAsync(100);
    state.set('speaking');
    await vi.runAllTimersAsync();
    await state.idle();
    expect(room.sent).toEqual(['listening', 'thinking', 'speaking']);
    expect(errors).not.toHaveBeenCalled();
  });

  it('sends only the latest state asked for while an update is on its way', async () => {
    vi.useFakeTimers();
    const room = slowRoom(() => 5_000);
    const state = stateSender(room.send, vi.fn());
    state.set('speaking');
    state.set('listening');
    state.set('thinking');
    state.set('speaking');
    state.set('listening');
    await vi.runAllTimersAsync();
    await state.idle();
    expect(room.sent).toEqual(['speaking', 'listening']);
  });

  it('does not send a state again that the room already has or is being sent', async () => {
    vi.useFakeTimers();
    const room = slowRoom(() => 50);
    const state = stateSender(room.send, vi.fn());
    // As a spoken turn does: "thinking" at the end of the answer, and again once the answer is taken.
    state.set('thinking');
    state.set('thinking');
    await vi.runAllTimersAsync();
    state.set('thinking');
    await vi.runAllTimersAsync();
    expect(room.sent).toEqual(['thinking']);
    // A state right after one that needed no sending still goes out.
    state.set('thinking');
    state.set('listening');
    await vi.runAllTimersAsync();
    expect(room.sent).toEqual(['thinking', 'listening']);
    // While "thinking" is on its way, "speaking" is superseded by "thinking" again: nothing more to send.
    state.set('thinking');
    state.set('speaking');
    state.set('thinking');
    await vi.runAllTimersAsync();
    await state.idle();
    expect(room.sent).toEqual(['thinking', 'listening', 'thinking']);
  });

  it('logs a failed update and still sends the next one (the same state too, since it may not have arrived)', async () => {
    const failure = new Error('engine is closed');
    const sent: string[] = [];
    const send = async (state: AgentState) => {
      sent.push(state);
      if (sent.length === 1) throw failure;
    };
    const errors = vi.fn();
    const state = stateSender(send, errors);
    state.set('speaking');
    await state.idle();
    expect(errors).toHaveBeenCalledWith(failure, 'speaking');
    state.set('speaking');
    await state.idle();
    state.set('listening');
    await state.idle();
    expect(sent).toEqual(['speaking', 'speaking', 'listening']);
    expect(errors).toHaveBeenCalledTimes(1);
  });

  it('sends nothing more once stopped', async () => {
    vi.useFakeTimers();
    const room = slowRoom(() => 5_000);
    const state = stateSender(room.send, vi.fn());
    state.set('speaking');
    state.set('listening');
    state.stop();
    state.set('thinking');
    await vi.runAllTimersAsync();
    await state.idle();
    expect(room.sent).toEqual(['speaking']);
  });
});
