import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../web/api/src/test-server.ts';
import { TOKENS } from '../../../web/api/src/tokens.ts';
import { Client } from '../../../web/api/src/test-client.ts';

// Each loopback address (127.0.0.x) is another client IP to the server.
let server: TestServer;
const clock = { offsetMs: 0 };

beforeAll(async () => {
  server = await startTestServer({
    env: { LOG_LEVEL: 'warn', INTERVIEW_AGENT: 'off' },
    configure: (c) => c.rebind(TOKENS.Clock).toConstantValue(() => new Date(Date.now() + clock.offsetMs)),
  });
});
afterAll(() => server?.close());

const login = (client: Client, email: string, password: string, headers: Record<string, string> = {}) =>
  client.call('POST', '/api/auth/login', { email, password }, { headers });

/** Wrong passwords from `client`, each one as soon as the throttle allows; returns the Retry-After values met. */
async function guess(client: Client, email: string, times: number): Promise<number[]> {
  const waits: number[] = [];
  for (let i = 0; i < times; i++) {
    let reply = await login(client, email, `guess number ${i}`);
    if (reply.status === 429) {
      const retryAfter = Number(reply.headers.get('retry-after'));
      waits.push(retryAfter);
      clock.offsetMs += retryAfter * 1000;
      reply = await login(client, email, `guess number ${i}`);
    }
    expect(reply.status).toBe(401);
  }
  return waits;
}

describe('sign-in throttling', () => {
  it('lets the owner in at once from their usual address while an attacker elsewhere is slowed down', async () => {
    const email = 'recruiter@example.com';
    await new Client(server, '127.0.0.3').signup({ email, password: 'owner passphrase 7' });
    const attacker = new Client(server, '127.0.0.2');
    try {
      const waits = await guess(attacker, email, 50);
      // Waits grow (1, 2, 4, … seconds) up to the 15-minute cap, never a lock-out.
      expect(waits.slice(0, 4)).toEqual([1, 2, 4, 8]);
      expect(waits.every((wait, i) => i === 0 || wait >= waits[i - 1]!)).toBe(true);
      expect(Math.max(...waits)).toBe(900);

      const blocked = await login(attacker, email, 'another guess');
      expect(blocked.status).toBe(429);
      expect(blocked.body.code).toBe('AUTH.RATE_LIMITED');
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);
      const arabic = await login(attacker, email, 'another guess', { 'accept-language': 'ar' });
      expect(arabic.status).toBe(429);
      expect(arabic.body.detail).toMatch(/^محاولات كثيرة جدًا/);

      const owner = await login(new Client(server, '127.0.0.3'), email, 'owner passphrase 7');
      expect(owner.status).toBe(200);
      expect(owner.body.user.email).toBe(email);

      // The owner's own typos at the usual address are still answered at once.
      expect((await login(new Client(server, '127.0.0.3'), email, 'owner typo')).status).toBe(401);
      // A stranger's address, even with the right password, waits while the account is under attack.
      expect((await login(new Client(server, '127.0.0.4'), email, 'owner passphrase 7')).status).toBe(429);
    } finally {
      clock.offsetMs = 0;
    }
  });

  it("does not let one account's failures behind a shared address stop a colleague there", async () => {
    const office = '127.0.0.5';
    await new Client(server, '127.0.0.6').signup({ email: 'target@example.com' });
    await new Client(server, office).signup({ email: 'colleague@example.com', password: 'colleague phrase 9' });
    await new Client(server, '127.0.0.7').signup({ email: 'newcomer@example.com', password: 'newcomer phrase 9' });
    try {
      await guess(new Client(server, office), 'target@example.com', 30);
      // Familiar with the shared address: in at once.
      const colleague = await login(new Client(server, office), 'colleague@example.com', 'colleague phrase 9');
      expect(colleague.status).toBe(200);
      // Never signed in there: waits at most the short per-address delay, then gets in.
      let newcomer = await login(new Client(server, office), 'newcomer@example.com', 'newcomer phrase 9');
      if (newcomer.status === 429) {
        const retryAfter = Number(newcomer.headers.get('retry-after'));
        expect(retryAfter).toBeLessThanOrEqual(60);
        clock.offsetMs += retryAfter * 1000;
        newcomer = await login(new Client(server, office), 'newcomer@example.com', 'newcomer phrase 9');
      }
      expect(newcomer.status).toBe(200);
    } finally {
      clock.offsetMs = 0;
    }
  });

  it('lets only one of a burst of parallel guesses through once the free ones are used', async () => {
    const email = 'burst@example.com';
    await new Client(server, '127.0.0.8').signup({ email });
    const attacker = new Client(server, '127.0.0.9');
    await guess(attacker, email, 4);
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) => login(new Client(server, '127.0.0.9'), email, `parallel ${i}`)),
    );
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(2);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(8);
  });
});
