import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long the e-mailed download link works. */
export const EXPORT_LINK_TTL_MS = 24 * 60 * 60 * 1000;
const PURPOSE = 'tawzeef:data-export-link:v1';

const mac = (secret: string, body: string) =>
  createHmac('sha256', createHmac('sha256', secret).update(PURPOSE).digest()).update(body).digest('base64url');

/**
 * A signed, expiring link token for one application's data export. The key is derived for this purpose only, so no
 * other signed value of the platform (interview links, sessions) can stand in for it.
 */
export function signExportLink(secret: string, applicationId: string, now: Date): string {
  const body = Buffer.from(JSON.stringify({ a: applicationId, e: now.getTime() + EXPORT_LINK_TTL_MS })).toString(
    'base64url',
  );
  return `${body}.${mac(secret, body)}`;
}

/** The application id the token was signed for, or null when it is forged, altered or expired. */
export function verifyExportLink(secret: string, token: string, now: Date): string | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const { a, e } = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { a?: unknown; e?: unknown };
    return typeof a === 'string' && typeof e === 'number' && e > now.getTime() ? a : null;
  } catch {
    return null;
  }
}
