import { describe, expect, it } from 'vitest';
import { formatters } from './format.ts';

describe('analytics formats', () => {
  it("formats amounts in the company's currency and the page's language, with Latin digits", () => {
    const en = formatters('en', 'AED');
    const ar = formatters('ar', 'AED');
    expect(en.money(14500)).toMatch(/AED\s?14,500/);
    expect(ar.money(14500)).toMatch(/14,500/);
    expect(ar.money(14500)).toMatch(/د\.إ\.‏|AED/);
    expect(en.percent(62.5)).toBe('62.5%');
    expect(en.number(null)).toBe('–');
    expect(en.month('2025-11')).toBe('Nov 2025');
  });

  it('falls back to a plain number for an unknown currency code', () => {
    expect(formatters('en', 'not-a-code').money(1000)).toBe('1,000');
  });
});
