import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.ts';
import { TOKENS } from './tokens.ts';

let server: TestServer;
let last: bigint;

beforeAll(async () => {
  server = await startTestServer({ runProjections: false });
  const occurredAt = new Date(Date.now() - 5_000).toISOString();
  const result = await server.container.get(TOKENS.EventStore).appendToStream(
    `job-${randomUUID()}`,
    ['JobDrafted', 'JobEdited', 'JobPublished'].map((type) => ({
      type,
      data: {},
      metadata: { actorId: null, correlationId: randomUUID(), causationId: null, occurredAt },
    })),
  );
  last = result.lastEventGlobalPosition;
});
afterAll(() => server?.close());

async function projection(name: string) {
  const response = await server.get(`/api/projections/${name}`);
  expect(response.status).toBe(200);
  return (await response.json()) as { lagEvents: number; lagMs: number; checkpoint: string; headPosition: string };
}

describe('projection lag', () => {
  it('shows events the projections have not processed, in events and milliseconds', async () => {
    const auditLog = await projection('audit-log');
    expect(auditLog).toMatchObject({ lagEvents: 3, checkpoint: '0', headPosition: String(last) });
    expect(auditLog.lagMs).toBeGreaterThanOrEqual(5_000);
    const metrics = await (await server.get('/api/metrics')).text();
    expect(metrics).toMatch(/^projection_lag_events\{projection="stream-summary"\} 3$/m);
    expect(
      Number(/^projection_lag_milliseconds\{projection="audit-log"\} (\d+)$/m.exec(metrics)?.[1]),
    ).toBeGreaterThanOrEqual(5_000);
  });

  it('drops to zero once the runner catches up', async () => {
    const runner = server.container.get(TOKENS.ProjectionRunner);
    await runner.start();
    expect(await runner.waitForPosition('all', last, 15_000)).toBe(true);
    expect(await projection('audit-log')).toMatchObject({ lagEvents: 0, lagMs: 0, checkpoint: String(last) });
    expect(await projection('stream-summary')).toMatchObject({ lagEvents: 0, lagMs: 0 });
  });
});
