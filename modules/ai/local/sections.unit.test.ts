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

  it('reads a heading with a number or a qualifier, and experience headings it does not list', () => {
    expect(headingKind('PROFESSIONAL EXPERIENCE (8+ YEARS)')).toBe('experience');
    expect(headingKind('Work Experience – 9+ Years')).toBe('experience');
    expect(headingKind('الخبرات العملية (10 سنوات)')).toBe('experience');
    expect(headingKind('2. Education')).toBe('education');
    expect(headingKind('GULF EXPERIENCE')).toBe('experience');
    expect(headingKind('Employment Details')).toBe('experience');
    expect(headingKind('Work Experience in UAE')).toBe('experience');
    expect(headingKind('Trainings Attended')).toBe('certifications');
    expect(headingKind('Passport Details')).toBe('other');
  });

  it('does not take a field, a document, a sentence or a bullet about experience for a heading', () => {
    expect(headingKind('Total Experience: 7 Years')).toBeUndefined();
    expect(headingKind('Experience Certificate')).toBeUndefined();
    expect(headingKind('Strong customer service experience')).toBeUndefined();
    expect(headingKind('• Customer Service Experience')).toBeUndefined();
    expect(headingKind('Gained hands-on experience.')).toBeUndefined();
  });
});
