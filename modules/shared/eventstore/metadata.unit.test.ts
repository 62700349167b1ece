import { describe, expect, it } from 'vitest';
import {
  attachCommandMetadata,
  eventIdFor,
  eventMetadata,
  isUuid,
  uuidV5,
  withMetadata,
  type CommandContext,
} from './metadata.ts';

const context: CommandContext = {
  commandId: 'cmd-1',
  actorId: 'user-1',
  correlationId: 'corr-1',
  now: new Date('2025-01-02T03:04:05.006Z'),
};

describe('event metadata', () => {
  it('takes actor, correlation, causation and time from the command context', () => {
    expect(eventMetadata(context)).toEqual({
      actorId: 'user-1',
      correlationId: 'corr-1',
      causationId: 'cmd-1',
      occurredAt: '2025-01-02T03:04:05.006Z',
    });
    expect(eventMetadata({ ...context, causationId: 'evt-9' }).causationId).toBe('evt-9');
    expect(eventMetadata({ ...context, causationId: null, actorId: null })).toMatchObject({
      causationId: null,
      actorId: null,
    });
  });

  it('derives stable, distinct UUIDs for the events of a command', () => {
    // Same as the uuid package's v5('hello', v5.URL).
    expect(uuidV5('hello')).toBe('074171de-bc84-5ea4-b636-1135477620e1');
    const ids = [0, 1, 2].map((i) => eventIdFor('cmd-1', 'job-1', i));
    expect(new Set(ids).size).toBe(3);
    expect(ids.every(isUuid)).toBe(true);
    expect(eventIdFor('cmd-1', 'job-1', 0)).toBe(ids[0]);
    expect(eventIdFor('cmd-2', 'job-1', 0)).not.toBe(ids[0]);
    expect(eventIdFor('cmd-1', 'job-2', 0)).not.toBe(ids[0]);
  });

  it('attaches metadata and ids without losing metadata an event already has', () => {
    const [plain, tagged] = withMetadata(
      [
        { type: 'A', data: { x: 1 } },
        { type: 'B', data: {}, metadata: { messageId: 'mine', source: 'import' } },
      ],
      eventMetadata(context),
      ['id-a', 'id-b'],
    );
    expect(plain).toEqual({
      type: 'A',
      data: { x: 1 },
      metadata: { ...eventMetadata(context), messageId: 'id-a' },
    });
    expect(tagged!.metadata).toMatchObject({ messageId: 'mine', source: 'import', actorId: 'user-1' });
    expect(() => withMetadata([{ type: 'A', data: {} }], eventMetadata(context), [])).toThrow();
  });

  it('stamps a command outcome with deterministic ids', () => {
    const events = attachCommandMetadata([{ type: 'A', data: {} }], 'job-1', context);
    expect(events[0]!.metadata.messageId).toBe(eventIdFor('cmd-1', 'job-1', 0));
  });
});
