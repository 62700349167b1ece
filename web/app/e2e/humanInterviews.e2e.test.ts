import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCall,
  applyAnonymously,
  companyWithJob,
  inboxUrl,
  mailsTo,
  person,
  unreadableCv,
  type InboxMail,
} from './communicationsFlows.ts';
import { assertAppReachable, launchBrowser, mobile, openPage, type AppPage } from './harness.ts';
import { messages, password, uniqueEmail, type Lang } from './identityFlows.ts';
import { currentNoticeVersions } from '@tawzeef/privacy/rules';

// Issue 20: a recruiter schedules an interview with people from the dashboard, the invitation (.ics) reaches the
// local mail server, the candidate sees it on their dashboard in their own time zone, and a reschedule sends an
// update of the same calendar event.

const wide = { width: 1440, height: 900 };
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

/** Delivery goes through a workflow and the mail server: on a loaded machine it may take a while. */
async function mailTo(address: string, accept: (mail: { Subject: string }) => boolean): Promise<InboxMail> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      return (await mailsTo(address, { accept }))[0]!;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}

/** The .ics attachment's content lines (folded lines joined again). */
async function calendarOf(mail: InboxMail) {
  const parts = mail.Attachments.filter((a) => a.FileName.endsWith('.ics'));
  expect(parts, `one .ics attachment in "${mail.Subject}"`).toHaveLength(1);
  const part = parts[0];
  const text = await (await fetch(`${inboxUrl}/api/v1/message/${mail.ID}/part/${part!.PartID}`)).text();
  const lines = text.replace(/\r\n[ \t]/g, '').split(/\r?\n/);
  return (name: string) =>
    lines.filter((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`)).map((l) => l.slice(l.indexOf(':') + 1));
}

/** Picks an option of a MUI select by its visible text. */
async function choose(page: Page, selectId: string, option: string | RegExp) {
  await page.locator(`#${selectId}`).click();
  await page.getByRole('option', { name: option }).first().click();
}

const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const timeIn = (iso: string, timeZone: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone }).format(new Date(iso));

describe.each(['en', 'ar'] as const)('interviews with people (%s)', (language: Lang) => {
  const m = messages[language];
  const hi = m.humanInterviews;
  const locale = language === 'ar' ? 'ar-u-nu-latn' : 'en';

  it('a recruiter schedules from the table, the invitation reaches the inbox, the candidate sees it; a reschedule sends an update', async () => {
    // The candidate has an account and applies (an unreadable CV: no AI interview invitation gets in the way).
    const candidate = await openPage(browser, {
      viewport: wide,
      timezoneId: 'Asia/Dubai',
      storage: { 'gdpr-accepted': 'true', language },
    });
    open.push(candidate);
    const email = uniqueEmail('sara');
    const who = person('Sara');
    await apiCall(candidate.context, 'POST', '/api/auth/signup', {
      email,
      password,
      name: `${who.first} ${who.last}`,
      userType: 'CANDIDATE',
      acceptedNotices: currentNoticeVersions,
    });
    const recruiter = await openPage(browser, {
      viewport: wide,
      timezoneId: 'Asia/Riyadh',
      storage: { 'gdpr-accepted': 'true', language },
    });
    open.push(recruiter);
    const { page } = recruiter;
    const jobTitle = `Frontend Developer ${Date.now().toString(36)}`;
    const jobId = await companyWithJob(recruiter.context, jobTitle);
    const applicationId = await applyAnonymously(jobId, who, unreadableCv, email);
    const name = `${who.first} ${who.last}`;

    // The table's Schedule opens the form: the company's zone (Dubai) by default, the region's zones offered.
    await recruiter.goto(`/dashboard/jobs/${jobId}/applications`);
    const row = page.getByTestId('application-row').filter({ hasText: name });
    await row.waitFor();
    await row.getByRole('button', { name: m.companyApplications.actions.schedule, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: hi.dialog.schedule }).waitFor();
    await dialog.locator('#schedule-date').waitFor();
    expect(await dialog.locator('#schedule-zone').innerText()).toContain('Dubai');
    const date = daysAhead(3);
    await dialog.locator('#schedule-date').fill(date);
    await dialog.locator('#schedule-time').fill('11:00');
    await choose(page, 'schedule-zone', /Riyadh/);
    await choose(page, 'schedule-duration', hi.minutes.replace('%{count}', '60'));
    await dialog.locator('#schedule-location').fill('https://meet.example/interview-42');
    await dialog.locator('#schedule-note').fill(language === 'ar' ? 'أحضري أعمالك السابقة.' : 'Bring your portfolio.');
    expect(await dialog.locator('#schedule-interviewers').innerText()).toContain('Huda Karim');
    await recruiter.screenshot(`human-interview-form-${language}`, { fullPage: false });
    await dialog.getByRole('button', { name: hi.submit.schedule, exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(hi.done.scheduled).waitFor();
    await row
      .getByTestId('application-status')
      .filter({ hasText: m.companyApplications.status.INTERVIEW_SCHEDULED })
      .waitFor();

    // The invitation is in the local inbox, with its calendar file: a REQUEST for 11:00 Riyadh (08:00 UTC).
    const invitation = await mailTo(email, (mail) => mail.Subject.startsWith('Interview for'));
    expect(invitation.Text).toContain('https://meet.example/interview-42');
    expect(invitation.Text).toContain('مقابلة');
    const ics = await calendarOf(invitation);
    expect(ics('METHOD')).toEqual(['REQUEST']);
    expect(ics('SEQUENCE')).toEqual(['0']);
    expect(ics('DTSTART')).toEqual([`${date.replace(/-/g, '')}T080000Z`]);
    const uid = ics('UID');

    // The candidate's dashboard lists it, at 12:00 in their zone (Dubai), and names the time it was set in.
    await candidate.goto('/userdashboard');
    const item = candidate.page
      .getByTestId('home-interviews')
      .getByTestId('candidate-interview')
      .filter({ hasText: jobTitle });
    await item.waitFor();
    const startsAt = `${date}T08:00:00.000Z`;
    const when = await item.getByTestId('candidate-interview-when').innerText();
    expect(when).toContain(timeIn(startsAt, 'Asia/Dubai', locale));
    expect(when).toContain(timeIn(startsAt, 'Asia/Riyadh', locale));
    expect(await item.innerText()).toContain('Huda Karim');
    await candidate.screenshot(`human-interview-candidate-${language}`);
    await candidate.page.setViewportSize(mobile);
    await candidate.screenshot(`human-interview-candidate-mobile-${language}`);

    // The company dashboard's Upcoming Schedule shows it at its start, in the recruiter's zone.
    await recruiter.goto('/dashboard');
    const entry = page.getByTestId('schedule-list').getByRole('listitem').filter({ hasText: name });
    await entry.waitFor();
    expect(await entry.innerText()).toContain(timeIn(startsAt, 'Asia/Riyadh', locale));
    await recruiter.screenshot(`human-interview-dashboard-${language}`);

    // The profile's Interviews card: reschedule to 13:30; everyone gets an update of the same event.
    await recruiter.goto(`/dashboard/candidates/${applicationId}`);
    const card = page.getByTestId('human-interviews');
    await card.getByTestId('human-interview').waitFor();
    await card.getByRole('button', { name: hi.card.reschedule, exact: true }).click();
    await dialog.getByRole('heading', { name: hi.dialog.reschedule }).waitFor();
    expect(await dialog.locator('#schedule-time').inputValue()).toBe('11:00');
    await dialog.locator('#schedule-time').fill('13:30');
    await dialog.getByRole('button', { name: hi.submit.reschedule, exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await card
      .getByTestId('human-interview-when')
      .filter({ hasText: timeIn(`${date}T10:30:00.000Z`, 'Asia/Riyadh', locale) })
      .waitFor();
    await recruiter.screenshot(`human-interview-profile-${language}`);
    await page.setViewportSize(mobile);
    await recruiter.screenshot(`human-interview-profile-mobile-${language}`);

    const update = await mailTo(email, (mail) => mail.Subject.startsWith('Updated: interview'));
    const updated = await calendarOf(update);
    expect(updated('METHOD')).toEqual(['REQUEST']);
    expect(updated('UID')).toEqual(uid);
    expect(updated('SEQUENCE')).toEqual(['1']);
    expect(updated('DTSTART')).toEqual([`${date.replace(/-/g, '')}T103000Z`]);
  }, 240_000);
});
