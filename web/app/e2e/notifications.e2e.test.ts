import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, applyAnonymously, companyWithJob, person } from './communicationsFlows.ts';
import { assertAppReachable, launchBrowser, mobile, openPage, type AppPage } from './harness.ts';
import { messages } from './identityFlows.ts';

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

describe('notifications', () => {
  const m = messages.en;
  const n = m.notificationCenter;

  it('a new application raises the badge live; it is opened (read), kept read after a reload, then deleted', async () => {
    const recruiter = await openPage(browser, { storage: { 'gdpr-accepted': 'true', language: 'en' } });
    open.push(recruiter);
    const { page, context } = recruiter;
    const jobTitle = `Data Analyst ${Date.now().toString(36)}`;
    const jobId = await companyWithJob(context, jobTitle);

    await recruiter.goto('/dashboard/notifications');
    await page.getByRole('heading', { name: n.title, level: 1 }).waitFor();
    await page.getByTestId('notifications-empty').getByText(n.empty).waitFor();
    await page.getByTestId('notification-detail-empty').getByText(n.selectOne).waitFor();
    const badge = page.getByTestId('notification-badge');
    await page.locator('[data-testid="notification-badge"][data-live="open"]').waitFor();
    expect(await badge.getAttribute('data-count')).toBe('0');

    // Someone applies while the page is open: the badge and the list change without a reload.
    const applicant = person('Nour');
    const applicationId = await applyAnonymously(jobId, applicant);
    const name = `${applicant.first} ${applicant.last}`;
    await page.waitForFunction(
      () => Number(document.querySelector('[data-testid="notification-badge"]')?.getAttribute('data-count')) >= 1,
    );
    const expected = m.notifications.application.received.message
      .replace('%{candidateName}', name)
      .replace('%{jobTitle}', jobTitle);
    const item = page.getByTestId('notification-item').filter({ hasText: expected });
    await item.waitFor();
    expect(await item.getAttribute('data-read')).toBe('false');
    await recruiter.screenshot('notifications-live-en');

    // Opening it shows the detail panel and marks it read on the server.
    await item.getByRole('button').first().click();
    const detail = page.getByTestId('notification-detail');
    await detail.getByRole('heading', { name: m.notifications.application.received.title }).waitFor();
    await detail.getByText(name).first().waitFor();
    await detail.getByText(applicationId).waitFor();
    await detail.getByTestId('notification-read-state').getByText(n.read, { exact: true }).waitFor();
    // The badge follows the server's count (the CV analysis may add a notification of its own meanwhile).
    await expect
      .poll(async () => {
        const server = await apiCall(context, 'GET', '/api/notifications/unread-count');
        const unread = (await apiCall(context, 'GET', '/api/notifications?unread=true')) as unknown;
        const stillUnread = (unread as { metadata: { applicationId: string }; kind: string }[]).some(
          (x) => x.kind === 'application.received' && x.metadata.applicationId === applicationId,
        );
        return !stillUnread && String(server.unreadCount) === (await badge.getAttribute('data-count'));
      })
      .toBe(true);
    const viewDetails = detail.getByRole('button', { name: n.viewDetails });
    await viewDetails.waitFor();

    // Read is kept on the server: the unread filter no longer lists it, after a reload too.
    await recruiter.goto('/dashboard/notifications?read=unread');
    await page.getByTestId('notification-list').or(page.getByTestId('notifications-empty')).first().waitFor();
    expect(await page.getByTestId('notification-item').filter({ hasText: expected }).count()).toBe(0);
    await recruiter.goto('/dashboard/notifications?read=read');
    await item.waitFor();
    expect(await item.getAttribute('data-read')).toBe('true');

    // View Details goes to the application; then back, the notification is deleted.
    await item.getByRole('button').first().click();
    await viewDetails.click();
    await page.waitForURL((url) => url.pathname === `/dashboard/jobs/${jobId}/applications/${applicationId}`);
    await recruiter.goto('/dashboard/notifications');
    await item.waitFor();
    await item
      .getByRole('button', { name: n.deleteLabel.replace('%{title}', m.notifications.application.received.title) })
      .click();
    await item.waitFor({ state: 'detached' });
    await recruiter.goto('/dashboard/notifications');
    await page.getByRole('heading', { name: n.title, level: 1 }).waitFor();
    expect(await page.getByTestId('notification-item').filter({ hasText: expected }).count()).toBe(0);

    // Mark All Read empties the badge (the CV analysis adds its own notification meanwhile).
    const count = await apiCall(context, 'GET', '/api/notifications/unread-count');
    if (Number(count.unreadCount) > 0) {
      await page.getByRole('button', { name: n.markAllRead }).click();
      await page.locator('[data-testid="notification-badge"][data-count="0"]').waitFor();
    }
    await page.setViewportSize(mobile);
    await recruiter.screenshot('notifications-mobile-en');
  });
});
