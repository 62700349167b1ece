import { createHash } from 'node:crypto';

/** Addresses compare case-insensitively and without surrounding blanks; Unicode is NFC-normalised first. */
export function normalizeEmail(email: string): string {
  return email.normalize('NFC').trim().toLowerCase();
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** One stream per address: appending to it with an expected version is what keeps e-mails unique. */
export function emailStreamName(email: string): string {
  return `email-${sha256Hex(normalizeEmail(email))}`;
}
