import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect.ts';

describe('login redirect', () => {
  it('keeps same-site paths with their query and fragment', () => {
    expect(safeRedirect('/jobs/1/apply?x=1#top')).toBe('/jobs/1/apply?x=1#top');
    expect(safeRedirect('/dashboard')).toBe('/dashboard');
  });

  it('drops anything that could leave the site', () => {
    for (const target of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/\tevil',
      '',
      null,
    ]) {
      expect(safeRedirect(target)).toBeNull();
    }
  });
});
