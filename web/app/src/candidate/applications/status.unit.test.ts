import { describe, expect, it } from 'vitest';
import { barWidth, displayStatusOf, fitColor, scoreColor, withdrawable } from './status.ts';

describe('candidate application display rules', () => {
  it('maps statuses to the list display, HIRED to accepted', () => {
    expect(displayStatusOf('INTERVIEWED')).toBe('interview');
    expect(displayStatusOf('INTERVIEW_SCHEDULED')).toBe('interview');
    expect(displayStatusOf('HIRED')).toBe('accepted');
    expect(displayStatusOf('SOMETHING')).toBe('submitted');
    expect(displayStatusOf('SUBMITTED', 'offered')).toBe('offered');
  });

  it('colours analysis scores at 80 and 60', () => {
    expect([scoreColor(80), scoreColor(79), scoreColor(60), scoreColor(59)]).toEqual([
      'success',
      'warning',
      'warning',
      'error',
    ]);
    expect(barWidth(0)).toBe(5);
    expect(barWidth(72)).toBe(72);
  });

  it('treats any unknown fit as the lowest', () => {
    expect(fitColor('Excellent')).toBe('success');
    expect(fitColor('Poor')).toBe('error');
    expect(fitColor(null)).toBe('error');
  });

  it('lets only open applications be withdrawn', () => {
    expect(withdrawable('OFFERED')).toBe(true);
    expect(withdrawable('HIRED')).toBe(false);
    expect(withdrawable('WITHDRAWN')).toBe(false);
  });
});
