import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, applyAnonymously, unreadableCv, companyWithJob, mailsTo, person } from './communicationsFlows.ts';
import { assertAppReachable, launchBrowser, mobile, openPage, type AppPage } from './harness.ts';
import { messages, uniqueEmail } from './identityFlows.ts';

let browser: Browser;
const open: AppPage[] = [];

beforeAll(async () => {
  await assertAppReachable();
  browser = await launchBrowser();
});

/** The not-found step asks for a message that does not exist on purpose; Chromium logs that 404. */
const provoked = /status of 404 \(Not Found\) \(.*\/api\/communications\/00000000-0000-4000-8000-000000000000\)$/;

afterEach(async () => {
  const problems = open.flatMap((app) => app.problems).filter((problem) => !provoked.test(problem));
  await Promise.all(open.splice(0).map((app) => app.close()));
  expect(problems, 'console errors, page errors or failed requests').toEqual([]);
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

afterAll(async () => {
  await browser?.close();
});

describe('Communication Center', () => {
  const m = messages.en;
  const c = m.communications;

  it('logs a call, replies by e-mail from Message detail (SENT, read in the mail server), filters, exports and archives', async () => {
    const recruiter = await openPage(browser, { storage: { 'gdpr-accepted': 'true', language: 'en' } });
    open.push(recruiter);
    const { page, context } = recruiter;
    const jobTitle = `Platform Engineer ${Date.now().toString(36)}`;
    const jobId = await companyWithJob(context, jobTitle);
    const applicant = person('Omar');
    const email = uniqueEmail('omar');
    const applicationId = await applyAnonymously(jobId, applicant, unreadableCv, email);

    await recruiter.goto('/dashboard/messages');
    await page.getByRole('heading', { name: c.title, level: 1 }).waitFor();
    await page.getByTestId('messages-empty').getByText(c.empty).waitFor();

    // 'New Communication': a phone call is logged with its outcome, duration and notes.
    await page.getByRole('button', { name: c.new.open }).click();
    const dialog = page.getByRole('dialog', { name: c.new.title });
    await dialog.locator('#new-message-type').click();
    await page.getByRole('option', { name: c.type.PHONE, exact: true }).click();
    expect(await dialog.locator('#new-message-subject').count()).toBe(0);
    await dialog.locator('#new-message-candidate').fill(applicant.last);
    await page.getByRole('option', { name: new RegExp(applicant.last) }).click();
    const logCall = dialog.getByRole('button', { name: c.new.logCall });
    expect(await logCall.isDisabled()).toBe(true);
    await dialog.locator('#new-message-outcome').click();
    await page.getByRole('option', { name: c.outcome.CONNECTED, exact: true }).click();
    await dialog.locator('#new-message-minutes').fill('5');
    await dialog.locator('#new-message-notes').fill('Talked about the start date.');
    await logCall.click();
    await page.waitForURL((url) => /^\/dashboard\/messages\/[\w-]+$/.test(url.pathname));
    const card = page.getByTestId('message-card');
    await card.getByText('Talked about the start date.').waitFor();
    expect(await card.getByTestId('message-status').getAttribute('data-status')).toBe('DELIVERED');
    await card.getByText('5:00').waitFor();
    expect(await page.getByRole('link', { name: c.viewProfile }).getAttribute('href')).toBe(
      `/dashboard/candidates/${applicationId}`,
    );

    // The reply area: the subject is for e-mail only, and Send stays disabled while the body is blank.
    const send = page.getByRole('button', { name: c.send, exact: true });
    await page.locator('#reply-type').click();
    await page.getByRole('option', { name: c.type.WHATSAPP, exact: true }).click();
    expect(await page.locator('#reply-subject').count()).toBe(0);
    await page.locator('#reply-type').click();
    await page.getByRole('option', { name: c.type.EMAIL, exact: true }).click();
    await page.locator('#reply-subject').waitFor();
    expect(await send.isDisabled()).toBe(true);
    await page.locator('#reply-body').fill('   ');
    expect(await send.isDisabled()).toBe(true);
    const subject = `Next steps ${Date.now().toString(36)}`;
    await page.locator('#reply-subject').fill(subject);
    await page.locator('#reply-body').fill('Hello Omar, we would like to invite you to an interview.');
    await recruiter.screenshot('message-detail-reply-en');
    await send.click();
    // Said as it is: queued until the mail server accepts it, then sent; never a success before that.
    await page.getByText(new RegExp(`^(${escape(c.sendResult.QUEUED)}|${escape(c.sendResult.SENT)})$`)).waitFor();
    await card.getByRole('heading', { name: subject }).waitFor();
    // Sending happens in the background; the page follows the message until the provider accepted it.
    await card.locator('[data-testid="message-status"][data-status="SENT"]').waitFor({ timeout: 120_000 });
    await card.getByRole('term').getByText(c.fields.sentAt, { exact: true }).waitFor();
    const [mail] = await mailsTo(email, { accept: (m) => m.Subject === subject });
    expect(mail!.Text).toContain('we would like to invite you to an interview');
    expect(mail!.HTML).toContain('we would like to invite you to an interview');
    await page.getByTestId('conversation').waitFor();
    expect(await page.getByTestId('conversation').locator('li').count()).toBe(2);

    // The list: stats, the type filter kept in the address, the CSV export and Archive.
    await recruiter.goto('/dashboard/messages');
    const rows = page.getByTestId('message-row');
    await rows.nth(1).waitFor();
    expect(await page.getByTestId('messages-stat-total').innerText()).toContain('2');
    expect(await page.getByTestId('messages-stat-emails').innerText()).toContain('1');
    expect(await page.getByTestId('messages-stat-calls').innerText()).toContain('1');
    await page.locator('#messages-type').click();
    await page.getByRole('option', { name: c.type.EMAIL, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('type') === 'EMAIL');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="message-row"]').length === 1);
    await rows.first().getByText(subject).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: c.export, exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^communications-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await file.path()) ?? '', 'utf8');
    expect(csv).toContain(subject);
    expect(csv).not.toContain('Talked about the start date.');
    await page.locator('#messages-search').fill('no-such-message-anywhere');
    await page.waitForURL((url) => url.searchParams.get('search') === 'no-such-message-anywhere');
    await page.getByTestId('messages-empty').waitFor();
    await page.getByRole('button', { name: c.clearFilters }).click();
    await rows.nth(1).waitFor();
    await rows
      .filter({ hasText: subject })
      .getByRole('button', { name: /Archive/ })
      .click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="message-row"]').length === 1);
    await page.setViewportSize(mobile);
    await recruiter.screenshot('messages-mobile-en');
    const archived = (await apiCall(context, 'GET', '/api/communications?archived=true')) as unknown;
    expect((archived as { subject: string }[]).map((x) => x.subject)).toEqual([subject]);

    // A message that does not exist: the not-found page with Retry and the way back.
    await recruiter.goto('/dashboard/messages/00000000-0000-4000-8000-000000000000');
    await page.getByTestId('message-not-found').getByText(c.detail.notFoundTitle).waitFor();
    await page.getByRole('button', { name: c.retry }).waitFor();
    expect(await page.getByRole('link', { name: c.backToMessages }).getAttribute('href')).toBe('/dashboard/messages');
  }, 240_000);
});
