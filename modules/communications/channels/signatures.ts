import { createHmac, timingSafeEqual } from 'node:crypto';

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Meta's `X-Hub-Signature-256: sha256=<hex>`: HMAC-SHA256 of the raw body with the app secret. */
export function hubSignature(rawBody: Uint8Array, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

export function verifyHubSignature(rawBody: Uint8Array, header: string | undefined, appSecret: string | undefined) {
  if (!appSecret || !header) return false;
  return sameText(header.trim().toLowerCase(), hubSignature(rawBody, appSecret));
}

/** Twilio's `X-Twilio-Signature`: base64 HMAC-SHA1 of the URL then each form key and value, sorted by key. */
export function twilioSignature(url: string, params: Record<string, string>, authToken: string): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
}

export function verifyTwilioSignature(
  url: string,
  params: Record<string, string>,
  header: string | undefined,
  authToken: string | undefined,
) {
  if (!authToken || !header) return false;
  return sameText(header.trim(), twilioSignature(url, params, authToken));
}
