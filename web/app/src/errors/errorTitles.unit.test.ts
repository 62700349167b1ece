import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en.ts';
import { flattenMessages } from '../i18n/flatten.ts';
import { errorTitleKey } from './errorTitles.ts';

const english = flattenMessages(en);
const titleFor = (status: number | undefined) => english[errorTitleKey(status)];

describe('framework error titles', () => {
  it('names the statuses the spec lists', () => {
    expect(titleFor(400)).toBe('Bad Request');
    expect(titleFor(404)).toBe('This page could not be found');
    expect(titleFor(405)).toBe('Method Not Allowed');
    expect(titleFor(500)).toBe('Internal Server Error');
  });

  it('falls back to the generic title for anything else', () => {
    expect(titleFor(418)).toBe('An unexpected error has occurred');
    expect(titleFor(503)).toBe('An unexpected error has occurred');
    expect(titleFor(undefined)).toBe('An unexpected error has occurred');
  });
});
