import { beforeAll, describe, expect, it } from 'vitest';
import { mobile } from './harness.ts';
import { pdfFile, postJob, type ApiCaller } from './applicationsFlows.ts';
import { applyBrowser } from './applyBrowser.ts';
import { messages, uniqueEmail } from './identityFlows.ts';

/** An anonymous visitor applies with a PDF, and the same e-mail again meets the spec's 409 message. */
const { openAs, session } = applyBrowser();
let recruiter: ApiCaller;
beforeAll(() => {
  recruiter = session.recruiter;
});

describe.each(['en', 'ar'] as const)('anonymous apply (%s)', (language) => {
  const m = messages[language];

  it('an anonymous visitor applies with a PDF, then sees the 409 message with its two buttons', async () => {
    const title = `${language === 'en' ? 'Payments Engineer' : 'مهندس مدفوعات'} ${Date.now().toString(36)}`;
    const jobId = await postJob(recruiter, title);
    const email = uniqueEmail('visitor');
    const visitor = await openAs(language);
    await visitor.goto(`/jobs/${jobId}`);
    await visitor.page.getByRole('link', { name: m.jobs.applyNow }).first().click();
    await visitor.page.waitForURL((url) => url.pathname === `/jobs/${jobId}/apply`);
    await visitor.page.getByTestId('apply-job-summary').getByRole('heading', { name: title }).waitFor();

    // The server's rules are checked before anything is sent.
    await visitor.page.getByRole('button', { name: m.applyPage.submit, exact: true }).click();
    await visitor.page.getByText(m.applyPage.required.fullName).waitFor();
    await visitor.page.getByText(m.applyPage.cvRequired).waitFor();
    await visitor.page.getByText(m.notices.required).waitFor();
    await visitor.page.locator('#apply-cv-input').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a pdf'),
    });
    await visitor.page
      .getByText(m.applyPage.cvRequired)
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    await visitor.page.getByText(m.cvManager.onlyPdf).waitFor();

    const fill = async () => {
      await visitor.page.locator('#apply-fullName').fill('Lina Haddad Saleh');
      await visitor.page.locator('#apply-email').fill(email);
      await visitor.page.locator('#apply-countryCode').click();
      await visitor.page.getByRole('option', { name: `+962 ${m.applyPage.dialCodes.c962}` }).click();
      await visitor.page.locator('#apply-phone').fill('791 234 567');
      await visitor.page.locator('#apply-portfolioUrl').fill('https://lina.example.com');
      await visitor.page.locator('#apply-coverLetter').fill('I would love to build payments with you.');
      await visitor.page.locator('#apply-expectedSalary').fill('JOD 1,200');
      await visitor.page.locator('#apply-noticePeriod').fill('1 month');
      await visitor.page.locator('#apply-cv-input').setInputFiles(pdfFile('Lina Haddad CV.pdf'));
      await visitor.page.getByTestId('chosen-file').waitFor();
      await visitor.page.getByTestId('notice-consent').getByRole('checkbox').check();
    };
    await fill();
    await visitor.screenshot(`apply-anonymous-form-${language}`);
    await visitor.page.getByRole('button', { name: m.applyPage.submit, exact: true }).click();
    await visitor.page.getByTestId('apply-success').getByText(m.applyPage.success).waitFor();
    expect(
      await visitor.page
        .getByTestId('apply-success')
        .getByRole('link', { name: m.applyPage.backToJob })
        .getAttribute('href'),
    ).toBe(`/jobs/${jobId}`);
    await visitor.screenshot(`apply-success-${language}`);

    // The same e-mail again (in another case): the spec's 409 message, View My Applications and Login.
    await visitor.goto(`/jobs/${jobId}/apply`);
    await fill();
    await visitor.page.locator('#apply-email').fill(email.toUpperCase());
    await visitor.page.getByRole('button', { name: m.applyPage.submit, exact: true }).click();
    const duplicate = visitor.page.getByTestId('already-applied');
    await duplicate.getByText(m.applyPage.alreadyApplied).waitFor();
    expect(await duplicate.getByRole('link', { name: m.applyPage.viewApplications }).getAttribute('href')).toBe(
      '/userdashboard/applications',
    );
    expect(await duplicate.getByRole('link', { name: m.applyPage.login }).getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent(`/jobs/${jobId}/apply`)}`,
    );
    // The answers stay in the form after the server's refusal.
    expect(await visitor.page.locator('#apply-coverLetter').inputValue()).toBe(
      'I would love to build payments with you.',
    );
    await visitor.page.setViewportSize(mobile);
    await visitor.screenshot(`apply-duplicate-mobile-${language}`);
  });
});
