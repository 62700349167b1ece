import { isExpectedVersionConflictError, type Event } from '@event-driven-io/emmett';
import { attachCommandMetadata, type CommandContext, type EventWithMetadata } from './metadata.ts';
import type { AppEventStore } from './port.ts';

export type Decider<State, Command, E extends Event> = {
  initialState: () => State;
  evolve: (state: State, event: E) => State;
  /** Pure: everything it needs (time, ids, lookups) is in the command or the state. */
  decide: (command: Command, state: State) => E | readonly E[];
};

export type CommandResult<State, E extends Event> = {
  /** The stream version after the command (unchanged when it produced no events). */
  streamVersion: bigint;
  /** Global position of the last appended event, for read-your-writes; null when nothing was appended. */
  globalPosition: bigint | null;
  events: EventWithMetadata<E>[];
  state: State;
};

export function fold<State, E extends Event>(
  decider: Pick<Decider<State, unknown, E>, 'initialState' | 'evolve'>,
  events: readonly E[],
): State {
  return events.reduce(decider.evolve, decider.initialState());
}

/** The pure core of one attempt: decide on the current state and stamp the resulting events. */
export function decideEvents<State, Command, E extends Event>(
  decider: Decider<State, Command, E>,
  state: State,
  command: Command,
  streamName: string,
  context: CommandContext,
): { events: EventWithMetadata<E>[]; state: State } {
  const decided = decider.decide(command, state);
  const list: readonly E[] = Array.isArray(decided) ? decided : [decided as E];
  const events = attachCommandMetadata(list, streamName, context);
  return { events, state: list.reduce(decider.evolve, state) };
}

export type HandleCommandOptions = {
  /** Re-read and re-decide this many times when another writer got in first (default 2). */
  retries?: number;
};

/**
 * Read the stream, fold it, decide, append with the expected version. Event ids derive from the
 * command id, so running the same command again after a lost response appends nothing twice.
 * Errors thrown by `decide` (broken business rules) propagate unchanged.
 */
export async function handleCommand<State, Command, E extends Event>(
  store: Pick<AppEventStore, 'readStream' | 'appendToStream'>,
  streamName: string,
  decider: Decider<State, Command, E>,
  command: Command,
  context: CommandContext,
  options: HandleCommandOptions = {},
): Promise<CommandResult<State, E>> {
  const retries = options.retries ?? 2;
  for (let attempt = 0; ; attempt++) {
    const { events: history, currentStreamVersion } = await store.readStream<E>(streamName);
    const current = fold(decider, history as unknown as E[]);
    const { events, state } = decideEvents(decider, current, command, streamName, context);
    if (events.length === 0) {
      return { streamVersion: currentStreamVersion, globalPosition: null, events, state: current };
    }
    try {
      const appended = await store.appendToStream(streamName, events, {
        expectedStreamVersion: currentStreamVersion,
      });
      if (appended.nextExpectedStreamVersion === currentStreamVersion) {
        // The store recognised the event ids: this command's outcome was appended earlier.
        return {
          streamVersion: currentStreamVersion,
          globalPosition: appended.lastEventGlobalPosition,
          events: [],
          state: current,
        };
      }
      return {
        streamVersion: appended.nextExpectedStreamVersion,
        globalPosition: appended.lastEventGlobalPosition,
        events,
        state,
      };
    } catch (error) {
      if (!isExpectedVersionConflictError(error) || attempt >= retries) throw error;
    }
  }
}
