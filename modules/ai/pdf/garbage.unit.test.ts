import { describe, expect, it } from 'vitest';
import { isGarbage } from './garbage.ts';

describe('broken text layers', () => {
  it('flags private-use glyphs, control codes and replacement characters', () => {
    expect(
      isGarbage(
        '\uE001\uE002\uE003 \uE004\uE005\uE006\uE007 \uE008\uE009\uE00A\uE00B\uE00C\uE00D\uE00E\uE00F\uE010\uE011\uE012\uE013',
      ),
    ).toBe(true);
    expect(
      isGarbage(
        '\u0003\u0004\u0005\u0006 \u0007\u0008\u0003\u0004 \u0005\u0006\u0007\u0008\u0003\u0004\u0005\u0006\u0007\u0008\u0003',
      ),
    ).toBe(true);
    expect(isGarbage('䕸䕹䕺 䕻䕼 䕽䕾䕿 䖀䖁䖂 䖃䖄䖅 䖆䖇䖈 䖉䖊䖋')).toBe(true);
  });

  it('flags symbol soup', () => {
    expect(isGarbage("#$%& *+,- ./01 23\n!\"#$ %&'( )*+, -./0\n#$%&' ()*+ ,-./ 0123\n$%&'( )*+,- ./0")).toBe(true);
  });

  it('accepts real CV text in English, Arabic and Spanish', () => {
    expect(isGarbage('Senior Accountant – Deloitte\nDec 2014 to present\nPrepared IFRS statements (£2m)')).toBe(false);
    expect(isGarbage('محاسب أول – ديلويت\nكانون الأول ٢٠١٤ – حتى الآن\nإعداد القوائم المالية')).toBe(false);
    expect(isGarbage('Licenciatura en Administración – Universidad de Lima, 2012')).toBe(false);
  });
});
