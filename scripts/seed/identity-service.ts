import {
  createArgon2Hasher,
  createFileSystemStore,
  createIdentityService,
  createUnconfiguredMailer,
  userDecider,
  userStreamName,
  type LoginThrottle,
  type RateLimiter,
  type SessionStore,
} from '@tawzeef/identity';
import type { AppEventStore } from '@tawzeef/shared';

// Seeding makes no sessions and is not a client to rate limit.
const noSessions = {} as SessionStore;
const noLimits: RateLimiter = {
  hit: async (_key, windowSeconds, now) => ({ count: 0, resetAt: new Date(now.getTime() + windowSeconds * 1000) }),
  peek: async (_key, windowSeconds, now) => ({ count: 0, resetAt: new Date(now.getTime() + windowSeconds * 1000) }),
  clear: async () => {},
};
const noThrottle: LoginThrottle = {
  attempt: async () => ({ accountKey: '', addressKey: '', keys: {} }),
  succeeded: async () => {},
  remember: async () => {},
};

/** The real identity commands, wired for seeding: fixed ids, no mail, no sessions, no rate limits. */
export function seedIdentityService(store: AppEventStore) {
  return createIdentityService({
    store,
    hasher: createArgon2Hasher(),
    sessions: noSessions,
    rateLimiter: noLimits,
    loginThrottle: noThrottle,
    mailer: createUnconfiguredMailer(() => {}),
    files: createFileSystemStore('.data/uploads'),
    describeCompany: async () => ({ generatedDescription: '' }),
    clock: () => new Date(),
    newId: () => {
      throw new Error('seeded ids are fixed');
    },
    publicUrl: '',
    limits: { windowSeconds: 1, perAccount: 1, perIp: 1 },
    log: { warn: () => {} },
  });
}

/** A user's state as the seed left it, or null when the user is not registered yet. */
export async function registeredUser(store: AppEventStore, userId: string) {
  const { events } = await store.readStream(userStreamName(userId));
  const state = (events as never[]).reduce(userDecider.evolve, userDecider.initialState());
  return state.status === 'registered' ? state : null;
}
