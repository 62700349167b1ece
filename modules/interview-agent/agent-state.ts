export type AgentState = 'listening' | 'thinking' | 'speaking';

export type StateSender = {
  /** Asks for `state` to be shown; returns at once (the caller never waits for the room). */
  set: (state: AgentState) => void;
  /** Settles when every state asked for so far was sent or given up. */
  idle: () => Promise<void>;
  /** Drops any state not yet sent and sends no more (the session is leaving the room). */
  stop: () => void;
};

/**
 * The agent's state (`lk.agent.state`) sent one update at a time, in order, without the caller waiting: rtc-node's
 * `setAttributes` sometimes resolves only at a 5 s timeout, which must not hold up the voice or the listening.
 * While an update is on its way, only the latest state asked for is kept, and a state the room already has (or is
 * being sent) is not sent again. A failed update is passed to `onError` and the next one still goes out.
 */
export function stateSender(
  send: (state: AgentState) => Promise<unknown>,
  onError: (error: unknown, state: AgentState) => void,
): StateSender {
  let sent: AgentState | null = null;
  let wanted: AgentState | null = null;
  let stopped = false;
  // Set and cleared with no await between the last look at `wanted` and the end, so no state is ever left behind.
  let busy = false;
  let done: Promise<void> = Promise.resolve();

  const drain = async () => {
    busy = true;
    while (wanted !== null && !stopped) {
      const state = wanted;
      wanted = null;
      if (state === sent) continue;
      sent = state;
      try {
        await send(state);
      } catch (error) {
        // Whether it arrived is unknown: the same state asked for again is sent again.
        sent = null;
        onError(error, state);
      }
    }
    busy = false;
  };

  return {
    set: (state) => {
      if (stopped) return;
      wanted = state;
      if (!busy) done = drain();
    },
    idle: () => done,
    stop: () => {
      stopped = true;
      wanted = null;
    },
  };
}
