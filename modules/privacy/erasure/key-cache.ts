import type { KeyVault } from './key-vault.ts';

export type KeyCacheOptions = {
  /** How long a key read here is served without asking the vault again (another process may have erased it). */
  ttlMs?: number;
  /** At most this many keys are held; the oldest go first. */
  max?: number;
  now?: () => number;
};

/**
 * Keeps the keys this process read, so that appends and reads do not query the vault every time. Only keys that
 * exist are kept (a missing one is asked again). Erasing through this vault drops the key from the cache before the
 * vault deletes it, so this process never serves it again; `evict` does the same for an erasure done elsewhere (the
 * store calls it on every `PersonalDataErased` it reads). Another process's copy lives at most `ttlMs`.
 */
export function withKeyCache(
  vault: KeyVault,
  options: KeyCacheOptions = {},
): KeyVault & { evict(person: string): void } {
  const ttlMs = options.ttlMs ?? 60_000;
  const max = options.max ?? 100_000;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { key: Buffer; until: number }>();

  const hit = (person: string): Buffer | undefined => {
    const entry = cache.get(person);
    if (!entry) return undefined;
    if (entry.until > now()) return entry.key;
    cache.delete(person);
    return undefined;
  };
  const keep = (person: string, key: Buffer) => {
    cache.delete(person);
    cache.set(person, { key, until: now() + ttlMs });
    if (cache.size > max) cache.delete(cache.keys().next().value!);
  };

  return {
    async keysFor(people, { create }) {
      const keys = new Map<string, Buffer>();
      const missing: string[] = [];
      for (const person of new Set(people)) {
        const key = hit(person);
        if (key) keys.set(person, key);
        else missing.push(person);
      }
      if (missing.length === 0) return keys;
      for (const [person, key] of await vault.keysFor(missing, { create })) {
        keep(person, key);
        keys.set(person, key);
      }
      return keys;
    },
    async erase(person, at) {
      cache.delete(person);
      try {
        return await vault.erase(person, at);
      } finally {
        // A read that raced the erasure may have put it back.
        cache.delete(person);
      }
    },
    erasedAt: (people) => vault.erasedAt(people),
    evict(person) {
      cache.delete(person);
    },
  };
}
