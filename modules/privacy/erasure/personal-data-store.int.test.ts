import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createPostgresEventStore, type AppEventStore } from '@tawzeef/shared';
import { createTestDatabase } from '@tawzeef/shared/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgKeyVault, type KeyVault } from './key-vault.ts';
import { ERASED, type PersonalDataPolicy } from './personal-data.ts';
import { withPersonalData } from './personal-data-store.ts';

const policy: PersonalDataPolicy = {
  CandidateApplied: { subject: (d) => String(d.candidateId), fields: ['email', 'name'] },
};
const applied = (candidateId: string, email: string, name: string) => ({
  type: 'CandidateApplied',
  data: { candidateId, jobId: 'job-1', email, name },
  metadata: { messageId: randomUUID() },
});

describe('personal data sealed in the PostgreSQL event store', () => {
  let drop: () => Promise<void>;
  let pool: pg.Pool;
  let raw: AppEventStore;
  let store: AppEventStore;
  let vault: KeyVault;

  beforeAll(async () => {
    const db = await createTestDatabase();
    drop = db.drop;
    pool = new pg.Pool({ connectionString: db.url });
    raw = createPostgresEventStore(db.url, { settleWaitMs: 100 });
    vault = createPgKeyVault(pool);
    store = withPersonalData(raw, vault, policy);
  });
  afterAll(async () => {
    await raw.close();
    await pool.end();
    await drop();
  });

  const storedText = async () =>
    (await pool.query<{ t: string }>("SELECT coalesce(string_agg(message_data::text, ' '), '') AS t FROM emt_messages"))
      .rows[0]!.t;

  it('stores no e-mail or name in the clear, and reads them back through streams and the global log', async () => {
    const layla = randomUUID();
    await store.appendToStream(`application-${layla}`, [applied(layla, 'layla.haddad@example.com', 'ليلى حداد')]);
    expect(await storedText()).not.toMatch(/layla|ليلى/);

    const { events } = await store.readStream(`application-${layla}`);
    expect(events[0]!.data).toMatchObject({ email: 'layla.haddad@example.com', name: 'ليلى حداد', jobId: 'job-1' });
    const all = await store.readAll({ after: 0n, limit: 100 });
    expect(all.find((e) => e.streamName === `application-${layla}`)!.data.email).toBe('layla.haddad@example.com');
  });

  it("erasing a person turns their data into placeholders everywhere, leaves others' as they were, and keeps the facts", async () => {
    const omar = randomUUID();
    const huda = randomUUID();
    await store.appendToStream(`application-${omar}`, [applied(omar, 'omar.k@example.com', 'Omar Khalil')]);
    await store.appendToStream(`application-${huda}`, [applied(huda, 'huda@example.com', 'Huda Karim')]);
    // Read once before: the store keeps the events it opened from the global log, and must not serve them after.
    const before = await store.readAll({ after: 0n, limit: 100 });
    expect(before.find((e) => e.streamName === `application-${omar}`)!.data.name).toBe('Omar Khalil');

    expect(await vault.erase(omar, new Date())).toBe(true);

    const { events } = await store.readStream(`application-${omar}`);
    expect(events[0]!.data).toEqual({ candidateId: omar, jobId: 'job-1', email: ERASED, name: ERASED });
    const all = await store.readAll({ after: 0n, limit: 100 });
    expect(all.filter((e) => e.type === 'CandidateApplied')).toHaveLength(3);
    expect(all.find((e) => e.streamName === `application-${omar}`)!.data).toMatchObject({
      email: ERASED,
      name: ERASED,
    });
    expect(all.find((e) => e.streamName === `application-${huda}`)!.data.name).toBe('Huda Karim');
    expect((await vault.erasedAt([omar, huda])).has(omar)).toBe(true);

    // Late events about an erased person (a workflow still running) are stored already erased.
    await store.appendToStream(`application-${omar}`, [applied(omar, 'omar.k@example.com', 'Omar Khalil')]);
    expect(await storedText()).not.toMatch(/omar\.k|Omar Khalil/);
    expect((await vault.keysFor([omar], { create: true })).has(omar)).toBe(false);
  });

  it('delivers opened events to a subscription', async () => {
    const sami = randomUUID();
    const head = await store.headPosition();
    await store.appendToStream(`application-${sami}`, [applied(sami, 'sami@example.com', 'Sami Nasser')]);
    const controller = new AbortController();
    const seen: string[] = [];
    await store.subscribe({
      after: head,
      signal: controller.signal,
      onEvents: async (events) => {
        seen.push(...events.map((e) => String(e.data.email)));
        controller.abort();
      },
    });
    expect(seen).toEqual(['sami@example.com']);
  });
});
