import { afterEach, describe, expect, it } from 'vitest';
import type { HealthReport } from './health.ts';
import { closedPort, startTestServer, type TestServer } from './test-server.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function health(env: Record<string, string> = {}) {
  server = await startTestServer({ env: { HEALTH_TIMEOUT_MS: '1500', ...env } });
  const response = await server.get('/api/health');
  return { status: response.status, report: (await response.json()) as HealthReport };
}

describe('GET /api/health', () => {
  it('reports every dependency up, with its latency, against the real services', async () => {
    const { status, report } = await health();
    expect(report.checks).toEqual({
      database: { status: 'up', latencyMs: expect.any(Number) },
      eventStore: { status: 'up', latencyMs: expect.any(Number) },
      temporal: { status: 'up', latencyMs: expect.any(Number) },
      livekit: { status: 'up', latencyMs: expect.any(Number) },
    });
    expect(report.status).toBe('up');
    expect(status).toBe(200);
  });

  it('answers 503 naming LiveKit when LiveKit is unreachable', async () => {
    const { status, report } = await health({ LIVEKIT_URL: `ws://127.0.0.1:${await closedPort()}` });
    expect(status).toBe(503);
    expect(report.status).toBe('down');
    expect(report.checks.livekit).toMatchObject({ status: 'down', error: expect.any(String) });
    expect(report.checks.database?.status).toBe('up');
    expect(report.checks.temporal?.status).toBe('up');
  });

  it('answers 503 naming LiveKit when the API key is wrong', async () => {
    const { status, report } = await health({ LIVEKIT_API_SECRET: 'not-the-secret' });
    expect(status).toBe(503);
    expect(report.checks.livekit?.status).toBe('down');
  });

  it('answers 503 within the timeout when Temporal is unreachable', async () => {
    const started = Date.now();
    const { status, report } = await health({ TEMPORAL_ADDRESS: `127.0.0.1:${await closedPort()}` });
    expect(status).toBe(503);
    expect(report.checks.temporal).toMatchObject({ status: 'down', error: expect.any(String) });
    expect(report.checks.livekit?.status).toBe('up');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('answers 503 when Temporal has no such namespace', async () => {
    const { status, report } = await health({ TEMPORAL_NAMESPACE: 'no-such-namespace' });
    expect(status).toBe(503);
    expect(report.checks.temporal?.error).toMatch(/namespace/i);
  });
});
