import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let dist: string;
const indexHtml =
  '<!doctype html><html><head><script type="module" src="/assets/index-AbC12_x9.js"></script></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'tawzeef-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), indexHtml);
  await writeFile(join(dist, 'assets', 'index-AbC12_x9.js'), 'console.log("app")');
  await writeFile(join(dist, 'robots.txt'), 'User-agent: *');
  server = await startTestServer({ env: { NODE_ENV: 'production', APP_DIST: dist } });
});
afterAll(async () => {
  await server?.close();
  await rm(dist, { recursive: true, force: true });
});

describe('serving the built app in production', () => {
  it('serves hashed assets with a long immutable cache', async () => {
    const response = await server.get('/assets/index-AbC12_x9.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates files without a content hash', async () => {
    const response = await server.get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers client-side routes with index.html', async () => {
    for (const path of ['/', '/jobs/42', '/ar/about', '/dashboard/jobs']) {
      const response = await server.get(path, { headers: { accept: 'text/html' } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(await response.text(), path).toBe(indexHtml);
    }
  });

  it('keeps /api out of the fallback', async () => {
    const response = await server.get('/api/jobs/42', { headers: { accept: 'text/html' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const missingAsset = await server.get('/assets/gone-12345678.js', { headers: { accept: '*/*' } });
    expect(missingAsset.status).toBe(404);
    const jsonOnly = await server.get('/somewhere', { headers: { accept: 'application/json' } });
    expect(jsonOnly.status).toBe(404);
  });

  it('adds HSTS and the security headers to pages', async () => {
    const response = await server.get('/');
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });
});
