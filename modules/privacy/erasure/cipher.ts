import { createCipheriv, createDecipheriv, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';

/**
 * A sealed value in an event: which person's key opens it, the kind of value it was (so that an erased one can be
 * replaced by a value of the same shape), and the AES-256-GCM box (iv | tag | ciphertext).
 */
export type SealedValue = { $sealed: 1; person: string; kind: ValueKind; box: string };
export type ValueKind = 'string' | 'array' | 'object' | 'other';

export const kindOf = (value: unknown): ValueKind =>
  typeof value === 'string'
    ? 'string'
    : Array.isArray(value)
      ? 'array'
      : typeof value === 'object'
        ? 'object'
        : 'other';

export const isSealed = (value: unknown): value is SealedValue =>
  typeof value === 'object' && value !== null && (value as { $sealed?: unknown }).$sealed === 1;

export const newPersonKey = (): Buffer => randomBytes(32);

// A raw key given to createCipheriv is turned into a key object on every call, which costs four to five times the
// encryption of a short value; the vault's cache keeps each key's buffer, so its key object is made once.
const keyObjects = new WeakMap<Buffer, KeyObject>();
const secretOf = (key: Buffer): KeyObject => {
  let secret = keyObjects.get(key);
  if (!secret) keyObjects.set(key, (secret = createSecretKey(key)));
  return secret;
};

/** Seals any JSON value with the person's key; the person id is bound to the box as associated data. */
export function seal(person: string, key: Buffer, value: unknown): SealedValue {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secretOf(key), iv);
  cipher.setAAD(Buffer.from(person));
  const text = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return {
    $sealed: 1,
    person,
    kind: kindOf(value),
    box: Buffer.concat([iv, cipher.getAuthTag(), text]).toString('base64'),
  };
}

/** Opens a sealed value; throws when the key is not the one it was sealed with. */
export function open(sealed: SealedValue, key: Buffer): unknown {
  const raw = Buffer.from(sealed.box, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', secretOf(key), raw.subarray(0, 12));
  decipher.setAAD(Buffer.from(sealed.person));
  decipher.setAuthTag(raw.subarray(12, 28));
  return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8'));
}
