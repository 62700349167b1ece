import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseSelfIdKey, selfIdBox } from './self-id-box.ts';

describe('the self-identification box', () => {
  const key = randomBytes(32);
  const box = selfIdBox(key);
  const answers = { sex: 'female', ageBand: '25to34' } as const;

  it('seals so that the answers cannot be read without the key, and opens with it', () => {
    const sealed = box.seal('cand-1', answers);
    expect(sealed).not.toContain('female');
    expect(sealed).not.toContain('25to34');
    expect(Buffer.from(sealed.split('.')[3]!, 'base64').toString('utf8')).not.toContain('female');
    expect(box.open('cand-1', sealed)).toEqual(answers);
    // A fresh IV each time: the same answers never seal to the same text.
    expect(box.seal('cand-1', answers)).not.toBe(sealed);
  });

  it('refuses another key, another person, or a changed byte', () => {
    const sealed = box.seal('cand-1', answers);
    expect(() => selfIdBox(randomBytes(32)).open('cand-1', sealed)).toThrow();
    expect(() => box.open('cand-2', sealed)).toThrow();
    const [v, iv, tag, data] = sealed.split('.');
    const flipped = Buffer.from(data!, 'base64');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => box.open('cand-1', [v, iv, tag, flipped.toString('base64')].join('.'))).toThrow();
  });

  it('reads the key as hex or base64 and refuses a short one', () => {
    expect(parseSelfIdKey(key.toString('hex'))).toEqual(key);
    expect(parseSelfIdKey(key.toString('base64'))).toEqual(key);
    expect(() => parseSelfIdKey('abcd')).toThrow(/32 bytes/);
  });
});
