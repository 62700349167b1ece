import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleCommand } from '@tawzeef/shared';
import { startTestServer, type TestServer } from '../../web/api/src/test-server.ts';
import { TOKENS } from '../../web/api/src/tokens.ts';
import { Client } from '../../web/api/src/routes/identity/test-client.ts';
import { containerApplicationsSeeder } from './applications.ts';
import { communicationsSeeder } from './communications.ts';
import { DEMO_PASSWORD, demoAccounts, identitySeeder } from './identity.ts';
import { demoCompanies, jobsSeeder } from './jobs.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { LOG_LEVEL: 'warn' } });
});
afterAll(() => server?.close());

type Row = { id: string; status: string; analysisStatus: string; aiScore: number | null };

describe('applications seed', () => {
  it(
    'fills every pipeline with applications in every status, analysed by the AI engine, once',
    { timeout: 240_000 },
    async () => {
      const { container } = server;
      const store = container.get(TOKENS.EventStore);
      const context = (commandId: string) => ({
        commandId,
        actorId: 'system:seed',
        correlationId: 'seed',
        now: new Date(),
      });
      const seeder = containerApplicationsSeeder(container, async () => {
        await container.get(TOKENS.WaitForJobs)(await store.headPosition());
      });
      await identitySeeder.run({ store, handleCommand, context });
      await jobsSeeder.run({ store, handleCommand, context });
      expect(await seeder.run({ store, handleCommand, context })).toBeGreaterThan(0);
      expect(await seeder.run({ store, handleCommand, context })).toBe(0);
      await container.get(TOKENS.ProjectionRunner).waitForPosition('all', await store.headPosition(), 30_000);

      const statuses = new Set<string>();
      for (const email of [demoAccounts.owner.email, ...demoCompanies.map((c) => c.ownerEmail)]) {
        const owner = new Client(server);
        await owner.post('/api/auth/login', { email, password: DEMO_PASSWORD });
        const rows: Row[] = (await owner.get('/api/company/applications?range=[0,99]')).body;
        expect(rows.length).toBeGreaterThanOrEqual(24);
        for (const row of rows) statuses.add(row.status);
        expect(rows.filter((r) => r.analysisStatus === 'DONE' && r.aiScore !== null).length).toBeGreaterThan(20);
        if (email === demoCompanies[0]!.ownerEmail) expect(rows.some((r) => r.analysisStatus === 'FAILED')).toBe(true);
        if (email === demoAccounts.owner.email) {
          // Each applicant sent their own CV: the name read from it is theirs (issue 19: "Khaled Al Farsi" sent Khaled Haddad's).
          const checks: { applicant: string; nameCheck?: { cvName: string; matches: boolean | null } }[] = [];
          for (const row of rows.filter((r) => r.analysisStatus === 'DONE')) {
            const profile = (await owner.get(`/api/company/applications/${row.id}`)).body;
            checks.push({ applicant: profile.candidate.fullName, nameCheck: profile.cvAnalysisResults.nameCheck });
          }
          expect(checks.filter((c) => c.nameCheck?.matches !== true)).toEqual([]);
        }
      }
      expect([...statuses].sort()).toEqual(
        [
          'HIRED',
          'INTERVIEWED',
          'INTERVIEW_SCHEDULED',
          'OFFERED',
          'REJECTED',
          'REVIEWING',
          'SUBMITTED',
          'WITHDRAWN',
        ].sort(),
      );

      const candidate = new Client(server);
      await candidate.post('/api/auth/login', { email: demoAccounts.candidate.email, password: DEMO_PASSWORD });
      const mine: Row[] = (await candidate.get('/api/candidate/applications')).body;
      expect(mine.map((a) => a.status).sort()).toEqual(['OFFERED', 'WITHDRAWN']);
      const cvs = (await candidate.get('/api/candidate/cvs')).body;
      expect(cvs).toEqual([expect.objectContaining({ status: 'PROCESSED', isActive: true })]);
    },
  );

  it('fills the Communication Center, the notifications and the analytics of each company, once', async () => {
    const store = server.container.get(TOKENS.EventStore);
    const context = (commandId: string) => ({
      commandId,
      actorId: 'system:seed',
      correlationId: 'seed',
      now: new Date(),
    });
    expect(await communicationsSeeder.run({ store, handleCommand, context })).toBeGreaterThan(0);
    expect(await communicationsSeeder.run({ store, handleCommand, context })).toBe(0);
    await server.container.get(TOKENS.ProjectionRunner).waitForPosition('all', await store.headPosition(), 30_000);

    const owner = new Client(server);
    await owner.post('/api/auth/login', { email: demoAccounts.owner.email, password: DEMO_PASSWORD });
    const stats = (await owner.get('/api/communications/stats')).body;
    expect(stats.byType).toMatchObject({
      EMAIL: expect.any(Number),
      PHONE: expect.any(Number),
      WHATSAPP: expect.any(Number),
    });
    for (const status of ['SENT', 'DELIVERED', 'READ', 'FAILED']) expect(stats.byStatus[status]).toBeGreaterThan(0);
    expect(stats.byDirection.INBOUND).toBeGreaterThan(0);
    const notifications = (await owner.get('/api/notifications?limit=50')).body;
    expect(notifications.total).toBeGreaterThan(20);
    const analytics = (await owner.get('/api/company/analytics?period=3')).body;
    expect(analytics.kpis.totalApplications.value).toBe(24);
    expect(analytics.kpis.hires.value).toBeGreaterThan(0);
  });
});
