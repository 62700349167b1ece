import type { AppEventStore, RecordedEvent } from '@tawzeef/shared';
import type { KeyVault } from './key-vault.ts';
import { openEvent, sealedPeople, sealEvent, subjectOf, type PersonalDataPolicy } from './personal-data.ts';

type Sealable = { type: string; data: Record<string, unknown> };

/**
 * The event store as every module sees it, with personal data sealed: on append the policy's fields are encrypted
 * with their person's key (made on first use), on every read they are opened again, or read as erased once the
 * key is gone. Business facts (types, ids, statuses, times) stay in the clear, so counts survive an erasure.
 */
export function withPersonalData(store: AppEventStore, vault: KeyVault, policy: PersonalDataPolicy): AppEventStore {
  const recent = openedRecently();

  async function openAll<E extends Sealable>(events: E[]): Promise<E[]> {
    // An erasure done by another process: this one stops serving the key it may have kept.
    for (const event of events)
      if (event.type === 'PersonalDataErased' && typeof event.data?.subject === 'string')
        vault.evict?.(event.data.subject);
    const people = events.map((event) => sealedPeople([event]));
    const everyone = new Set(people.flatMap((each) => [...each]));
    if (everyone.size === 0) return events;
    const keys = await vault.keysFor(everyone, { create: false });
    return events.map((event, i) => {
      if (people[i]!.size === 0) return event;
      const id = (event as Partial<RecordedEvent>).eventId;
      // Opened already for another reader of the log (the runner's tail, each reaction): the same keys open it
      // the same way; a key erased since then opens it afresh, as erased.
      const known = id === undefined ? undefined : recent.get(id);
      if (known && [...people[i]!].every((person) => keys.has(person))) return known as E;
      const opened = openEvent(event, keys);
      if (id !== undefined) recent.set(id, opened);
      return opened;
    });
  }

  const readStream: AppEventStore['readStream'] = async (streamName, options) => {
    const result = await store.readStream(streamName, options);
    return { ...result, events: await openAll(result.events as unknown as Sealable[]) } as unknown as typeof result;
  };

  return {
    ...store,
    readStream,
    async aggregateStream(streamName, { evolve, initialState, read }) {
      const { events, currentStreamVersion, streamExists } = await readStream(streamName, read);
      const fold = evolve as (
        state: ReturnType<typeof initialState>,
        event: unknown,
      ) => ReturnType<typeof initialState>;
      let state = initialState();
      for (const event of events) state = fold(state, event);
      return { currentStreamVersion, state, streamExists };
    },
    async appendToStream(streamName, events, options) {
      const people = events.map((e) => subjectOf(policy, e as Sealable)).filter((p): p is string => p !== null);
      const keys = await vault.keysFor(people, { create: true });
      const sealed = events.map((event) => sealEvent(policy, event as Sealable, keys)) as unknown as typeof events;
      return store.appendToStream(streamName, sealed, options);
    },
    async readAll(options) {
      return openAll<RecordedEvent>(await store.readAll(options));
    },
    subscribe(options) {
      return store.subscribe({ ...options, onEvents: async (events) => options.onEvents(await openAll(events)) });
    },
  };
}

/** The last events read from the global log and opened, by event id (a few thousand: what its readers share). */
function openedRecently(capacity = 5000) {
  const events = new Map<string, Sealable>();
  return {
    get: (id: string) => events.get(id),
    set(id: string, event: Sealable) {
      events.set(id, event);
      if (events.size > capacity) events.delete(events.keys().next().value!);
    },
  };
}
