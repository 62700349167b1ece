import {
  ExpectedVersionConflictError,
  type AppendToStreamResultWithGlobalPosition,
  type Event,
} from '@event-driven-io/emmett';
import { describe, expect, it } from 'vitest';
import { decideEvents, fold, handleCommand, type Decider } from './command-handler.ts';
import { eventIdFor, type CommandContext } from './metadata.ts';
import type { AppEventStore } from './port.ts';

type Opened = Event<'CounterOpened', { counterId: string; openedAt: string }>;
type Added = Event<'CounterAdded', { counterId: string; by: number }>;
type CounterEvent = Opened | Added;
type State = { open: boolean; total: number };
type Command = { type: 'Add'; counterId: string; by: number; now: string };

const decider: Decider<State, Command, CounterEvent> = {
  initialState: () => ({ open: false, total: 0 }),
  evolve: (state, event) =>
    event.type === 'CounterOpened' ? { ...state, open: true } : { ...state, total: state.total + event.data.by },
  decide: (command, state) => {
    if (command.by < 0) throw new Error('COUNTER.INVALID_AMOUNT');
    if (command.by === 0) return [];
    const added: Added = { type: 'CounterAdded', data: { counterId: command.counterId, by: command.by } };
    if (state.open) return added;
    return [{ type: 'CounterOpened', data: { counterId: command.counterId, openedAt: command.now } }, added];
  },
};

const context: CommandContext = {
  commandId: 'cmd-1',
  actorId: 'user-1',
  correlationId: 'corr-1',
  now: new Date('2025-01-01T00:00:00.000Z'),
};

/** Just enough of an event store: versions, conflicts, idempotent ids, global positions. */
function fakeStore(options: { interfereOnce?: boolean } = {}) {
  const log: { stream: string; event: Event & { metadata?: { messageId?: string } } }[] = [];
  let interfere = options.interfereOnce ?? false;
  const streamEvents = (stream: string) => log.filter((e) => e.stream === stream);
  const store: Pick<AppEventStore, 'readStream' | 'appendToStream'> = {
    readStream: (async (stream: string) => {
      const events = streamEvents(stream).map((e) => e.event);
      return { events, currentStreamVersion: BigInt(events.length), streamExists: events.length > 0 };
    }) as AppEventStore['readStream'],
    appendToStream: (async (stream: string, events: Event[], opts?: { expectedStreamVersion?: unknown }) => {
      const existing = streamEvents(stream);
      const ids = events.map((e) => (e as { metadata?: { messageId?: string } }).metadata?.messageId);
      if (ids.every((id) => existing.some((e) => e.event.metadata?.messageId === id))) {
        return {
          nextExpectedStreamVersion: BigInt(existing.length),
          lastEventGlobalPosition: BigInt(log.length),
          createdNewStream: false,
        } satisfies AppendToStreamResultWithGlobalPosition;
      }
      if (interfere) {
        interfere = false;
        log.push({ stream, event: { type: 'CounterAdded', data: { counterId: 'c', by: 100 } } });
        throw new ExpectedVersionConflictError(BigInt(existing.length + 1), opts?.expectedStreamVersion as bigint);
      }
      if (opts?.expectedStreamVersion !== BigInt(existing.length)) {
        throw new ExpectedVersionConflictError(BigInt(existing.length), opts?.expectedStreamVersion as bigint);
      }
      for (const event of events) log.push({ stream, event });
      return {
        nextExpectedStreamVersion: BigInt(existing.length + events.length),
        lastEventGlobalPosition: BigInt(log.length),
        createdNewStream: existing.length === 0,
      };
    }) as AppEventStore['appendToStream'],
  };
  return { store, log };
}

describe('command handling', () => {
  it('folds history and decides purely, stamping metadata and ids', () => {
    const state = fold(decider, [
      { type: 'CounterOpened', data: { counterId: 'c', openedAt: 't' } },
      { type: 'CounterAdded', data: { counterId: 'c', by: 2 } },
    ]);
    expect(state).toEqual({ open: true, total: 2 });
    const command: Command = { type: 'Add', counterId: 'c', by: 3, now: 't2' };
    const { events, state: next } = decideEvents(decider, state, command, 'counter-c', context);
    expect(next).toEqual({ open: true, total: 5 });
    expect(events).toHaveLength(1);
    expect(events[0]!.metadata).toEqual({
      actorId: 'user-1',
      correlationId: 'corr-1',
      causationId: 'cmd-1',
      occurredAt: '2025-01-01T00:00:00.000Z',
      messageId: eventIdFor('cmd-1', 'counter-c', 0),
    });
  });

  it('appends with the expected version and returns version and global position', async () => {
    const { store, log } = fakeStore();
    const first = await handleCommand(
      store,
      'counter-c',
      decider,
      { type: 'Add', counterId: 'c', by: 2, now: 't' },
      context,
    );
    expect(first).toMatchObject({ streamVersion: 2n, globalPosition: 2n, state: { open: true, total: 2 } });
    expect(first.events.map((e) => e.type)).toEqual(['CounterOpened', 'CounterAdded']);
    const second = await handleCommand(
      store,
      'counter-c',
      decider,
      { type: 'Add', counterId: 'c', by: 1, now: 't' },
      { ...context, commandId: 'cmd-2' },
    );
    expect(second).toMatchObject({ streamVersion: 3n, globalPosition: 3n, state: { total: 3 } });
    expect(log).toHaveLength(3);
    const nothing = await handleCommand(
      store,
      'counter-c',
      decider,
      { type: 'Add', counterId: 'c', by: 0, now: 't' },
      { ...context, commandId: 'cmd-3' },
    );
    expect(nothing).toMatchObject({ streamVersion: 3n, globalPosition: null, events: [] });
  });

  it('appends nothing twice when the same command runs again', async () => {
    const { store, log } = fakeStore();
    const command: Command = { type: 'Add', counterId: 'c', by: 2, now: 't' };
    await handleCommand(store, 'counter-c', decider, command, context);
    const again = await handleCommand(store, 'counter-c', decider, command, context);
    expect(again).toMatchObject({ streamVersion: 2n, events: [], state: { total: 2 } });
    expect(log).toHaveLength(2);
  });

  it('re-decides on fresh state after a concurrent write, and lets rule errors through', async () => {
    const { store } = fakeStore({ interfereOnce: true });
    const result = await handleCommand(
      store,
      'counter-c',
      decider,
      { type: 'Add', counterId: 'c', by: 2, now: 't' },
      context,
    );
    expect(result.state.total).toBe(102);
    await expect(
      handleCommand(store, 'counter-c', decider, { type: 'Add', counterId: 'c', by: -1, now: 't' }, context),
    ).rejects.toThrow('COUNTER.INVALID_AMOUNT');
  });

  it('gives up with the conflict after the allowed retries', async () => {
    const { store } = fakeStore({ interfereOnce: true });
    await expect(
      handleCommand(store, 'counter-c', decider, { type: 'Add', counterId: 'c', by: 2, now: 't' }, context, {
        retries: 0,
      }),
    ).rejects.toBeInstanceOf(ExpectedVersionConflictError);
  });
});
