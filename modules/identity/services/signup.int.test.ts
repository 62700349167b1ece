import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEventStore } from '@tawzeef/shared';
import { createTestEventStore } from '@tawzeef/shared/testing';
import { createUnconfiguredMailer } from '../mail/mailer.ts';
import { createArgon2Hasher } from '../passwords.ts';
import { createPgLoginThrottle } from '../sessions/login-throttle-store.ts';
import { createPgRateLimiter } from '../sessions/rate-limiter.ts';
import { createPgSessionStore } from '../sessions/session-store.ts';
import { createFileSystemStore } from '../storage/file-store.ts';
import type { RequestContext } from './deps.ts';
import { createIdentityService, type IdentityService } from './identity.ts';

let dispose: () => Promise<void>;
let pool: pg.Pool;
let identity: IdentityService;
const faults = { failNextUserAppend: false };
const warnings: string[] = [];

beforeAll(async () => {
  const test = await createTestEventStore();
  dispose = test.dispose;
  pool = new pg.Pool({ connectionString: test.url, max: 4 });
  // The real store, but the next append to a user stream can be made to fail: a step after the claim.
  const store = new Proxy(test.store, {
    get(target, prop, receiver) {
      if (prop === 'appendToStream') {
        return (async (name, events, options) => {
          if (faults.failNextUserAppend && name.startsWith('user-')) {
            faults.failNextUserAppend = false;
            throw new Error('injected failure after the e-mail claim');
          }
          return target.appendToStream(name, events, options);
        }) as AppEventStore['appendToStream'];
      }
      const value = Reflect.get(target, prop, receiver) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  identity = createIdentityService({
    store,
    hasher: createArgon2Hasher(),
    sessions: createPgSessionStore(pool),
    rateLimiter: createPgRateLimiter(pool),
    loginThrottle: createPgLoginThrottle(pool, {
      pair: { freeFailures: 5, maxDelaySeconds: 900 },
      address: { freeFailures: 20, maxDelaySeconds: 60 },
      account: { freeFailures: 10, maxDelaySeconds: 900 },
      forgetAfterSeconds: 86_400,
      knownForDays: 90,
    }),
    mailer: createUnconfiguredMailer(() => {}),
    files: createFileSystemStore(await mkdtemp(join(tmpdir(), 'signup-'))),
    describeCompany: async () => ({ generatedDescription: '' }),
    clock: () => new Date(),
    newId: randomUUID,
    publicUrl: 'http://localhost',
    limits: { windowSeconds: 900, perAccount: 100, perIp: 100 },
    log: { warn: (_fields, message) => warnings.push(message) },
  });
});
afterAll(async () => {
  await pool?.end();
  await dispose?.();
});

const request = (): RequestContext => ({
  commandId: randomUUID(),
  actorId: null,
  correlationId: randomUUID(),
  ip: '127.0.0.1',
  userAgent: null,
});

const input = (email: string, name = 'Rana Nasser') => ({
  email,
  password: 'correct horse battery',
  name,
  phone: null,
  userType: 'CANDIDATE' as const,
});

describe('a sign-up that fails after claiming its e-mail', () => {
  it('gives the address back, so signing up again works and the account signs in', async () => {
    faults.failNextUserAppend = true;
    await expect(identity.accounts.signup(input('rana@example.com'), request())).rejects.toThrow(
      'injected failure after the e-mail claim',
    );
    expect(await identity.accounts.userIdForEmail('rana@example.com')).toBeNull();

    const again = await identity.accounts.signup(input('rana@example.com'), request());
    expect(await identity.accounts.userIdForEmail('rana@example.com')).toBe(again.userId);
    const signedIn = await identity.accounts.login(
      { email: 'rana@example.com', password: 'correct horse battery', remember: false },
      request(),
    );
    expect(signedIn.userId).toBe(again.userId);
    expect(warnings).toEqual([]);
  });

  it('gives the address back when the store refuses the name (a NUL byte)', async () => {
    await expect(identity.accounts.signup(input('nul@example.com', 'N\u0000ul'), request())).rejects.toThrow();
    expect(await identity.accounts.userIdForEmail('nul@example.com')).toBeNull();
    const again = await identity.accounts.signup(input('nul@example.com', 'Nul Nasser'), request());
    expect(await identity.accounts.userIdForEmail('nul@example.com')).toBe(again.userId);
  });
});
