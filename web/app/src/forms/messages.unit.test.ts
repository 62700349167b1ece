import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/i18n.ts';
import { serverFieldText, tr } from './messages.ts';

const weak = {
  path: 'password',
  code: 'AUTH.WEAK_PASSWORD',
  message: 'This password is too easy to guess. This is a heavily used password. Add more words that are less common.',
};

beforeAll(async () => {
  await initI18n('en');
});

describe('a server field error on a form', () => {
  it("shows the server's own advice in English and the app's translation in Arabic", async () => {
    await i18next.changeLanguage('en');
    expect(tr(i18next.t, serverFieldText(weak))).toBe(weak.message);
    await i18next.changeLanguage('ar');
    expect(tr(i18next.t, serverFieldText(weak))).toBe(
      'كلمة المرور هذه سهلة التخمين. اختر كلمة مرور أطول وأقل شيوعًا، مثل عبارة من عدة كلمات غير مترابطة.',
    );
  });

  it("keeps the server's text for a code the app does not know, in either language", async () => {
    await i18next.changeLanguage('ar');
    expect(serverFieldText({ path: 'name', code: 'too_small', message: 'Too short' })).toBe('Too short');
  });
});
