import { describe, expect, it } from 'vitest';
import {
  addressOf,
  admit,
  delaySeconds,
  freshCounter,
  scopesFor,
  type LoginThrottlePolicy,
  type ThrottleCounter,
  type ThrottleScope,
} from './login-throttle.ts';

const policy: LoginThrottlePolicy = {
  pair: { freeFailures: 5, maxDelaySeconds: 900 },
  address: { freeFailures: 20, maxDelaySeconds: 60 },
  account: { freeFailures: 10, maxDelaySeconds: 900 },
  forgetAfterSeconds: 86_400,
  knownForDays: 90,
};
const t0 = new Date('2026-11-25T10:00:00Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

/** Failed attempts as fast as the throttle allows, starting at `start`; returns the waits it asked for. */
function failRepeatedly(count: number, scopes: ThrottleScope[], start = 0) {
  let stored: Partial<Record<ThrottleScope, ThrottleCounter>> = {};
  let clock = start;
  const waits: number[] = [];
  for (let i = 0; i < count; i++) {
    let decided = admit(stored, scopes, at(clock), policy);
    if (!decided.admitted) {
      waits.push(decided.retryAfterSeconds);
      clock += decided.retryAfterSeconds;
      decided = admit(stored, scopes, at(clock), policy);
    } else waits.push(0);
    if (!decided.admitted) throw new Error('waited as told, still refused');
    stored = { ...stored, ...decided.counters };
  }
  return { stored, clock, waits };
}

describe('the delay schedule', () => {
  it('lets the free failures through, then doubles the wait up to the cap', () => {
    expect([0, 4, 5, 6, 7, 14, 15, 40, 10_000].map((n) => delaySeconds(n, policy.pair))).toEqual([
      0, 0, 1, 2, 4, 512, 900, 900, 900,
    ]);
  });

  it('asks a repeated guesser to wait longer and longer, and never forever', () => {
    const { waits } = failRepeatedly(20, ['pair']);
    expect(waits.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    expect(waits.slice(5, 11)).toEqual([1, 2, 4, 8, 16, 32]);
    expect(Math.max(...waits)).toBe(900);
  });

  it('refuses an early attempt with the seconds still to wait, without counting it', () => {
    const { stored, clock } = failRepeatedly(8, ['pair']);
    const early = admit(stored, ['pair'], at(clock), policy);
    expect(early).toEqual({ admitted: false, retryAfterSeconds: 8 });
    expect(admit(stored, ['pair'], at(clock + 3), policy)).toEqual({ admitted: false, retryAfterSeconds: 5 });
    expect(admit(stored, ['pair'], at(clock + 8), policy).admitted).toBe(true);
  });

  it('forgets a counter after a quiet day', () => {
    const { stored, clock } = failRepeatedly(15, ['pair']);
    const nextDay = admit(stored, ['pair'], at(clock + 86_400), policy);
    expect(nextDay.admitted && nextDay.counters.pair?.failures).toBe(1);
  });

  it('counts an admitted attempt up front, so parallel guesses cannot all pass', () => {
    const { stored, clock } = failRepeatedly(4, ['pair']);
    const first = admit(stored, ['pair'], at(clock), policy);
    expect(first.admitted).toBe(true);
    const second = admit({ ...stored, ...(first.admitted ? first.counters : {}) }, ['pair'], at(clock), policy);
    expect(second).toEqual({ admitted: false, retryAfterSeconds: 1 });
  });
});

describe('who is slowed down', () => {
  it('holds a familiar address to its own pair counter only', () => {
    expect(scopesFor(true)).toEqual(['pair']);
    expect(scopesFor(false)).toEqual(['pair', 'address', 'account']);
  });

  it('lets the owner at a familiar address in while strangers wait on the account', () => {
    // 50 failures from elsewhere: the account counter is at its cap for unfamiliar addresses.
    const attack = failRepeatedly(50, ['pair', 'address', 'account']);
    const account = attack.stored.account!;
    expect(admit({ account }, scopesFor(false), at(attack.clock), policy)).toMatchObject({ admitted: false });
    expect(admit({ account, pair: freshCounter() }, scopesFor(true), at(attack.clock), policy).admitted).toBe(true);
  });

  it('keeps the wait for a whole address short', () => {
    const { waits } = failRepeatedly(60, ['address']);
    expect(Math.max(...waits)).toBe(60);
  });
});

describe('addresses', () => {
  it('counts IPv4 as is, IPv4-mapped IPv6 as IPv4 and IPv6 by its /64', () => {
    expect(addressOf('203.0.113.7')).toBe('203.0.113.7');
    expect(addressOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressOf('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressOf('2001:0db8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(addressOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressOf('::1')).toBe('0:0:0:0::/64');
    expect(addressOf(null)).toBe('unknown');
    expect(addressOf('not an address')).toBe('unknown');
  });
});
