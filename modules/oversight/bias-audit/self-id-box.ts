/**
 * Self-identification answers are sealed with AES-256-GCM before they are stored, apart from the applications,
 * with a key only the server holds (SELF_ID_KEY). The candidate's id is the additional authenticated data, so a
 * sealed row copied onto another person does not open.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { SelfIdAnswers } from './categories.ts';

const VERSION = 'v1';

/** The key from its configured text: 64 hex digits or the base64 of 32 bytes. */
export function parseSelfIdKey(text: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32) throw new Error('SELF_ID_KEY must be 32 bytes: 64 hex digits or base64');
  return key;
}

export type SelfIdBox = {
  seal(candidateId: string, answers: SelfIdAnswers): string;
  open(candidateId: string, sealed: string): SelfIdAnswers;
};

export function selfIdBox(key: Buffer): SelfIdBox {
  if (key.length !== 32) throw new Error('AES-256-GCM needs a 32-byte key');
  return {
    seal(candidateId, answers) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(candidateId));
      const data = Buffer.concat([cipher.update(JSON.stringify(answers), 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), data]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64')))
        .join('.');
    },
    open(candidateId, sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('not a sealed self-identification');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
      decipher.setAAD(Buffer.from(candidateId));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      const text = Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
      return JSON.parse(text) as SelfIdAnswers;
    },
  };
}
