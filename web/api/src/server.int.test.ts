import { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '@tawzeef/http';
import { startTestServer, type TestServer } from './test-server.ts';
import { TOKENS } from './tokens.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    configure: (container) => {
      const router = Router();
      router.get('/crash', () => {
        throw new Error('database password is hunter2');
      });
      router.get('/rule', () => {
        throw new DomainError('APPLICATION.ALREADY_APPLIED', 'You have already applied to this job.');
      });
      router.post('/echo', (req, res) => {
        res.json(req.body);
      });
      container.bind(TOKENS.ApiRoute).toConstantValue({ path: '/test', router });
    },
  });
});
afterAll(() => server?.close());

async function problem(response: Response) {
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  return (await response.json()) as Record<string, unknown>;
}

describe('problem details', () => {
  it('answers an unknown API route with a 404 problem', async () => {
    const response = await server.get('/api/no-such-thing?x=1');
    expect(response.status).toBe(404);
    const body = await problem(response);
    expect(body).toMatchObject({
      type: 'urn:tawzeef:problem:ROUTE.NOT_FOUND',
      title: 'Not Found',
      status: 404,
      code: 'ROUTE.NOT_FOUND',
      instance: '/api/no-such-thing?x=1',
    });
    expect(body.detail).toEqual(expect.any(String));
    expect(body.requestId).toBe(response.headers.get('x-request-id'));
  });

  it('maps a domain error to its status and stable code', async () => {
    const response = await server.get('/api/test/rule');
    expect(response.status).toBe(409);
    expect(await problem(response)).toMatchObject({
      code: 'APPLICATION.ALREADY_APPLIED',
      detail: 'You have already applied to this job.',
    });
  });

  it('hides an unexpected failure from the client and logs it with its stack', async () => {
    const response = await server.get('/api/test/crash', { headers: { 'x-request-id': 'crash-test-1' } });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toMatch(/hunter2|at .*\.ts:\d+|stack/i);
    expect(JSON.parse(text)).toMatchObject({ status: 500, code: 'INTERNAL', requestId: 'crash-test-1' });
    const logged = server.logs.find((l) => (l.req as { id?: string } | undefined)?.id === 'crash-test-1');
    expect(logged?.level).toBe(50);
    expect(JSON.stringify(logged?.err)).toMatch(/hunter2[\s\S]*server\.int\.test\.ts/);
  });

  it('rejects malformed JSON, other media types and oversized bodies', async () => {
    const post = (body: string, type: string) =>
      server.get('/api/test/echo', { method: 'POST', body, headers: { 'content-type': type } });
    const malformed = await post('{"a":', 'application/json');
    expect(malformed.status).toBe(400);
    expect((await problem(malformed)).code).toBe('REQUEST.MALFORMED_JSON');

    const xml = await post('<a/>', 'application/xml');
    expect(xml.status).toBe(415);
    expect((await problem(xml)).code).toBe('REQUEST.UNSUPPORTED_MEDIA_TYPE');

    const huge = await post(JSON.stringify({ blob: 'x'.repeat(1_100_000) }), 'application/json');
    expect(huge.status).toBe(413);
    expect((await problem(huge)).code).toBe('REQUEST.TOO_LARGE');

    const fine = await post('{"a":1}', 'application/json');
    expect(await fine.json()).toEqual({ a: 1 });
  });

  it('answers unknown non-API routes with a problem too when no app is built', async () => {
    const response = await server.get('/api-but-not-really', { method: 'DELETE' });
    expect(response.status).toBe(404);
    expect((await problem(response)).code).toBe('ROUTE.NOT_FOUND');
  });
});

describe('request ids and logs', () => {
  it('generates a request id and echoes it', async () => {
    const response = await server.get('/api/projections');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a well-formed caller id and replaces a malformed one', async () => {
    const kept = await server.get('/api/projections', { headers: { 'x-request-id': 'edge-proxy.42:abc' } });
    expect(kept.headers.get('x-request-id')).toBe('edge-proxy.42:abc');
    const replaced = await server.get('/api/projections', { headers: { 'x-request-id': 'bad id <script>' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs each request as JSON with its id, redacting cookies and credentials', async () => {
    await server.get('/api/projections', {
      headers: { 'x-request-id': 'log-test-1', cookie: 'session=s3cret', authorization: 'Bearer t0ken' },
    });
    const line = server.logs.find((l) => (l.req as { id?: string } | undefined)?.id === 'log-test-1');
    expect(line).toMatchObject({ msg: 'request completed', res: { statusCode: 200 } });
    const headers = (line?.req as { headers: Record<string, string> }).headers;
    expect(headers.cookie).toBe('[redacted]');
    expect(headers.authorization).toBe('[redacted]');
    expect(JSON.stringify(server.logs)).not.toMatch(/s3cret|t0ken/);
  });
});

describe('security headers', () => {
  it('sets a strict CSP and hides the framework', async () => {
    const response = await server.get('/api/projections');
    expect(response.headers.get('x-powered-by')).toBeNull();
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
