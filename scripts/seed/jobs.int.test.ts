import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { allProjections, jobsProjectionNames, rebuildProjections } from '@tawzeef/read-models';
import { handleCommand } from '@tawzeef/shared';
import { startTestServer, type TestServer } from '../../web/api/src/test-server.ts';
import { TOKENS } from '../../web/api/src/tokens.ts';
import { Client } from '../../web/api/src/test-client.ts';
import { DEMO_PASSWORD, identitySeeder } from './identity.ts';
import { demoCompanies, jobsSeeder } from './jobs.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { LOG_LEVEL: 'warn' } });
});
afterAll(() => server?.close());

describe('jobs seed', () => {
  it('creates 64 jobs of four companies once, 56 of them on the board in English and Arabic', async () => {
    const store = server.container.get(TOKENS.EventStore);
    const context = (commandId: string) => ({
      commandId,
      actorId: 'system:seed',
      correlationId: 'seed',
      now: new Date(),
    });
    await identitySeeder.run({ store, handleCommand, context, instance: '' });
    expect(await jobsSeeder.run({ store, handleCommand, context, instance: '' })).toBeGreaterThan(0);
    expect(await jobsSeeder.run({ store, handleCommand, context, instance: '' })).toBe(0);
    await server.container.get(TOKENS.WaitFor)(jobsProjectionNames)(await store.headPosition());

    const board = await (await server.get('/api/jobs?limit=50')).json();
    expect(board.total).toBe(56);
    expect(new Set(board.jobs.map((j: { company: { name: string } }) => j.company.name)).size).toBe(4);
    expect((await (await server.get(`/api/jobs?search=${encodeURIComponent('محاسب')}`)).json()).total).toBeGreaterThan(
      0,
    );
    expect((await (await server.get('/api/jobs?search=developer')).json()).total).toBeGreaterThan(0);

    const owner = new Client(server);
    await owner.post('/api/auth/login', { email: demoCompanies[0]!.ownerEmail, password: DEMO_PASSWORD });
    const stats = (await owner.get('/api/company/dashboard/stats')).body;
    expect(stats.jobsByStatus).toMatchObject({ ACTIVE: 14, DRAFT: 1, PAUSED: 1 });
  });

  it('rebuilds the jobs read models from the log into the same rows', async () => {
    const db = server.container.get(TOKENS.ReadModelDb);
    const dump = async () =>
      Promise.all(
        ['jobs', 'job_companies', 'saved_jobs'].map(
          async (t) => (await db.execute(sql.raw(`SELECT * FROM ${t} ORDER BY 1`))).rows,
        ),
      );
    const before = await dump();
    await rebuildProjections({
      db,
      store: server.container.get(TOKENS.EventStore),
      projections: allProjections,
      names: [...jobsProjectionNames],
    });
    expect(await dump()).toEqual(before);
  });
});
