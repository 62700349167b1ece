import { describe, expect, it } from 'vitest';
import { e164, phoneKey } from './phone.ts';

describe('phoneKey', () => {
  it.each([
    ['791234567', '+962', '962791234567'],
    ['0791 234 567', '+962', '962791234567'],
    ['+962 79 123 4567', null, '962791234567'],
    ['00962791234567', '+974', '962791234567'],
    ['962791234567', '+962', '962791234567'],
    ['whatsapp:+962791234567', null, '962791234567'],
    ['962791234567', null, '962791234567'],
  ])('%s with %s is %s', (phone, cc, key) => expect(phoneKey(phone, cc)).toBe(key));

  it('rejects what is no phone number', () => {
    expect(phoneKey('', '+962')).toBeNull();
    expect(phoneKey('12', '+962')).toBeNull();
    expect(phoneKey(null)).toBeNull();
    expect(phoneKey('+1234567890123456')).toBeNull();
  });

  it('writes E.164', () => expect(e164('962791234567')).toBe('+962791234567'));
});
