import { describe, expect, it } from 'vitest';
import { csvField } from './csv.ts';

describe('a CSV field', () => {
  it('is quoted when it holds a separator of either kind, a quote or a line break', () => {
    expect(csvField('Node; TypeScript')).toBe('"Node; TypeScript"');
    expect(csvField('Amman, Jordan')).toBe('"Amman, Jordan"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('plain')).toBe('plain');
  });

  it('never starts with a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField(-3)).toBe('-3');
  });
});
