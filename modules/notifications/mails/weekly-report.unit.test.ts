import { describe, expect, it } from 'vitest';
import { isoWeek, weeklyReportMail } from './weekly-report.ts';

describe('the weekly report', () => {
  it('names ISO weeks from their Monday (UTC), across years', () => {
    expect(isoWeek(new Date('2026-11-22T23:59:00Z'))).toEqual({
      key: '2026-W47',
      monday: new Date('2026-11-16T00:00:00Z'),
    });
    expect(isoWeek(new Date('2026-11-23T00:00:00Z')).key).toBe('2026-W48');
    expect(isoWeek(new Date('2027-01-01T12:00:00Z'))).toEqual({
      key: '2026-W53',
      monday: new Date('2026-12-28T00:00:00Z'),
    });
    expect(isoWeek(new Date('2025-12-29T08:00:00Z')).key).toBe('2026-W01');
  });

  it('writes the mail in the user language', () => {
    const figures = {
      applications: 4,
      interviews: 1,
      offers: 1,
      hires: 1,
      topJobs: [{ jobId: 'j1', title: 'Data Engineer', applications: 3 }],
    };
    const range = { from: '2026-11-16', to: '2026-11-22' };
    const ar = weeklyReportMail('ar', 'أكمي', range, figures, 'https://app.example');
    expect(ar.subject).toBe('تقرير توظيف الأسبوعي: من 2026-11-16 إلى 2026-11-22');
    expect(ar.text).toContain('الطلبات: 4');
    expect(ar.text).toContain('1. Data Engineer: 3');
    expect(ar.text).toContain('https://app.example/dashboard/analytics');
    const en = weeklyReportMail('en', 'Acme', range, { ...figures, topJobs: [] }, '');
    expect(en.text).toContain('Hires: 1');
    expect(en.text).toContain('No applications this week.');
  });
});
