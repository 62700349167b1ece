import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERASED, isErased, shown } from './erased.ts';
import { en } from '../i18n/en.ts';
import { ar } from '../i18n/ar.ts';

beforeAll(async () => {
  await i18next.init({ lng: 'en', resources: { en: { translation: en }, ar: { translation: ar } } });
});

describe('an erased value as the screens show it', () => {
  it('reads the translated label, a two-part erased name once, never the raw placeholder', async () => {
    expect(shown(ERASED)).toBe('Erased');
    expect(shown(`${ERASED} ${ERASED}`)).toBe('Erased');
    expect(shown(`Interview with ${ERASED} ${ERASED} tomorrow`)).toBe('Interview with Erased tomorrow');
    await i18next.changeLanguage('ar');
    expect(shown(ERASED)).toBe('ممسوح');
    await i18next.changeLanguage('en');
  });

  it('leaves other values as they are', () => {
    expect(shown('Lina Haddad')).toBe('Lina Haddad');
    expect(shown(null)).toBeNull();
    expect(shown('')).toBe('');
    expect(isErased(ERASED)).toBe(true);
    expect(isErased('erased')).toBe(false);
  });
});
