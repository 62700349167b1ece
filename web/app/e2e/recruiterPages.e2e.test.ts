import { describe, expect, it } from 'vitest';
import { apiCall } from './communicationsFlows.ts';
import { mobile } from './harness.ts';
import { messages, password, type Lang } from './identityFlows.ts';
import { demoOwner, recruiterTrips } from './recruiterTripsFlows.ts';

/** A first-time recruiter's pages: Analytics, My Profile, an unknown address, the wizard's draft and all at 390 px. */
const { signedIn, company } = recruiterTrips();

describe.each(['en', 'ar'] as const)('a first-time recruiter (%s)', (language: Lang) => {
  const m = messages[language];

  it('shows the median time to hire, whole source labels and CLDR plural forms on Analytics', async () => {
    const app = await signedIn(language, demoOwner);
    const { page, context } = app;
    const data = (await apiCall(context, 'GET', '/api/company/analytics?period=6')) as {
      kpis: { timeToHireDays: { value: number | null } };
      timeToHire: { medianDays: number | null; hires: number };
    };
    expect(data.timeToHire.hires).toBeGreaterThan(0);
    expect(data.timeToHire.medianDays).not.toBeNull();
    const days = (value: number) =>
      new Intl.NumberFormat(language === 'ar' ? 'ar-u-nu-latn' : 'en-US', {
        style: 'unit',
        unit: 'day',
        unitDisplay: 'long',
        maximumFractionDigits: 1,
      }).format(value);

    await app.goto('/dashboard/analytics');
    const median = page.locator('dt', { hasText: m.analytics.time.median }).locator('xpath=following-sibling::dd[1]');
    expect((await median.innerText()).trim()).toBe(days(data.timeToHire.medianDays!));
    expect(await page.getByTestId('kpi-timeToHireDays').innerText()).toContain(days(data.kpis.timeToHireDays.value!));
    if (language === 'ar') {
      // 3 to 10 take «أيام», 11 and up «يومًا»: never a bare number before «يوم» in that range.
      expect(await page.locator('main').innerText()).not.toMatch(/(^|[^\d.])([3-9]|10) يوم/u);
    }
    for (const label of await page.getByTestId('bar-label').all()) {
      const cut = await label.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
      expect(cut, await label.innerText()).toBe(false);
    }
    expect(await page.locator('main').innerText()).toContain(m.analytics.source.anonymous);
    await app.screenshot(`trips-analytics-${language}`);
  });

  it("shows a new owner's role, the interface's language and the region's time zones on My Profile", async () => {
    const app = await signedIn(language);
    const { page } = app;
    await app.goto('/dashboard/my-profile');
    const position = page.getByTestId('profile-position');
    await position.waitFor();
    expect(await position.innerText()).toBe(m.team.roles.OWNER);
    expect(await page.locator('#field-language').innerText()).toBe(m.myProfile.languages[language]);
    const zone = page.locator('#field-timezone');
    const zones = await zone
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    for (const wanted of ['Asia/Riyadh', 'Asia/Dubai', 'Asia/Amman', 'Asia/Qatar', 'Asia/Kuwait', 'Africa/Cairo'])
      expect(zones).toContain(wanted);
    await zone.selectOption('Asia/Riyadh');
    await page.getByRole('button', { name: m.myProfile.saveChanges, exact: true }).click();
    await page.getByText(m.myProfile.saved).waitFor();
    await app.screenshot(`trips-my-profile-${language}`);
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.locator('#field-timezone').inputValue()).toBe('Asia/Riyadh');
    // The interface stays in the chosen language after the save.
    expect(await page.locator('html').getAttribute('lang')).toBe(language);
  });

  it('says an unknown dashboard address is not found, in one sentence with one period', async () => {
    const app = await signedIn(language);
    const { page } = app;
    await app.goto('/dashboard/no-such-page');
    await page.getByTestId('dashboard-not-found').waitFor();
    const text = await page.locator('main').innerText();
    expect(text).toContain(m.dashboard.notFoundBody);
    expect(text).not.toMatch(/\.\./u);
    await app.screenshot(`trips-not-found-${language}`, { fullPage: false });
  });

  it('keeps the job wizard draft across a reload until it is discarded', async () => {
    const app = await signedIn(language);
    const { page } = app;
    await app.goto('/dashboard/jobs/create');
    const title = `Field Sales ${Date.now().toString(36)}`;
    await page.locator('#field-title').fill(title);
    await page.locator('#field-department').fill('Sales');
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByTestId('draft-restored').waitFor();
    expect(await page.locator('#field-title').inputValue()).toBe(title);
    expect(await page.locator('#field-department').inputValue()).toBe('Sales');
    await app.screenshot(`trips-wizard-draft-${language}`, { fullPage: false });
    await page.getByRole('button', { name: m.jobWizard.discardDraft, exact: true }).click();
    expect(await page.locator('#field-title').inputValue()).toBe('');
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.locator('#field-title').inputValue()).toBe('');
    expect(await page.getByTestId('draft-restored').count()).toBe(0);
    // A later step without a draft starts at the first one, not with step 1 marked done and empty fields.
    await app.goto('/dashboard/jobs/create?step=details');
    await page.waitForURL((url) => url.searchParams.get('step') === 'basic');
  });

  it('reads well at 390 px: dashboard, profile, analytics, My Profile and the wizard', async () => {
    const app = await signedIn(language, { email: company.email, password }, mobile);
    for (const [name, path] of [
      ['home', '/dashboard'],
      ['profile', `/dashboard/candidates/${company.khaled}`],
      ['my-profile', '/dashboard/my-profile'],
      ['wizard', '/dashboard/jobs/create'],
    ] as const) {
      await app.goto(path);
      await app.page.locator('main').waitFor();
      await app.screenshot(`trips-390-${name}-${language}`);
    }
    const owner = await signedIn(language, demoOwner, mobile);
    await owner.goto('/dashboard/analytics');
    await owner.page.getByTestId('kpi-timeToHireDays').waitFor();
    await owner.screenshot(`trips-390-analytics-${language}`);
  });
});
