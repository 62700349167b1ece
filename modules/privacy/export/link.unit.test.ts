import { describe, expect, it } from 'vitest';
import { EXPORT_LINK_TTL_MS, signExportLink, verifyExportLink } from './link.ts';

const secret = 'a-test-secret-of-some-length';
const now = new Date('2026-11-27T12:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('the data export link', () => {
  it('opens for its application until it expires', () => {
    const token = signExportLink(secret, 'app-1', now);
    expect(verifyExportLink(secret, token, later(EXPORT_LINK_TTL_MS - 1))).toBe('app-1');
    expect(verifyExportLink(secret, token, later(EXPORT_LINK_TTL_MS))).toBeNull();
  });

  it('refuses another secret, an altered body or signature, and junk', () => {
    const token = signExportLink(secret, 'app-1', now);
    const [body, signature] = token.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ a: 'app-2', e: later(EXPORT_LINK_TTL_MS).getTime() })).toString(
      'base64url',
    );
    expect(verifyExportLink('another-secret-of-some-length', token, now)).toBeNull();
    expect(verifyExportLink(secret, `${forged}.${signature}`, now)).toBeNull();
    expect(verifyExportLink(secret, `${body}.${signature.slice(1)}x`, now)).toBeNull();
    expect(verifyExportLink(secret, `${token}.more`, now)).toBeNull();
    expect(verifyExportLink(secret, 'junk', now)).toBeNull();
  });
});
