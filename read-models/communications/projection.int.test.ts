import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildProjection } from '../runner/rebuild.ts';
import { createProjectionRunner, type ProjectionRunner } from '../runner/runner.ts';
import { append, createHarness, dump, type Harness } from '../testing/harness.ts';
import { communicationsProjection } from './projection.ts';
import { communicationStats, getCommunication, listCommunications } from './query.ts';

const at = '2026-03-01T10:00:00.000Z';
const contact = { firstName: 'Sara', lastName: 'Ali', email: 'sara@example.com', phone: '+962791234567' };
const queued = (communicationId: string, type = 'WHATSAPP') => ({
  type: 'CommunicationQueued',
  data: {
    communicationId,
    companyId: 'company-1',
    candidateId: 'cand-1',
    applicationId: 'app-1',
    jobId: 'job-1',
    contact,
    type,
    subject: type === 'EMAIL' ? 'Interview' : null,
    content: 'Hello Sara',
    replyToId: null,
    origin: 'USER',
    authorId: 'user-1',
    systemKind: null,
    queuedAt: at,
  },
});

let h: Harness;
let runner: ProjectionRunner;

beforeAll(async () => {
  h = await createHarness();
  await append(h.store, 'communication-m1', [
    queued('m1'),
    { type: 'CommunicationSent', data: { communicationId: 'm1', providerMessageId: 'wamid.1', sentAt: at } },
    { type: 'CommunicationDelivered', data: { communicationId: 'm1', deliveredAt: at } },
    { type: 'CommunicationRead', data: { communicationId: 'm1', readAt: at } },
    { type: 'CommunicationArchived', data: { communicationId: 'm1', actorId: 'user-1', archivedAt: at } },
  ]);
  await append(h.store, 'communication-m2', [
    queued('m2', 'EMAIL'),
    {
      type: 'CommunicationFailed',
      data: {
        communicationId: 'm2',
        reason: { code: 'CHANNEL.NOT_CONFIGURED', message: 'set SMTP_URL' },
        failedAt: at,
      },
    },
  ]);
  await append(h.store, 'communication-m3', [
    {
      type: 'PhoneCallLogged',
      data: {
        ...queued('m3').data,
        type: undefined,
        direction: 'OUTBOUND',
        outcome: 'CONNECTED',
        durationSeconds: 120,
        notes: 'Fine',
        content: 'Fine',
        status: 'DELIVERED',
        failureReason: null,
        loggedAt: at,
      },
    },
    { type: 'SomethingElse', data: { communicationId: 'm3' } },
  ]);
  runner = createProjectionRunner({ db: h.db, store: h.store, projections: [communicationsProjection] });
  await runner.start();
  expect(await runner.waitForPosition('communications', await h.store.headPosition(), 10_000)).toBe(true);
}, 60_000);

afterAll(async () => {
  await runner?.stop();
  await h?.close();
});

const table = () => dump(h.db, 'communications', 'communication_id');

describe('the communications projection', () => {
  it('follows each message through its statuses', async () => {
    expect(await getCommunication(h.db, 'company-1', 'm1')).toMatchObject({
      status: 'READ',
      pending: false,
      providerMessageId: 'wamid.1',
      archived: true,
      phoneKey: '962791234567',
    });
    expect(await getCommunication(h.db, 'company-1', 'm2')).toMatchObject({
      status: 'FAILED',
      failureCode: 'CHANNEL.NOT_CONFIGURED',
      subject: 'Interview',
    });
    expect(await getCommunication(h.db, 'company-1', 'm3')).toMatchObject({
      type: 'PHONE',
      status: 'DELIVERED',
      callOutcome: 'CONNECTED',
      callDurationSeconds: 120,
    });
    expect(await getCommunication(h.db, 'company-2', 'm1')).toBeNull();
    expect((await listCommunications(h.db, 'company-1', {}, { offset: 0, limit: 20 })).total).toBe(2);
    expect(await communicationStats(h.db, 'company-1')).toMatchObject({
      total: 2,
      archived: 1,
      byStatus: { FAILED: 1 },
    });
  });

  it('changes nothing when events are applied again', async () => {
    const before = await table();
    const events = await h.store.readAll({ after: 0n, limit: 1000 });
    await h.db.transaction(async (tx) => {
      for (const event of events) await communicationsProjection.apply(tx, event);
    });
    expect(await table()).toEqual(before);
  });

  it('rebuilds to the same rows', async () => {
    const before = await table();
    await runner.stop();
    await rebuildProjection({ db: h.db, store: h.store, projection: communicationsProjection });
    expect(await table()).toEqual(before);
  });
});
