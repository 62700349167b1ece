import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { Client } from './test-client.ts';

const fixture = (path: string) => readFileSync(new URL(`../../../modules/ai/${path}`, import.meta.url));

/** A real two-column text CV of the AI engine's labelled set, and its password-protected PDF fixture. */
export const cvPdf = fixture('eval/cvs/cv-01-backend-en-one.pdf');
export const encryptedPdf = fixture('pdf/fixtures/encrypted.pdf');

export function cvForm(
  bytes: Uint8Array,
  name = 'cv.pdf',
  fields: Record<string, string> = {},
  type = 'application/pdf',
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('cv', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

export async function uploadCv(client: Client, name = 'cv.pdf', bytes: Uint8Array = cvPdf) {
  const reply = await client.post('/api/candidate/upload-cv', cvForm(bytes, name));
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body as { id: string; isActive: boolean; status: string };
}

/** Polls until `check` holds (the background reading and the hiring workflow run asynchronously). */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
