import {
  ExpectedVersionConflictError,
  NO_CONCURRENCY_CHECK,
  STREAM_DOES_NOT_EXIST,
  STREAM_EXISTS,
} from '@event-driven-io/emmett';
import { WrongExpectedVersionError, type AllStreamResolvedEvent } from '@kurrent/kurrentdb-client';
import { describe, expect, it } from 'vitest';
import {
  rethrowKurrentConflict,
  toEventData,
  toReadEvent,
  toReadPosition,
  toRecordedEvent,
  toStreamState,
} from './kurrentdb-mapping.ts';

const recorded = {
  streamId: 'job-1',
  id: '0b8e1a52-5b0e-4a39-9a4e-0d5f3c1a2b3c',
  isJson: true as const,
  revision: 2n,
  type: 'JobPublished',
  created: new Date(0),
  data: { jobId: '1' },
  metadata: { actorId: 'user-1', correlationId: 'c', causationId: null, occurredAt: 't' },
  position: { commit: 4096n, prepare: 4096n },
};

describe('KurrentDB mapping', () => {
  it('maps port stream versions (event counts) to KurrentDB revisions', () => {
    expect(toStreamState(undefined)).toBe('any');
    expect(toStreamState(NO_CONCURRENCY_CHECK)).toBe('any');
    expect(toStreamState(STREAM_DOES_NOT_EXIST)).toBe('no_stream');
    expect(toStreamState(STREAM_EXISTS)).toBe('stream_exists');
    expect(toStreamState(0n)).toBe('no_stream');
    expect(toStreamState(3n)).toBe(2n);
  });

  it('reads $all from the start or from a commit position', () => {
    expect(toReadPosition(0n)).toBe('start');
    expect(toReadPosition(4096n)).toEqual({ commit: 4096n, prepare: 4096n });
  });

  it('uses the metadata messageId as the native event id and stores the rest as metadata', () => {
    const data = toEventData({
      type: 'JobPublished',
      data: { jobId: '1' },
      metadata: { messageId: recorded.id, actorId: 'user-1' },
    } as never);
    expect(data).toMatchObject({
      id: recorded.id,
      type: 'JobPublished',
      contentType: 'application/json',
      data: { jobId: '1' },
      metadata: { actorId: 'user-1' },
    });
    expect(toEventData({ type: 'X', data: {} }).id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('turns recorded events into port events with 1-based stream positions', () => {
    expect(toReadEvent(recorded as never).metadata).toMatchObject({
      messageId: recorded.id,
      streamName: 'job-1',
      streamPosition: 3n,
      globalPosition: 4096n,
      actorId: 'user-1',
    });
    expect(toRecordedEvent({ event: recorded } as AllStreamResolvedEvent)).toMatchObject({
      globalPosition: 4096n,
      streamPosition: 3n,
      eventId: recorded.id,
      data: { jobId: '1' },
    });
    const system = { event: { ...recorded, type: '$metadata', streamId: '$$job-1' } };
    expect(toRecordedEvent(system as AllStreamResolvedEvent)).toBeUndefined();
  });

  it("rethrows wrong-expected-version as Emmett's conflict with the port's version", () => {
    const wrong = new WrongExpectedVersionError(undefined, {
      streamName: 'job-1',
      expected: 0n,
      current: 4n,
    } as never);
    let thrown: unknown;
    try {
      rethrowKurrentConflict(wrong, 1n);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ExpectedVersionConflictError);
    // Revision 4 is the fifth event: the port's version 5.
    expect((thrown as ExpectedVersionConflictError).current).toBe('5');
    expect((thrown as ExpectedVersionConflictError).expected).toBe('1');
  });
});
