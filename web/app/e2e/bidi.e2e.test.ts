import type { Browser, Locator } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { applyAnonymously, companyWithJob } from './communicationsFlows.ts';
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

/**
 * Inside `sentence`, the closest element around `value` that isolates it (computed `unicode-bidi: isolate`, as a
 * <bdi> or a `dir` attribute gives), with what it holds; null when the value sits in the sentence's own run.
 */
function isolationOf(sentence: Locator, value: string) {
  return sentence.evaluate((root, value) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.includes(value)) continue;
      for (let element = node.parentElement; element && element !== root; element = element.parentElement) {
        if (getComputedStyle(element).unicodeBidi === 'isolate')
          return { tag: element.tagName, holds: element.textContent, sentence: root.textContent };
      }
      return null;
    }
    throw new Error(`"${value}" is not in "${root.textContent}"`);
  }, value);
}

describe('user text inside the platform’s sentences', () => {
  it('an English title in an Arabic sentence and an Arabic name in an English one are each isolated', async () => {
    const recruiter = await openPage(browser, { storage: { 'gdpr-accepted': 'true', language: 'en' } });
    open.push(recruiter);
    const title = `C++ Engineer (Senior ${Date.now().toString(36)})`;
    const jobId = await companyWithJob(recruiter.context, title);
    const applicant = { first: 'Nour', last: 'العلي' };
    await applyAnonymously(jobId, applicant);
    const name = `${applicant.first} ${applicant.last}`;

    // The public apply page, in Arabic on a phone: "التقدم لوظيفة <title>".
    const visitor = await openPage(browser, {
      viewport: mobile,
      storage: { 'gdpr-accepted': 'true', language: 'ar' },
    });
    open.push(visitor);
    await visitor.goto(`/jobs/${jobId}/apply`);
    const heading = visitor.page.getByRole('heading', { level: 1 });
    await heading.filter({ hasText: title }).waitFor();
    expect(await isolationOf(heading, title)).toEqual({
      tag: 'BDI',
      holds: title,
      sentence: messages.ar.applyPage.title.replace('%{title}', title),
    });
    await visitor.screenshot('bidi-apply-ar', { fullPage: false });

    // The company's notification, in English: "<name> applied for <title>".
    await recruiter.goto('/dashboard/notifications');
    const expected = messages.en.notifications.application.received.message
      .replace('%{candidateName}', name)
      .replace('%{jobTitle}', title);
    const message = recruiter.page
      .getByTestId('notification-item')
      .filter({ hasText: expected })
      .locator('p', { hasText: expected })
      .last();
    await message.waitFor();
    expect(await isolationOf(message, name)).toEqual({ tag: 'BDI', holds: name, sentence: expected });
    expect(await isolationOf(message, title)).toEqual({ tag: 'BDI', holds: title, sentence: expected });
    await recruiter.screenshot('bidi-notifications-en', { fullPage: false });
  });
});
