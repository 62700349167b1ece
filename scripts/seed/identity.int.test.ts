import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { allProjections, identityProjectionNames, rebuildProjections } from '@tawzeef/read-models';
import { handleCommand } from '@tawzeef/shared';
import { startTestServer, type TestServer } from '../../web/api/src/test-server.ts';
import { TOKENS } from '../../web/api/src/tokens.ts';
import { Client } from '../../web/api/src/test-client.ts';
import { DEMO_PASSWORD, demoAccounts, identitySeeder } from './identity.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { LOG_LEVEL: 'warn' } });
});
afterAll(() => server?.close());

describe('identity seed', () => {
  it('creates the demo company, owner, recruiter and candidate once, usable through the API', async () => {
    const store = server.container.get(TOKENS.EventStore);
    const context = (commandId: string) => ({
      commandId,
      actorId: 'system:seed',
      correlationId: 'seed',
      now: new Date(),
    });
    expect(await identitySeeder.run({ store, handleCommand, context, instance: '' })).toBeGreaterThan(0);
    expect(await identitySeeder.run({ store, handleCommand, context, instance: '' })).toBe(0);

    const owner = new Client(server);
    const login = await owner.post('/api/auth/login', { email: demoAccounts.owner.email, password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ role: 'OWNER', company: { name: 'Sahara Tech' } });
    const members = await owner.get('/api/company/members');
    expect(members.body.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      [demoAccounts.owner.email, 'OWNER'],
      [demoAccounts.recruiter.email, 'RECRUITER'],
    ]);
    const candidate = await new Client(server).post('/api/auth/login', {
      email: demoAccounts.candidate.email,
      password: DEMO_PASSWORD,
    });
    expect(candidate.body.user).toMatchObject({ userType: 'CANDIDATE', candidateProfile: { firstName: 'Sara' } });
  });

  it('rebuilds the identity read models from the log into the same rows', async () => {
    const db = server.container.get(TOKENS.ReadModelDb);
    const dump = async () => {
      const tables = ['users', 'companies', 'candidate_profiles'];
      return Promise.all(tables.map(async (t) => (await db.execute(sql.raw(`SELECT * FROM ${t} ORDER BY 1`))).rows));
    };
    const before = await dump();
    expect(before[0]).toHaveLength(3);
    await rebuildProjections({
      db,
      store: server.container.get(TOKENS.EventStore),
      projections: allProjections,
      names: [...identityProjectionNames],
    });
    expect(await dump()).toEqual(before);
  });
});
