import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

// 32 symbols without look-alikes (no 0/O, 1/I): 5 bits each, and 256 % 32 === 0 keeps them unbiased.
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 16 symbols = 80 random bits: short enough to type, far too many to guess. */
export function invitationCode(): string {
  return Array.from(randomBytes(16), (byte) => alphabet[byte % 32]).join('');
}
