import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.ts';

// Inputs the API fuzzer (scripts/fuzz) found answered with a 500.
const opsToken = randomBytes(24).toString('hex');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { OPS_API_TOKEN: opsToken } });
});
afterAll(() => server?.close());

const list = (resource: string, filter: object) =>
  server.get(`/api/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`, {
    headers: { authorization: `Bearer ${opsToken}` },
  });

describe('list filters', () => {
  it('refuse a date in the year 0, which PostgreSQL does not have, with a 400', async () => {
    for (const [resource, field] of [
      ['audit-log', 'occurredAt_gte'],
      ['streams', 'lastEventAt_lte'],
    ] as const) {
      const response = await list(resource, { [field]: '0000-01-01' });
      expect(response.status, resource).toBe(400);
      expect(await response.json()).toMatchObject({ errors: [{ path: `filter.${field}` }] });
      expect((await list(resource, { [field]: '0001-01-01' })).status, resource).toBe(200);
    }
  });
});
