import { isIPv4, isIPv6 } from 'node:net';

/**
 * Failed sign-ins slow the next attempt down instead of locking the account. Three counters:
 * - `pair`: one account from one address; always applies.
 * - `address`: one address, any account; only for accounts that address has not signed in to recently,
 *   so colleagues behind one office address who signed in before are not slowed by someone else's typing.
 * - `account`: one account from any address it has not signed in from recently, so an attacker elsewhere
 *   slows down other strangers but never the owner at their usual address.
 * Each counter lets `freeFailures` through, then every further failure doubles the wait (1 s, 2 s, 4 s …)
 * up to `maxDelaySeconds`. A counter with no attempt for `forgetAfterSeconds` starts over.
 */
export type ThrottleRule = { freeFailures: number; maxDelaySeconds: number };

export type LoginThrottlePolicy = {
  pair: ThrottleRule;
  address: ThrottleRule;
  account: ThrottleRule;
  forgetAfterSeconds: number;
  /** A successful sign-in (or sign-up, or reset) makes the address familiar to the account for this long. */
  knownForDays: number;
};

export type ThrottleScope = 'pair' | 'address' | 'account';

/** `failures` counts attempts not (yet) known to have succeeded; `nextAttemptAt` is when one may come. */
export type ThrottleCounter = { failures: number; lastAttemptAt: Date | null; nextAttemptAt: Date | null };

export const freshCounter = (): ThrottleCounter => ({ failures: 0, lastAttemptAt: null, nextAttemptAt: null });

export function delaySeconds(failures: number, rule: ThrottleRule): number {
  if (failures < rule.freeFailures) return 0;
  return Math.min(rule.maxDelaySeconds, 2 ** Math.min(failures - rule.freeFailures, 40));
}

/** The counter as it stands at `now`: a long-quiet one is forgotten. */
export function current(counter: ThrottleCounter, now: Date, policy: LoginThrottlePolicy): ThrottleCounter {
  const quietSince = counter.lastAttemptAt?.getTime();
  if (quietSince === undefined || now.getTime() - quietSince >= policy.forgetAfterSeconds * 1000) return freshCounter();
  return counter;
}

/** Seconds until this counter lets an attempt through; 0 when it does now. */
export function waitSeconds(counter: ThrottleCounter, now: Date): number {
  const next = counter.nextAttemptAt?.getTime();
  return next === undefined || next <= now.getTime() ? 0 : Math.ceil((next - now.getTime()) / 1000);
}

/**
 * An admitted attempt is counted as a failure up front, so concurrent guesses cannot all slip through
 * before the first one is counted; a success takes it back (`afterSuccess`).
 */
export function afterAttempt(counter: ThrottleCounter, rule: ThrottleRule, now: Date): ThrottleCounter {
  const failures = counter.failures + 1;
  return { failures, lastAttemptAt: now, nextAttemptAt: new Date(now.getTime() + delaySeconds(failures, rule) * 1000) };
}

export type Admission =
  | { admitted: true; counters: Partial<Record<ThrottleScope, ThrottleCounter>> }
  | { admitted: false; retryAfterSeconds: number };

/** Which counters an attempt answers to, given whether its address is familiar to the account. */
export function scopesFor(familiar: boolean): ThrottleScope[] {
  return familiar ? ['pair'] : ['pair', 'address', 'account'];
}

/** Lets an attempt through, with the counters to store, or says how long to wait (the longest of them). */
export function admit(
  stored: Partial<Record<ThrottleScope, ThrottleCounter>>,
  scopes: ThrottleScope[],
  now: Date,
  policy: LoginThrottlePolicy,
): Admission {
  const counters = Object.fromEntries(
    scopes.map((scope) => [scope, current(stored[scope] ?? freshCounter(), now, policy)]),
  ) as Record<ThrottleScope, ThrottleCounter>;
  const wait = Math.max(0, ...scopes.map((scope) => waitSeconds(counters[scope], now)));
  if (wait > 0) return { admitted: false, retryAfterSeconds: wait };
  return {
    admitted: true,
    counters: Object.fromEntries(scopes.map((scope) => [scope, afterAttempt(counters[scope], policy[scope], now)])),
  };
}

/**
 * Where a request comes from, as the throttle counts it: IPv4 as is (also when mapped into IPv6), IPv6 by
 * its /64 network, since one subscriber usually holds a whole /64.
 */
export function addressOf(ip: string | null | undefined): string {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return 'unknown';
  const [head = '', tail = ''] = ip.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
