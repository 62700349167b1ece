import { describe, expect, it } from 'vitest';
import { cvSummaryAndLocation } from './extras.ts';

describe('cvSummaryAndLocation', () => {
  it('takes the summary section and the header line naming a place', () => {
    const text = [
      'Ahmad Haddad',
      'Senior Backend Engineer',
      'Email: ahmad@example.com',
      'Phone: +962 78 956 8337',
      'Amman, Jordan',
      'Professional Summary',
      'Backend engineer focused on',
      'measurable results.',
      'Work Experience',
      'Backend Developer – Aramex',
    ].join('\n');
    expect(cvSummaryAndLocation(text)).toEqual({
      summary: 'Backend engineer focused on measurable results.',
      location: 'Amman, Jordan',
    });
  });

  it('answers null for what the CV does not say', () => {
    expect(cvSummaryAndLocation('Sara Ali\nSkills\nExcel')).toEqual({ summary: null, location: null });
  });
});
