import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../web/api/src/test-server.ts';
import { Client, companyOwner } from '../../../web/api/src/test-client.ts';

// The candidate's own optional self-identification form (the bias audit's input), with and without a key.
describe('self-identification over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: {
        TEMPORAL_TASK_QUEUE: `test-self-id-${randomUUID()}`,
        LOG_LEVEL: 'warn',
        SELF_ID_KEY: randomBytes(32).toString('hex'),
      },
      startWorkflows: false,
    });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('lets a candidate answer, read, change and withdraw their own answers, sealed at rest', async () => {
    const candidate = new Client(server);
    const { user } = await candidate.signup({ email: 'maha@example.com', userType: 'CANDIDATE', name: 'Maha Saleh' });
    expect((await candidate.get('/api/self-identification')).body).toEqual({
      questions: ['sex', 'ageBand'],
      answers: null,
      updatedAt: null,
    });
    // Nationality group is off here: an answer to it is not kept.
    const saved = await candidate.put('/api/self-identification', {
      sex: 'female',
      ageBand: '35to44',
      nationalityGroup: 'saudi',
    });
    expect(saved.status).toBe(200);
    expect((await candidate.get('/api/self-identification')).body).toMatchObject({
      answers: { sex: 'female', ageBand: '35to44' },
    });
    expect((await candidate.put('/api/self-identification', { sex: 'robot' })).status).toBe(400);
    await candidate.put('/api/self-identification', { sex: 'preferNot' });
    expect((await candidate.get('/api/self-identification')).body).toMatchObject({ answers: { sex: 'preferNot' } });

    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query('SELECT sealed FROM self_identifications WHERE candidate_id = $1', [user.id]);
      expect(rows).toHaveLength(1);
      expect(rows[0].sealed).not.toMatch(/preferNot|female|sex/);
      // Nothing of the answers in the application tables or the event log.
      const leaked = await client.query(
        `SELECT count(*)::int AS n FROM emt_messages WHERE message_data::text LIKE '%preferNot%'`,
      );
      expect(leaked.rows[0].n).toBe(0);

      expect((await candidate.call('DELETE', '/api/self-identification')).status).toBe(204);
      expect((await candidate.get('/api/self-identification')).body).toMatchObject({ answers: null });
      const gone = await client.query('SELECT 1 FROM self_identifications WHERE candidate_id = $1', [user.id]);
      expect(gone.rows).toHaveLength(0);
    } finally {
      await client.end();
    }
  });
});

describe('without SELF_ID_KEY', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: { TEMPORAL_TASK_QUEUE: `test-bias-audit-off-${randomUUID()}`, LOG_LEVEL: 'warn', SELF_ID_KEY: '' },
      startWorkflows: false,
    });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('stores nothing: the form and the report say they are not set up', async () => {
    const candidate = new Client(server);
    await candidate.signup({ email: 'nokey@example.com', userType: 'CANDIDATE' });
    const put = await candidate.put('/api/self-identification', { sex: 'female' });
    expect(put.status).toBe(404);
    expect(put.body).toMatchObject({ code: 'SELF_ID.NOT_CONFIGURED' });
    const { owner } = await companyOwner(server, 'owner.nokey@example.com');
    expect((await owner.get('/api/bias-audit')).body).toMatchObject({ code: 'SELF_ID.NOT_CONFIGURED' });
  });
});
