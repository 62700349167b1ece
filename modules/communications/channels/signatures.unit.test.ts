import { describe, expect, it } from 'vitest';
import { hubSignature, twilioSignature, verifyHubSignature, verifyTwilioSignature } from './signatures.ts';

describe('webhook signatures', () => {
  const body = Buffer.from('{"object":"whatsapp_business_account"}');

  it('X-Hub-Signature-256 is the hex HMAC-SHA256 of the raw body', () => {
    const signature = hubSignature(body, 'secret');
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifyHubSignature(body, signature, 'secret')).toBe(true);
    expect(verifyHubSignature(body, signature.toUpperCase().replace('SHA256', 'sha256'), 'secret')).toBe(true);
    expect(verifyHubSignature(Buffer.from(`${body} `), signature, 'secret')).toBe(false);
    expect(verifyHubSignature(body, signature, 'other')).toBe(false);
    expect(verifyHubSignature(body, undefined, 'secret')).toBe(false);
    expect(verifyHubSignature(body, signature, undefined)).toBe(false);
  });

  it("X-Twilio-Signature follows Twilio's documented example", () => {
    // https://www.twilio.com/docs/usage/security#validating-requests
    const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
    const params = {
      CallSid: 'CA1234567890ABCDE',
      Caller: '+12349013030',
      Digits: '1234',
      From: '+12349013030',
      To: '+18005551212',
    };
    expect(twilioSignature(url, params, '12345')).toBe('0/KCTR6DLpKmkAf8muzZqo1nDgQ=');
    expect(verifyTwilioSignature(url, params, '0/KCTR6DLpKmkAf8muzZqo1nDgQ=', '12345')).toBe(true);
    expect(verifyTwilioSignature(url, { ...params, Digits: '9' }, '0/KCTR6DLpKmkAf8muzZqo1nDgQ=', '12345')).toBe(false);
    expect(verifyTwilioSignature(url, params, undefined, '12345')).toBe(false);
  });
});
