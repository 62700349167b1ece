import { describe, expect, it } from 'vitest';
import { headingKind } from './sections.ts';

describe('section headings', () => {
  it('reads bilingual, letter-spaced and Spanish headings', () => {
    expect(headingKind('الخبرات | EXPERIENCE')).toBe('experience');
    expect(headingKind('المؤهل العلمي | Academic Qualifications')).toBe('education');
    expect(headingKind('C A R E E R  H I S T O R Y')).toBe('experience');
    expect(headingKind('Experiencia Laboral')).toBe('experience');
  });

  it('reads a bilingual heading with one half it does not know, but not a heading beside a sidebar line', () => {
    expect(headingKind('Professional Journey | المسيرة المهنية')).toBe('experience');
    expect(headingKind('EXPERIENCE | Phone: +971 50 123 4567')).toBeUndefined();
    expect(headingKind('الخبرة المهنية\tالعنوان: جدة')).toBeUndefined();
  });

  it('tells activities, societies and volunteering from experience', () => {
    expect(headingKind('Extracurricular Activities')).toBe('other');
    expect(headingKind('Volunteer Experience')).toBe('other');
    expect(headingKind('Societies')).toBe('other');
  });
});
