import type { Page } from 'playwright-core';
import { ar } from '../src/i18n/ar.ts';
import { en, type Messages } from '../src/i18n/en.ts';

export type Lang = 'en' | 'ar';
export const messages: Record<Lang, Messages> = { en, ar };

/** A fresh address per run, so the test never collides with an earlier one. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
}

export const password = 'Sup3r-secret-pass';

async function pickOption(page: Page, fieldId: string, option: string) {
  await page.locator(`#${fieldId}`).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export async function signUpCompanyUser(page: Page, m: Messages, person: { name: string; email: string }) {
  await page.getByRole('tab', { name: m.signup.corporate }).click();
  await page.locator('#field-name').fill(person.name);
  await page.locator('#field-email').fill(person.email);
  await page.locator('#field-phone').fill('501234567');
  await page.locator('#field-password').fill(password);
  await page.locator('#field-confirm').fill(password);
  await page.getByRole('button', { name: m.signup.submit, exact: true }).click();
}

export async function createCompany(page: Page, m: Messages, name: string) {
  await page.getByRole('tab', { name: m.companySetup.createTab }).waitFor();
  await page.locator('#field-name').fill(name);
  await pickOption(page, 'field-industry', m.industries.Technology);
  await pickOption(page, 'field-size', m.companySetup.employees.replace('%{size}', '11-50'));
  await page.locator('#field-email').fill(`hr.${Date.now()}@example.com`);
  await pickOption(page, 'field-country', m.countries.JO);
  await page.locator('#field-city').fill('Amman');
  await page.locator('#field-street').fill('King Hussein St');
  await page.locator('#field-phone').fill('791234567');
  const description = page.locator('#field-description');
  await page.getByRole('button', { name: m.companySetup.aiGenerate }).click();
  await page.waitForFunction(() => {
    const field = document.querySelector<HTMLTextAreaElement>('#field-description');
    return Boolean(field && field.value.trim().length > 20);
  });
  const generated = await description.inputValue();
  await page.getByRole('button', { name: m.companySetup.create, exact: true }).click();
  return generated;
}

export async function openTeamTab(page: Page, m: Messages) {
  await page.getByRole('menuitem', { name: m.dashboardMenu.companyProfile }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard/company-profile');
  await page.getByRole('tab', { name: m.companyProfile.tabs.team }).click();
  await page.getByTestId('team-members').waitFor();
}

export async function teamMemberNames(page: Page): Promise<string[]> {
  return page.getByTestId('team-member-name').allInnerTexts();
}

/** A 1x1 PNG, so uploads send a real image by content. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
