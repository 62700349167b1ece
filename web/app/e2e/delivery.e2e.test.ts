import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { applyAnonymously, companyWithJob, mailsTo, person, unreadableCv } from './communicationsFlows.ts';
import { assertAppReachable, launchBrowser, openPage, type AppPage } from './harness.ts';
import { messages, uniqueEmail } from './identityFlows.ts';

// Delivery status as it is, in both languages: an e-mail is queued, then sent and read back from the mail server;
// a WhatsApp reply (no WhatsApp account on the test platform) fails with its reason, with no success message, and
// "Send again" says the same until the channel is set up.
let browser: Browser;
const open: AppPage[] = [];

beforeAll(async () => {
  await assertAppReachable();
  browser = await launchBrowser();
});

afterEach(async () => {
  const problems = open.flatMap((app) => app.problems);
  await Promise.all(open.splice(0).map((app) => app.close()));
  expect(problems, 'console errors, page errors or failed requests').toEqual([]);
});

afterAll(async () => {
  await browser?.close();
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe.each(['en', 'ar'] as const)('delivery status (%s)', (lang) => {
  const c = messages[lang].communications;

  it('an e-mail is queued then sent and arrives; a WhatsApp reply fails with its reason and can be sent again', async () => {
    const recruiter = await openPage(browser, { storage: { 'gdpr-accepted': 'true', language: lang } });
    open.push(recruiter);
    const { page, context } = recruiter;
    const jobId = await companyWithJob(context, `Support Engineer ${Date.now().toString(36)}`);
    const applicant = person('Nadia');
    const email = uniqueEmail('nadia');
    await applyAnonymously(jobId, applicant, unreadableCv, email);

    await recruiter.goto('/dashboard/messages');
    await page.getByRole('heading', { name: c.title, level: 1 }).waitFor();
    await page.getByRole('button', { name: c.new.open }).click();
    const dialog = page.getByRole('dialog', { name: c.new.title });
    await dialog.locator('#new-message-type').click();
    await page.getByRole('option', { name: c.type.EMAIL, exact: true }).click();
    await dialog.locator('#new-message-candidate').fill(applicant.last);
    await page.getByRole('option', { name: new RegExp(applicant.last) }).click();
    const subject = `${lang === 'ar' ? 'موعد المقابلة' : 'Interview date'} ${Date.now().toString(36)}`;
    const body = lang === 'ar' ? 'مرحباً نادية، نود دعوتك إلى مقابلة.' : 'Hello Nadia, we would like to meet you.';
    await dialog.locator('#new-message-subject').fill(subject);
    await dialog.locator('#new-message-content').fill(body);
    await dialog.getByRole('button', { name: c.send, exact: true }).click();
    await page.waitForURL((url) => /^\/dashboard\/messages\/[\w-]+$/.test(url.pathname));
    // The answer comes before the mail server's: queued (or already sent), never "successfully" before it is.
    await page.getByText(new RegExp(`^(${escape(c.sendResult.QUEUED)}|${escape(c.sendResult.SENT)})$`)).waitFor();
    const card = page.getByTestId('message-card');
    // On a loaded machine the delivery workflow may wait a while for a worker.
    await card.locator('[data-testid="message-status"][data-status="SENT"]').waitFor({ timeout: 120_000 });
    await card.getByTestId('message-status').getByText(c.status.SENT, { exact: true }).waitFor();
    const [mail] = await mailsTo(email, { accept: (m) => m.Subject === subject });
    expect(mail!.Text).toContain(body);
    expect(mail!.HTML).toContain(`<p dir="auto"`);
    await recruiter.screenshot(`delivery-email-sent-${lang}`);

    // A WhatsApp reply: this platform has no WhatsApp account, so it fails at once, with the reason.
    await page.locator('#reply-type').click();
    await page.getByRole('option', { name: c.type.WHATSAPP, exact: true }).click();
    await page.locator('#reply-body').fill(lang === 'ar' ? 'هل يناسبك يوم الأحد؟' : 'Does Sunday suit you?');
    await page.getByRole('button', { name: c.send, exact: true }).click();
    await page.waitForURL((url) => /^\/dashboard\/messages\/[\w-]+$/.test(url.pathname) && !url.search);
    await page.getByRole('alert').getByText(c.failure.CHANNEL_NOT_CONFIGURED).first().waitFor();
    expect(await page.getByText(c.sendResult.SENT).count()).toBe(0);
    expect(await page.getByText(c.sendResult.QUEUED).count()).toBe(0);
    await card.getByText(c.type.WHATSAPP).first().waitFor();
    await card.locator('[data-testid="message-status"][data-status="FAILED"]').waitFor();
    await card.getByTestId('message-failure').getByText(c.failure.CHANNEL_NOT_CONFIGURED).waitFor();
    await recruiter.screenshot(`delivery-whatsapp-failed-${lang}`);

    // Send again: still no WhatsApp account, so it fails again with the same reason (and says so).
    const answer = page.waitForResponse((r) => r.url().endsWith('/retry') && r.request().method() === 'POST');
    await card.getByRole('button', { name: c.retrySend }).click();
    expect(await (await answer).json()).toMatchObject({
      status: 'FAILED',
      canRetry: true,
      failureReason: { code: 'CHANNEL.NOT_CONFIGURED' },
    });
    await card.locator('[data-testid="message-status"][data-status="FAILED"]').waitFor();
    await card.getByTestId('message-failure').getByText(c.failure.CHANNEL_NOT_CONFIGURED).waitFor();
    expect(await page.getByText(c.sendResult.SENT).count()).toBe(0);
  }, 240_000);
});
