import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { assertAppReachable, launchBrowser, openPage } from './harness.ts';
import { createCompany, messages, password, signUpCompanyUser, tinyPng, uniqueEmail } from './identityFlows.ts';

let browser: Browser;
beforeAll(async () => {
  await assertAppReachable();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Company Profile and My Profile against the real API: uploads, saves, password change, then sign in again. */
it('saves company details, logo, preferences, profile and password on the server', async () => {
  const m = messages.en;
  const app = await openPage(browser, {
    storage: { 'gdpr-accepted': 'true', language: 'en' },
    missingApi: [/^\/api\/jobs\/featured$/],
  });
  await app.goto('/signup');
  const email = uniqueEmail('s');
  await signUpCompanyUser(app.page, m, { name: 'Layla Haddad', email });
  await app.page.waitForURL('**/dashboard/company-profile');
  await createCompany(app.page, m, 'Settings Co');
  await app.page.waitForURL((u) => /^\/dashboard\/?$/.test(u.pathname));
  await app.goto('/dashboard/company-profile');
  await app.page
    .getByTestId('image-input')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('not really an image') });
  await app.page.getByText('Please select an image file').waitFor();
  await app.page.getByTestId('image-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: tinyPng });
  await app.page.getByText('Company logo updated successfully!').waitFor();
  await app.screenshot('company-details-en');
  await app.page.locator('#field-city').fill('Irbid');
  await app.page.getByRole('button', { name: 'Save Changes' }).click();
  await app.page.getByText('Company profile updated successfully!').waitFor();
  await app.page.getByRole('tab', { name: 'Notifications' }).click();
  await app.page.getByRole('switch', { name: /Weekly reports/ }).check();
  await app.page.getByRole('button', { name: 'Save Preferences' }).click();
  await app.page.getByText('Notification settings saved successfully!').waitFor();
  await app.page.reload({ waitUntil: 'networkidle' });
  expect(await app.page.getByRole('switch', { name: /Weekly reports/ }).isChecked()).toBe(true);
  await app.page.getByRole('tab', { name: 'Security' }).click();
  await app.page.locator('#field-currentPassword').fill('wrong-password');
  await app.page.locator('#field-newPassword').fill('short');
  await app.page.getByText('Password must be at least 8 characters long').waitFor();
  await app.page.locator('#field-newPassword').fill('N3w-password-ok');
  await app.page.locator('#field-confirm').fill('N3w-password-ok');
  await app.page.getByRole('button', { name: 'Change Password' }).click();
  await app.page.getByText('Current password is incorrect.').waitFor();
  await app.page.locator('#field-currentPassword').fill(password);
  await app.page.getByRole('button', { name: 'Change Password' }).click();
  await app.page.getByText('Password changed successfully!').waitFor();
  await app.goto('/dashboard/my-profile');
  await app.page.locator('#field-position').fill('HR Manager');
  await app.page.getByRole('button', { name: 'Save Changes' }).click();
  await app.page.getByText('Profile updated successfully!').waitFor();
  await app.page.getByTestId('image-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: tinyPng });
  await app.page.getByText('Avatar updated successfully!').waitFor();
  await app.screenshot('my-profile-en');
  await app.goto('/dashboard/my-profile?tab=security');
  await app.page.locator('#field-sessionTimeout').click();
  await app.page.getByRole('option', { name: '60 minutes' }).click();
  await app.page.getByRole('button', { name: 'Save security settings' }).click();
  await app.page.getByText('Security settings saved successfully!').waitFor();
  await app.page.evaluate(() => window.scrollTo(0, 0));
  await app.page.waitForTimeout(500);
  await app.page.getByTestId('user-menu-button').click();
  await app.page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await app.page.waitForURL((u) => u.pathname === '/');
  await app.goto('/login?redirect=%2Fdashboard%2Fmy-profile');
  await app.page.locator('#field-email').fill(email);
  await app.page.locator('#field-password').fill('N3w-password-ok');
  await app.page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await app.page.waitForURL('**/dashboard/my-profile');
  await app.goto('/forgot-password');
  await app.page.locator('#field-email').fill(email);
  await app.page.getByRole('button', { name: 'Send reset link' }).click();
  await app.page.getByText(/If an account exists/).waitFor();
  await app.goto('/reset-password?token=bogus');
  await app.page.locator('#field-password').fill('An0ther-pass');
  await app.page.locator('#field-confirm').fill('An0ther-pass');
  await app.page.getByRole('button', { name: 'Save new password' }).click();
  await app.page.getByText('This password reset link is invalid or has already been used.').waitFor();
  // The three refusals the test provoked, and nothing else.
  expect(app.problems.map((problem) => problem.replace(/^.*status of (\d+).*\/api\/([\w/-]+)\)$/, '$1 $2'))).toEqual([
    '415 company/upload-logo',
    '422 auth/change-password',
    '400 auth/reset-password',
  ]);
  await app.close();
}, 120000);
