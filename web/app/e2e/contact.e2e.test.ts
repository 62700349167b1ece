import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { assertAppReachable, launchBrowser, mobile, openPage, type AppPage } from './harness.ts';
import { messages, uniqueEmail, type Lang } from './identityFlows.ts';

let browser: Browser;
const open: AppPage[] = [];

beforeAll(async () => {
  await assertAppReachable();
  browser = await launchBrowser();
});

/** The rate-limit step answers 429 on purpose (a routed response); Chromium logs it. */
const provoked = /status of 429 \(Too Many Requests\) \(.*\/api\/contact\)$/;

afterEach(async () => {
  const problems = open.flatMap((app) => app.problems).filter((problem) => !provoked.test(problem));
  await Promise.all(open.splice(0).map((app) => app.close()));
  expect(problems, 'console errors, page errors or failed requests').toEqual([]);
});

afterAll(async () => {
  await browser?.close();
});

describe.each(['en', 'ar'] as const)('contact page (%s)', (language: Lang) => {
  const m = messages[language];
  const c = m.contact;

  it('checks the fields, sends the message, keeps the honeypot out of reach and explains a rate limit', async () => {
    const visitor = await openPage(browser, { storage: { 'gdpr-accepted': 'true', language } });
    open.push(visitor);
    const { page } = visitor;
    await visitor.goto('/contact');
    await page.getByRole('heading', { name: c.heading, level: 1 }).waitFor();

    // The honeypot is not reachable: not focusable, hidden from assistive technology, off-screen.
    const honeypot = page.locator('#field-website');
    expect(await honeypot.getAttribute('tabindex')).toBe('-1');
    expect(await page.locator('[aria-hidden="true"]:has(#field-website)').count()).toBe(1);
    const box = await honeypot.boundingBox();
    const viewport = page.viewportSize() ?? { width: 0, height: 0 };
    const inside =
      box && box.x + box.width > 0 && box.y + box.height > 0 && box.x < viewport.width && box.y < viewport.height;
    expect(inside, JSON.stringify(box)).toBeFalsy();

    await page.getByRole('button', { name: c.send, exact: true }).click();
    expect(await page.getByText(m.form.required).count()).toBe(4);

    const fill = async () => {
      await page.locator('#field-name').fill('Sara Ali');
      await page.locator('#field-email').fill(uniqueEmail('contact'));
      await page.locator('#field-company').fill('Acme');
      await page.locator('#field-subject').click();
      await page.getByRole('option', { name: c.subjects.support, exact: true }).click();
      await page.locator('#field-message').fill('Hello, I would like to know more about your plans.');
    };
    await fill();
    await page.getByRole('button', { name: c.send, exact: true }).click();
    await page.getByText(c.success).waitFor();
    expect(await page.locator('#field-name').inputValue()).toBe('');
    await visitor.screenshot(`contact-success-${language}`);

    // Too many messages: the server's 429 gets its own message.
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'content-type': 'application/problem+json', 'retry-after': '3600' },
        body: JSON.stringify({ status: 429, code: 'CONTACT.RATE_LIMITED', title: 'Too Many Requests' }),
      }),
    );
    await fill();
    await page.getByRole('button', { name: c.send, exact: true }).click();
    await page.getByText(c.rateLimited).waitFor();
    expect(await page.locator('#field-name').inputValue()).toBe('Sara Ali');
    await page.setViewportSize(mobile);
    await visitor.screenshot(`contact-rate-limited-mobile-${language}`);
  });
});
