import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hubSignature, twilioSignature } from '@tawzeef/communications';

export type ProviderRequest = { method: string; path: string; headers: IncomingMessage['headers']; body: string };

/**
 * One local HTTP server speaking both protocols the channels use: the WhatsApp Cloud API
 * (`POST /{phone-number-id}/messages`) and a Twilio-style gateway (`POST /2010-04-01/Accounts/{sid}/Messages.json`).
 */
export async function startFakeProviders(options: {
  phoneNumberId: string;
  token: string;
  sid: string;
  authToken: string;
}) {
  const whatsapp: ProviderRequest[] = [];
  const sms: ProviderRequest[] = [];
  const behaviour = { failWhatsApp: 0 };
  let counter = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = req.url ?? '';
      const entry = { method: req.method ?? '', path, headers: req.headers, body };
      const reply = (status: number, json: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      if (req.method === 'POST' && path === `/${options.phoneNumberId}/messages`) {
        if (req.headers.authorization !== `Bearer ${options.token}`)
          return reply(401, { error: { message: 'Invalid OAuth access token', code: 190 } });
        if (behaviour.failWhatsApp > 0) {
          behaviour.failWhatsApp--;
          return reply(503, { error: { message: 'Service temporarily unavailable', code: 2 } });
        }
        whatsapp.push(entry);
        const to = (JSON.parse(body) as { to: string }).to;
        return reply(200, {
          messaging_product: 'whatsapp',
          contacts: [{ input: to, wa_id: to }],
          messages: [{ id: `wamid.TEST${++counter}` }],
        });
      }
      if (req.method === 'POST' && path === `/2010-04-01/Accounts/${options.sid}/Messages.json`) {
        const basic = `Basic ${Buffer.from(`${options.sid}:${options.authToken}`).toString('base64')}`;
        if (req.headers.authorization !== basic) return reply(401, { code: 20003, message: 'Authenticate' });
        sms.push(entry);
        return reply(201, { sid: `SM${String(++counter).padStart(32, '0')}`, status: 'queued' });
      }
      reply(404, { message: 'not found' });
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    whatsapp,
    sms,
    behaviour,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A Cloud API notification (statuses and/or inbound messages), as Meta posts it. */
export function whatsappNotification(phoneNumberId: string, value: Record<string, unknown>) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA-1',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550001111', phone_number_id: phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  };
}

export async function postWhatsApp(baseUrl: string, payload: unknown, secret: string | null) {
  const body = JSON.stringify(payload);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (secret) headers['x-hub-signature-256'] = hubSignature(Buffer.from(body), secret);
  return fetch(`${baseUrl}/api/webhooks/whatsapp`, { method: 'POST', headers, body });
}

/** A gateway callback to `pathAndQuery`, signed over the public URL as the gateway saw it. */
export async function postSms(
  baseUrl: string,
  publicUrl: string,
  pathAndQuery: string,
  params: Record<string, string>,
  authToken: string,
) {
  return fetch(`${baseUrl}${pathAndQuery}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilioSignature(`${publicUrl}${pathAndQuery}`, params, authToken),
    },
    body: new URLSearchParams(params).toString(),
  });
}

export async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
