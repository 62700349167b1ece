import { hash, verify } from '@node-rs/argon2';

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
};

// Argon2id (2 = Algorithm.Argon2id, a const enum the type-only build cannot inline) with OWASP's
// minimum: 19 MiB, 2 passes, 1 lane.
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function createArgon2Hasher(): PasswordHasher {
  return {
    hash: (password) => hash(password, options),
    verify: async (passwordHash, password) => {
      try {
        return await verify(passwordHash, password);
      } catch {
        return false;
      }
    },
  };
}
