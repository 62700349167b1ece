import { beforeAll, describe, expect, it } from 'vitest';
import { logIn, pdfFile, postJob, signUpCandidate, type ApiCaller } from './applicationsFlows.ts';
import { applyBrowser } from './applyBrowser.ts';
import { messages, uniqueEmail } from './identityFlows.ts';

/** A signed-in candidate manages CVs, applies, follows each status, withdraws and edits the profile. */
const { openAs, session } = applyBrowser();
let recruiter: ApiCaller;
beforeAll(() => {
  recruiter = session.recruiter;
});

describe.each(['en', 'ar'] as const)('signed-in candidate (%s)', (language) => {
  const m = messages[language];
  const email = uniqueEmail('candidate');
  let jobId: string;
  let title: string;

  it('uploads two CVs, activates the second and applies with it', async () => {
    title = `Backend Developer ${Date.now().toString(36)}`;
    jobId = await postJob(recruiter, title);
    const candidate = await openAs(language);
    await candidate.goto('/signup');
    await signUpCandidate(candidate.page, m, email);

    // No CV and no hasShownCVPrompt flag: the prompt. Maybe later hides it without setting the flag.
    const prompt = candidate.page.getByRole('region', { name: m.cvManager.prompt.title });
    await prompt.waitFor();
    await prompt.getByRole('button', { name: m.cvManager.prompt.later }).click();
    await prompt.waitFor({ state: 'detached' });
    expect(await candidate.page.evaluate(() => localStorage.getItem('hasShownCVPrompt'))).toBeNull();
    await candidate.page.getByTestId('recommended-empty').getByText(m.candidate.home.recommendedNoCv).waitFor();

    await candidate.page.getByRole('link', { name: m.candidate.menu.cv }).first().click();
    await candidate.page.getByRole('heading', { name: m.cvManager.title, level: 1 }).waitFor();
    await candidate.page.getByTestId('cv-empty').waitFor();
    await candidate.page.locator('#cv-upload-input').setInputFiles(pdfFile('First CV.pdf'));
    await candidate.page
      .getByTestId('cv-notice-success')
      .getByText(m.cvManager.uploadedActivated.replace('%{name}', 'First CV.pdf'))
      .waitFor();
    expect(await candidate.page.evaluate(() => localStorage.getItem('hasShownCVPrompt'))).toBe('true');

    await candidate.page.locator('#cv-upload-input').setInputFiles(pdfFile('Second CV.pdf'));
    const modal = candidate.page.getByRole('dialog', { name: m.cvManager.activateTitle });
    await modal.waitFor();
    await candidate.screenshot(`cv-set-active-modal-${language}`);
    await modal.getByRole('button', { name: m.cvManager.keepInactive }).click();
    await candidate.page.getByText(m.cvManager.uploadedInactive.replace('%{name}', 'Second CV.pdf')).waitFor();
    const second = candidate.page.getByTestId('cv-row').filter({ hasText: 'Second CV.pdf' });
    await second.waitFor();
    expect(await second.getAttribute('data-active')).toBe('false');
    await second.getByRole('button', { name: m.cvManager.setActiveLabel.replace('%{name}', 'Second CV.pdf') }).click();
    await candidate.page.getByText(m.cvManager.activated).waitFor();
    await candidate.page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="cv-row"]')].some(
        (row) => row.textContent?.includes('Second CV.pdf') && row.getAttribute('data-active') === 'true',
      ),
    );
    expect(
      await candidate.page.getByTestId('cv-row').filter({ hasText: 'First CV.pdf' }).getAttribute('data-active'),
    ).toBe('false');
    // The list is polled until the background reading settles.
    await candidate.page.waitForFunction(
      () =>
        [...document.querySelectorAll('[data-testid="cv-status"]')].every((chip) =>
          ['PROCESSED', 'ERROR'].includes(chip.getAttribute('data-status') ?? ''),
        ),
      undefined,
      { timeout: 45_000 },
    );
    await candidate.screenshot(`cv-manager-${language}`);

    // Delete asks first; cancelling keeps the CV.
    const first = candidate.page.getByTestId('cv-row').filter({ hasText: 'First CV.pdf' });
    await first.getByRole('button', { name: m.cvManager.deleteLabel.replace('%{name}', 'First CV.pdf') }).click();
    const confirm = candidate.page.getByRole('dialog', { name: m.cvManager.deleteTitle });
    await confirm.getByText(m.cvManager.deleteConfirm).waitFor();
    await confirm.getByRole('button', { name: m.common.cancel }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await candidate.page.getByTestId('cv-row').count()).toBe(2);

    await candidate.goto(`/jobs/${jobId}/apply`);
    await candidate.page.getByTestId('apply-job-summary').getByRole('heading', { name: title }).waitFor();
    const active = candidate.page.getByRole('radio', { name: `Second CV.pdf ${m.applyPage.activeTag}` });
    await active.waitFor();
    expect(await active.isChecked()).toBe(true);
    expect(await candidate.page.locator('#apply-fullName').inputValue()).toBe('Sara Nasser');
    await candidate.page.locator('#apply-coverLetter').fill('Hello from my second CV.');
    await candidate.page.locator('#apply-expectedSalary').fill('JOD 1,500');
    await candidate.page.getByTestId('notice-consent').getByRole('checkbox').check();
    await candidate.screenshot(`apply-signed-in-${language}`);
    await candidate.page.getByRole('button', { name: m.applyPage.submit, exact: true }).click();
    await candidate.page.getByTestId('apply-success').waitFor();

    await candidate.page.getByRole('link', { name: m.applyPage.viewApplications }).click();
    const row = candidate.page.getByTestId('application-row').filter({ hasText: title });
    await row.waitFor();
    expect(await row.innerText()).toContain(m.myApplications.withCoverLetter);
    expect(await candidate.page.getByTestId('applications-total').innerText()).toBe(
      m.myApplications.total.replace('%{count}', '1'),
    );
    await row.getByRole('link', { name: m.myApplications.details }).click();
    // Submitted, or already invited to the AI interview by the hiring workflow once the CV is analysed.
    const message = candidate.page.getByTestId('status-message');
    await message
      .getByText(m.myApplication.messages.SUBMITTED)
      .or(message.getByText(m.myApplication.messages.INTERVIEW_SCHEDULED))
      .waitFor();
    expect(await candidate.page.getByText('Second CV.pdf').count()).toBeGreaterThan(0);
  });

  it('the candidate sees each status the company sets, with its message', async () => {
    const candidate = await openAs(language);
    await candidate.goto('/login');
    await logIn(candidate.page, m, email);
    await candidate.page.waitForURL((url) => url.pathname.startsWith('/userdashboard'));
    await candidate.page.getByTestId('home-cv-active').getByText('Second CV.pdf').waitFor();
    // Recommended Jobs: ranked by the active CV, each with the spec's match-score colour.
    const recommended = candidate.page.getByTestId('recommended-job').first();
    await recommended.waitFor({ timeout: 20_000 });
    const chip = recommended.getByTestId('match-score');
    const score = Number((await chip.innerText()).replace(/\D/g, ''));
    expect(await chip.getAttribute('data-color')).toBe(score >= 70 ? 'green' : score >= 40 ? 'amber' : 'grey');
    await candidate.page
      .getByTestId('interviews-empty')
      .or(candidate.page.getByTestId('candidate-interview').first())
      .waitFor();
    await candidate.screenshot(`candidate-home-${language}`);

    const list = await recruiter.call<{ id: string }[]>('GET', `/api/company/jobs/${jobId}/applications`);
    const applicationId = list[0]?.id ?? '';
    expect(applicationId).not.toBe('');
    const details = `/userdashboard/applications/${jobId}`;

    await candidate.goto(details);
    // The analysis finishes in the background: in progress first, then complete or "Manual Review".
    await candidate.page.waitForFunction(
      () => document.querySelector('[data-testid="cv-analysis"]')?.getAttribute('data-state') !== 'inProgress',
      undefined,
      { timeout: 45_000 },
    );
    const state = await candidate.page.getByTestId('cv-analysis').getAttribute('data-state');
    if (state === 'complete') await candidate.page.getByText(m.myApplication.analysis.complete).waitFor();
    else await candidate.page.getByText(m.myApplication.analysis.manualReview).waitFor();
    await candidate.screenshot(`application-details-analysis-${language}`);

    // The workflow's own step comes first, so the company's changes below are the last word.
    const deadline = Date.now() + 60_000;
    while (
      (await recruiter.call<{ status: string }>('GET', `/api/company/applications/${applicationId}`)).status !==
      'INTERVIEW_SCHEDULED'
    ) {
      if (Date.now() > deadline) throw new Error('the hiring workflow did not invite the candidate');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    for (const status of ['REVIEWING', 'INTERVIEW_SCHEDULED', 'OFFERED', 'HIRED'] as const) {
      await recruiter.call('PATCH', `/api/company/applications/${applicationId}/status`, { status });
      await candidate.goto(details);
      await candidate.page.getByTestId('status-message').getByText(m.myApplication.messages[status]).waitFor();
      if (status === 'REVIEWING') {
        await candidate.page.getByTestId('next-steps').getByText(m.myApplication.nextSteps.reviewingTitle).waitFor();
      }
    }
    expect(await candidate.page.getByRole('button', { name: m.myApplication.withdraw }).count()).toBe(0);

    await candidate.goto('/userdashboard/applications?status=accepted');
    await candidate.page.getByTestId('application-row').filter({ hasText: title }).waitFor();
    expect(await candidate.page.getByTestId('application-status').first().innerText()).toBe(
      m.myApplicationStatus.accepted,
    );
    await candidate.goto('/userdashboard/applications?status=rejected');
    await candidate.page
      .getByTestId('applications-empty')
      .getByRole('button', { name: m.myApplications.clearFilter })
      .click();
    await candidate.page.getByTestId('application-row').filter({ hasText: title }).waitFor();
    await candidate.screenshot(`my-applications-${language}`);

    // A second job, withdrawn by the candidate after a confirmation.
    const otherJobId = await postJob(recruiter, `Platform Engineer ${Date.now().toString(36)}`);
    await candidate.goto(`/jobs/${otherJobId}/apply`);
    await candidate.page.getByRole('radio', { name: `Second CV.pdf ${m.applyPage.activeTag}` }).waitFor();
    await candidate.page.getByTestId('notice-consent').getByRole('checkbox').check();
    await candidate.page.getByRole('button', { name: m.applyPage.submit, exact: true }).click();
    await candidate.page.getByTestId('apply-success').waitFor();
    await candidate.goto(`/userdashboard/applications/${otherJobId}`);
    await candidate.page.getByRole('button', { name: m.myApplication.withdraw }).click();
    const dialog = candidate.page.getByRole('dialog', { name: m.myApplication.withdrawTitle });
    await dialog.getByRole('button', { name: m.myApplication.withdrawConfirm, exact: true }).click();
    await candidate.page.getByTestId('status-message').getByText(m.myApplication.messages.WITHDRAWN).waitFor();

    // The profile's Edit mode saves through PUT /api/candidate/profile.
    await candidate.goto('/userdashboard/profile');
    await candidate.page.getByRole('button', { name: m.candidate.profile.edit }).click();
    await candidate.page.locator('#profile-currentJobTitle').fill('Senior Backend Engineer');
    await candidate.page.locator('#profile-skills').fill('Node.js, PostgreSQL, Kafka');
    const before = await candidate.page.getByTestId('edit-experience').count();
    await candidate.page.getByRole('button', { name: m.candidate.profile.addExperience }).click();
    await candidate.page.locator(`#profile-experiences-${before}-title`).fill('Backend Engineer');
    await candidate.page.locator(`#profile-experiences-${before}-company`).fill('Acme');
    await candidate.page.locator(`#profile-experiences-${before}-startDate`).fill('2021-13');
    await candidate.page.getByRole('button', { name: m.candidate.profile.save }).click();
    await candidate.page.getByText(m.candidate.profile.invalidMonth).waitFor();
    await candidate.page.locator(`#profile-experiences-${before}-startDate`).fill('2021-04');
    await candidate.page.locator(`#profile-experiences-${before}-endDate`).fill('2022-01');
    await candidate.page.getByRole('button', { name: m.candidate.profile.save }).click();
    await candidate.page.getByText(m.candidate.profile.saved).waitFor();
    await candidate.page.getByText('Senior Backend Engineer').first().waitFor();
    await candidate.page.getByText('Kafka').waitFor();
    await candidate.page.getByText('Acme', { exact: true }).waitFor();
  });
});
