import { describe, expect, it } from 'vitest';
import { renderText } from './texts.ts';

const params = { candidateName: 'Sara Ali', jobTitle: 'Backend Developer', score: 87 };

describe('renderText (the search text, the digest and the mention mails)', () => {
  it('fills the English and Arabic texts by their catalogue keys', () => {
    expect(renderText('en', 'notifications.analysis.completed.message', params)).toBe(
      "Sara Ali's CV for Backend Developer scored 87/100",
    );
    expect(renderText('ar', 'notifications.application.received.message', params)).toBe(
      'تقدّم Sara Ali لوظيفة Backend Developer',
    );
    expect(renderText('en', 'notifications.system.jobExpired.title', {})).toBe('Job expired');
  });

  it('isolates names and titles for mails, not numbers', () => {
    expect(renderText('en', 'notifications.analysis.completed.message', params, { isolated: true })).toBe(
      "\u2068Sara Ali\u2069's CV for \u2068Backend Developer\u2069 scored 87/100",
    );
  });

  it('gives an unknown key back as it is', () => {
    expect(renderText('en', 'notifications.unknown.title', params)).toBe('notifications.unknown.title');
  });
});
