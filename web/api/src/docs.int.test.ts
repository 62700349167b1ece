import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('OpenAPI', () => {
  it('serves a valid OpenAPI 3.1 document generated from the zod schemas', async () => {
    const response = await server.get('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);

    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/metrics',
        '/api/projections',
        '/api/projections/{id}',
        '/api/audit-log',
        '/api/audit-log/{id}',
        '/api/streams',
        '/api/streams/{id}',
      ]),
    );
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['Problem', 'Projection', 'AuditLogEntry', 'StreamSummary', 'Health']),
    );
    expect(Object.keys(document.paths['/api/audit-log']!.get!.responses)).toEqual(['200', '400', '401', '403', '431']);
  });

  it('marks a body required unless the route reads a missing one as empty', async () => {
    const document = (await (await server.get('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { requestBody?: { required?: boolean } }>>;
    };
    expect(document.paths['/api/auth/signup']!.post!.requestBody?.required).toBe(true);
    expect(document.paths['/api/company/jobs']!.post!.requestBody?.required).toBe(true);
    expect(document.paths['/api/candidate/applications/{id}/withdraw']!.post!.requestBody?.required).toBe(false);
  });

  it('writes every pattern as a bare regular expression a client can match (no /flags glued on)', async () => {
    const text = await (await server.get('/api/openapi.json')).text();
    const patterns = [...text.matchAll(/"pattern":"((?:[^"\\]|\\.)*)"/gu)].map(
      (m) => JSON.parse(`"${m[1]}"`) as string,
    );
    expect(patterns.length).toBeGreaterThan(0);
    expect(patterns.filter((p) => /\/[a-z]+$/u.test(p))).toEqual([]);
    const date = patterns.find((p) => p.includes('\\d{4}-\\d{2}-\\d{2}'));
    expect(date).toBeDefined();
    expect(new RegExp(date!).test('2026-11-30')).toBe(true);
  });

  it('documents on every operation what the edge may answer before the route runs', async () => {
    const document = (await (await server.get('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, { responses }] of Object.entries(operations)) {
        const body = ['post', 'put', 'patch'].includes(method);
        const edge = ['400', '431', ...(method === 'get' ? [] : ['403']), ...(body ? ['413', '415'] : [])];
        expect(Object.keys(responses), `${method} ${path}`).toEqual(expect.arrayContaining(edge));
      }
    }
  });
});

describe('API docs UI', () => {
  it('serves Swagger UI from local files, with no inline script', async () => {
    const page = await server.get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<div id="swagger-ui"></div>');
    expect(html).not.toMatch(/<script>(?!<\/script>)|<script[^>]*>[^<]+<\/script>/);
    expect(html).not.toMatch(/https?:\/\//);

    const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
    const styles = [...html.matchAll(/<link rel="stylesheet" type="text\/css" href="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts).toContain('/api/docs/swagger-initializer.js');
    for (const asset of [...scripts, ...styles]) {
      const response = await server.get(asset);
      expect(response.status, asset).toBe(200);
      expect((await response.text()).length, asset).toBeGreaterThan(100);
    }
    const initializer = await (await server.get('/api/docs/swagger-initializer.js')).text();
    expect(initializer).toContain("url: '/api/openapi.json'");
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  });
});
