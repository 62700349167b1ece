import { once } from 'node:events';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';
import { SMTPServer } from 'smtp-server';
import { expect } from 'vitest';
import { currentNoticeVersions } from '@tawzeef/privacy/rules';
import type { TestServer } from './test-server.ts';

// Tests read deep into answers; a loose type keeps them readable.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
export type Reply = { status: number; body: Json; headers: Headers };

/**
 * A browser-like caller: keeps the cookies the API sets and, like the web app, echoes the CSRF
 * cookie on writes (unless told not to). `bearer` switches to API-client mode.
 */
export class Client {
  readonly cookies = new Map<string, string>();
  bearer?: string;

  /** `from` is a loopback address (127.0.0.2, …) the requests leave from, to act as another client IP. */
  constructor(
    readonly server: TestServer,
    readonly from?: string,
  ) {}

  async call(
    method: string,
    path: string,
    body?: unknown,
    options: { csrf?: boolean; headers?: Record<string, string> } = {},
  ): Promise<Reply> {
    const headers = new Headers(options.headers);
    if (this.bearer) headers.set('authorization', `Bearer ${this.bearer}`);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const csrf = this.cookies.get('tawzeef_csrf');
    if (method !== 'GET' && csrf && options.csrf !== false) headers.set('x-csrf-token', decodeURIComponent(csrf));
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers.set('content-type', 'application/json');
      payload = JSON.stringify(body);
    }
    const init = { method, headers, body: payload };
    const response = this.from
      ? await fetchFrom(this.from, `${this.server.url}${path}`, init)
      : await this.server.get(path, init);
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      const expired = attributes.some((a) => /expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.trim());
    }
    const text = await response.text();
    const parsed = text && /json/.test(response.headers.get('content-type') ?? '') ? JSON.parse(text) : {};
    return { status: response.status, body: parsed, headers: response.headers };
  }

  get = (path: string) => this.call('GET', path);
  post = (path: string, body?: unknown, options?: { csrf?: boolean }) => this.call('POST', path, body, options);
  put = (path: string, body?: unknown, options?: { csrf?: boolean }) => this.call('PUT', path, body, options);

  async signup(input: { email: string; password?: string; name?: string; userType?: string; invitationCode?: string }) {
    const reply = await this.post('/api/auth/signup', {
      password: 'correct horse battery',
      name: 'Test User',
      phone: '+962791234567',
      userType: 'COMPANY',
      acceptedNotices: currentNoticeVersions,
      ...input,
    });
    if (reply.status !== 201) throw new Error(`signup failed: ${reply.status} ${JSON.stringify(reply.body)}`);
    return reply.body as { token: string; user: Record<string, unknown> };
  }
}

/** fetch, but from a chosen local address (node's fetch cannot bind one without undici). */
async function fetchFrom(localAddress: string, url: string, init: RequestInit & { method: string }): Promise<Response> {
  const prepared = new Request(url, init);
  const body = Buffer.from(await prepared.arrayBuffer());
  const headers = Object.fromEntries(prepared.headers);
  if (body.length > 0) headers['content-length'] = String(body.length);
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method, headers, localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const answer = new Headers();
        for (let i = 0; i < res.rawHeaders.length; i += 2) answer.append(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
        const status = res.statusCode ?? 500;
        resolve(
          new Response(status === 204 || status === 304 ? null : Buffer.concat(chunks), { status, headers: answer }),
        );
      });
    });
    req.on('error', reject);
    req.end(body.length > 0 ? body : undefined);
  });
}

export const companyForm = {
  name: 'Acme Hiring',
  industry: 'Technology',
  size: '11-50',
  website: 'https://acme.example',
  email: 'HR@Acme.example',
  description: 'We build things.',
  country: 'JO',
  city: 'Amman',
  street: 'King Hussein St 12',
  phone: '0791 234 567',
};

export type CaughtMail = { to: string[]; raw: string };

/** A real SMTP server on a loopback port that keeps every message it receives. */
export async function startMailCatcher() {
  const mails: CaughtMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        waiters.splice(0).forEach((wake) => wake());
        done();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async next(count: number, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (mails.length < count && Date.now() < deadline) {
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return mails[count - 1];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Quoted-printable soft line breaks and escapes undone, enough to read a link out of a mail. */
export function decodeMail(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The Subject header, its RFC 2047 encoded words (UTF-8, B or Q) decoded. */
export function mailSubject(raw: string): string {
  const header = (/^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '').replace(/\r?\n[ \t]/g, ' ');
  // Adjacent encoded words are one text: their bytes are joined before decoding (a character may span two).
  return header.replace(/(?:=\?utf-8\?[bq]\?[^?]*\?=\s*)+/gi, (run) => {
    const bytes = [...run.matchAll(/=\?utf-8\?([bq])\?([^?]*)\?=/gi)].map(([, kind, text]) =>
      kind!.toLowerCase() === 'b'
        ? Buffer.from(text!, 'base64')
        : Buffer.from(
            text!
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ),
    );
    return Buffer.concat(bytes).toString('utf8') + (/\s$/.test(run) ? ' ' : '');
  });
}

/** A company user who registered a company. */
export async function companyOwner(server: TestServer, email: string, form = companyForm) {
  const owner = new Client(server);
  await owner.signup({ email, name: 'Layla Haddad' });
  const created = await owner.post('/api/company/register', form);
  expect(created.status).toBe(201);
  return { owner, company: created.body.company, user: created.body.user };
}

export async function invite(owner: Client, companyId: string, body: object = {}) {
  const reply = await owner.post(`/api/company/${companyId}/invitation`, body);
  expect(reply.status).toBe(201);
  return reply.body as { code: string; role: string; expiresAt: string; link: string };
}

/** A real 1×1 PNG: kept images are decoded, so a header alone is refused. */
export const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const pngChunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const framing = Buffer.alloc(8);
  framing.writeUInt32BE(data.length, 0);
  framing.writeUInt32BE(crc32(body), 4);
  return Buffer.concat([framing.subarray(0, 4), body, framing.subarray(4)]);
};

/** A valid all-white 1-bit PNG of that size: at 20000×20000 a few hundred KB that decode to gigabytes. */
export function whitePng(width: number, height: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + Math.ceil(width / 8), 0xff);
  row[0] = 0;
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)), { level: 9 });
  const signature = Buffer.from('89504e470d0a1a0a', 'hex');
  return Buffer.concat([
    signature,
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export function logoForm(bytes: Uint8Array, name = 'logo.png', type = 'image/png') {
  const form = new FormData();
  form.append('logo', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}
