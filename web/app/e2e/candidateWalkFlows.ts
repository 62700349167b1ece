import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { ApiCaller, logIn } from './applicationsFlows.ts';
import { assertAppReachable, launchBrowser, openPage, type AppPage } from './harness.ts';
import { messages, password, uniqueEmail, type Lang } from './identityFlows.ts';
import { currentNoticeVersions } from '@tawzeef/privacy/rules';

/** What the candidate walk (issue 19, candidate side) shares: widths, a locked PDF, accounts and signing in. */
export const wide = { width: 1440, height: 900 };
export const narrow = { width: 390, height: 844 };
export const encryptedPdf = readFileSync(new URL('../../../modules/ai/pdf/fixtures/encrypted.pdf', import.meta.url));

/** Answers the browser logs on purpose: the refused CVs of point 8. */
const expected = [/status of (415|422|400) .*\/api\/(candidate\/upload-cv|applications)\)/];

/** A new account made through the API; its e-mail, to sign in with in the browser. */
export async function account(userType: 'CANDIDATE' | 'COMPANY', name: string) {
  const caller = new ApiCaller();
  const email = uniqueEmail(userType.toLowerCase());
  await caller.call('POST', '/api/auth/signup', {
    email,
    password,
    name,
    phone: '+962791234567',
    userType,
    acceptedNotices: currentNoticeVersions,
  });
  return { caller, email };
}

export async function signIn(app: AppPage, language: Lang, email: string) {
  await app.goto('/login');
  await logIn(app.page, messages[language], email);
  await app.page.waitForURL((url) => url.pathname !== '/login');
}

export const pdfForm = (bytes: Uint8Array, name: string) => {
  const form = new FormData();
  form.append('cv', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), name);
  return form;
};

/**
 * The walk's browser and a company (Layla Haddad's) made before a test file's tests: `openAs` opens a page in a
 * language (every page must log no unexpected problem); `session` holds the company's caller and e-mail.
 */
export function candidateWalk() {
  let browser: Browser;
  const open: AppPage[] = [];
  const session = { recruiter: undefined as unknown as ApiCaller, recruiterEmail: '' };

  beforeAll(async () => {
    await assertAppReachable();
    browser = await launchBrowser();
    ({ caller: session.recruiter, email: session.recruiterEmail } = await account('COMPANY', 'Layla Haddad'));
    await session.recruiter.call('POST', '/api/company/register', {
      name: `Walk Co ${Date.now().toString(36)}`,
      industry: 'Technology',
      size: '11-50',
      email: `hr.${Date.now()}@example.com`,
      description: 'We build payment systems for the region.',
      country: 'JO',
      city: 'Amman',
      street: 'King Hussein St 12',
      phone: '0791 234 567',
    });
  });

  afterEach(async () => {
    const problems = open.flatMap((app) => app.problems).filter((p) => !expected.some((re) => re.test(p)));
    await Promise.all(open.splice(0).map((app) => app.close()));
    expect(problems, 'console errors, page errors or failed requests').toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function openAs(language: Lang, viewport = wide): Promise<AppPage> {
    const app = await openPage(browser, { viewport, storage: { 'gdpr-accepted': 'true', language } });
    open.push(app);
    return app;
  }
  return { openAs, session };
}
