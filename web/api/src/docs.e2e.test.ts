import { resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  const executablePath = process.env.CHROMIUM_PATH;
  if (!executablePath) throw new Error('CHROMIUM_PATH is not set: run the tests through scripts/test');
  server = await startTestServer();
  browser = await chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('API docs in a real browser', () => {
  it('renders every operation under the CSP and runs a request from the page', async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    page.on('requestfailed', (r) => problems.push(`failed: ${r.url()}`));

    await page.goto(`${server.url}/api/docs`);
    await page.locator('.opblock-summary-path').first().waitFor();
    const paths = await page.locator('.opblock-summary-path').allTextContents();
    expect(paths).toEqual(expect.arrayContaining(['/api/health', '/api/projections', '/api/audit-log/{id}']));

    const operation = page.locator('#operations-operations-get_api_projections');
    await operation.locator('.opblock-summary').click();
    await operation.getByRole('button', { name: 'Try it out' }).click();
    await operation.getByRole('button', { name: 'Execute' }).click();
    await expect
      .poll(() => operation.locator('.live-responses-table tbody .response-col_status').first().textContent(), {
        timeout: 10_000,
      })
      .toMatch(/200/);
    await page.screenshot({ path: resolve(import.meta.dirname, '../../../test-results/api-docs.png') });
    expect(problems).toEqual([]);
  });
});
