import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('GET /api/metrics', () => {
  it('serves Prometheus text with process, HTTP and projection-lag metrics', async () => {
    await server.get('/api/projections/audit-log');
    await server.get('/api/projections/no-such-projection');
    const response = await server.get('/api/metrics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();

    expect(text).toMatch(/^# TYPE tawzeef_process_cpu_user_seconds_total counter$/m);
    expect(text).toMatch(/^# TYPE http_request_duration_seconds histogram$/m);
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/api\/projections\/:id",status_code="200"\} 1$/m,
    );
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/api\/projections\/:id",status_code="404"\} 1$/m,
    );
    expect(text).toMatch(/^projection_lag_events\{projection="audit-log"\} \d+$/m);
    expect(text).toMatch(/^projection_lag_events\{projection="stream-summary"\} \d+$/m);
    expect(text).toMatch(/^projection_lag_milliseconds\{projection="audit-log"\} \d+$/m);
  });

  it('labels unknown URLs by a fixed value, never by the raw path', async () => {
    await server.get('/api/random-9f8e7d');
    const text = await (await server.get('/api/metrics')).text();
    expect(text).not.toContain('random-9f8e7d');
    expect(text).toMatch(/route="unmatched",status_code="404"/);
  });
});
