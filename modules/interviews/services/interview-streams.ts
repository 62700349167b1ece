import {
  handleCommand,
  isUuid,
  type AppEventStore,
  type CommandContext,
  type Decider,
  type Event,
} from '@tawzeef/shared';
import { interviewErrors } from '../errors.ts';

/**
 * Commands on, and the state of, one kind of interview stream (an AI interview, an interview with people): an id
 * that is not a UUID is a missing interview, never a database error.
 */
export function interviewStreams<State, Command extends { now: Date }, E extends Event>(
  store: AppEventStore,
  streamName: (interviewId: string) => string,
  decider: Decider<State, Command, E>,
) {
  async function events(interviewId: string): Promise<E[]> {
    if (!isUuid(interviewId)) return [];
    const read = await store.readStream<E>(streamName(interviewId));
    return read.events as unknown as E[];
  }
  return {
    /** Its events, oldest first (none for an id that is not a UUID). */
    events,
    async run(interviewId: string, command: Command, request: Omit<CommandContext, 'now'>) {
      if (!isUuid(interviewId)) throw interviewErrors.notFound();
      const result = await handleCommand(store, streamName(interviewId), decider, command, {
        ...request,
        now: command.now,
      });
      return {
        interviewId,
        position: result.globalPosition,
        state: result.state,
        events: result.events as unknown as E[],
      };
    },
    async load(interviewId: string): Promise<State> {
      return (await events(interviewId)).reduce(decider.evolve, decider.initialState());
    },
  };
}
