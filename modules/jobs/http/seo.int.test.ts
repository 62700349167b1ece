import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../web/api/src/test-server.ts';
import { companyForm, companyOwner } from '../../../web/api/src/test-client.ts';
import { createJob } from '../../../web/api/src/test-jobs.ts';

let server: TestServer;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'tawzeef-dist-'));
  await writeFile(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>Tawzeef</title></head><body><div id="root"></div></body></html>',
  );
  server = await startTestServer({
    env: { AUTH_MAX_PER_IP: '1000', LOG_LEVEL: 'warn', APP_DIST: dist, PUBLIC_URL: 'https://tawzeef.example' },
  });
});
afterAll(async () => {
  await server?.close();
  await rm(dist, { recursive: true, force: true });
});

describe('the job page for search engines', () => {
  it('puts escaped JobPosting JSON-LD into the job page, and nothing for a hidden job', async () => {
    const owner = (await companyOwner(server, 'board-ld@example.com', { ...companyForm, name: 'Evil </script> Co' }))
      .owner;
    const job = await createJob(owner, {
      title: 'Dev </script><script>alert(1)</script>',
      description: 'Line & more <b>bold</b> \u2028 end',
    });
    const html = await (await server.get(`/jobs/${job.id}`, { headers: { accept: 'text/html' } })).text();
    const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
    expect(match).not.toBeNull();
    expect(match![1]).not.toMatch(/[<>]/);
    expect(match![1]).toContain('\\u003c/script\\u003e');
    const ld = JSON.parse(match![1]!);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Dev </script><script>alert(1)</script>',
      employmentType: 'FULL_TIME',
      hiringOrganization: { name: 'Evil </script> Co' },
      jobLocation: { address: { addressLocality: 'Amman', addressCountry: 'JO' } },
      baseSalary: { currency: 'JOD', value: { minValue: 1000, maxValue: 1500, unitText: 'MONTH' } },
      url: `https://tawzeef.example/jobs/${job.id}`,
    });
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(
      '<title>Dev &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; · Evil &lt;/script&gt; Co</title>',
    );
    await owner.post(`/api/company/jobs/${job.id}/pause`);
    const plain = await (await server.get(`/jobs/${job.id}`, { headers: { accept: 'text/html' } })).text();
    expect(plain).not.toContain('application/ld+json');
    expect(plain).toContain('<title>Tawzeef</title>');
  });
});
