import { describe, expect, it } from 'vitest';
import { visualToLogical } from './bidi.ts';

const visual = (logical: string) => [...logical].reverse().join('');

describe('visualToLogical', () => {
  it('restores an Arabic line drawn right to left', () => {
    expect(visualToLogical(visual('مهندس برمجيات أول'), true)).toBe('مهندس برمجيات أول');
  });

  it('keeps Latin words and numbers left to right inside an Arabic line', () => {
    // Drawn order of "استخدمت React و Node.js عام 2020" in a right-to-left paragraph.
    const drawn = `2020 ${visual('عام')} Node.js ${visual('و')} React ${visual('استخدمت')}`;
    expect(visualToLogical(drawn, true)).toBe('استخدمت React و Node.js عام 2020');
  });

  it('reads a year range in an Arabic paragraph in the order it was written', () => {
    expect(visualToLogical('2020 - 2017', true)).toBe('2017 - 2020');
  });

  it('keeps a phone number whole and mirrors brackets around Arabic', () => {
    expect(visualToLogical(`+962 79 123 4567 :${visual('الهاتف')}`, true)).toBe('الهاتف: +962 79 123 4567');
    expect(visualToLogical(`(${visual('الأم')}) ${visual('العربية')}`, true)).toBe('العربية (الأم)');
  });

  it('reverses only the Arabic name inside an English line', () => {
    expect(visualToLogical(`Name: ${visual('أحمد علي')}`, false)).toBe('Name: أحمد علي');
  });

  it('keeps brackets as typed when the writer names them by character rather than by drawn shape', () => {
    // LibreOffice: the bracket drawn at the left end of "(جيد جدا)" is stored as ")".
    expect(visualToLogical(`)${visual('جيد جدا')}( ${visual('الإنجليزية')}`, true)).toBe('الإنجليزية (جيد جدا)');
    expect(visualToLogical(`)${visual('جيد')}(`, true)).toBe('(جيد)');
  });
});
