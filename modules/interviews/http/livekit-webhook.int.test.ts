import { createHash } from 'node:crypto';
import { AccessToken } from 'livekit-server-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../web/api/src/test-server.ts';
import { TOKENS } from '../../../web/api/src/tokens.ts';

/** LiveKit's webhook: a candidate who joins gets an interviewer dispatched; nothing else, and nothing unsigned. */
let server: TestServer;
const dispatched: string[] = [];

beforeAll(async () => {
  server = await startTestServer({
    env: { LOG_LEVEL: 'warn' },
    runProjections: false,
    configure: (c) => c.rebind(TOKENS.DispatchInterviewer).toConstantValue((room) => void dispatched.push(room)),
  });
});
afterAll(async () => {
  await server?.close();
});

const event = (name: string, identity: string, room = 'interview-room-1') =>
  JSON.stringify({ event: name, room: { name: room }, participant: { identity }, id: 'EV_1', createdAt: '1' });

/** Signed as LiveKit signs: a JWT of the API key whose sha256 claim is the body's digest. */
async function post(body: string, secret = process.env.LIVEKIT_API_SECRET ?? 'secret') {
  const token = new AccessToken(process.env.LIVEKIT_API_KEY ?? 'devkey', secret);
  token.sha256 = createHash('sha256').update(body).digest('base64');
  return server.get('/api/webhooks/livekit', {
    method: 'POST',
    headers: { 'content-type': 'application/webhook+json', authorization: await token.toJwt() },
    body,
  });
}

describe('POST /api/webhooks/livekit', () => {
  it("dispatches an interviewer when a candidate joins, not for the interviewer's own joining or other events", async () => {
    expect((await post(event('participant_joined', 'candidate-app-1'))).status).toBe(204);
    expect((await post(event('participant_joined', 'agent-interview-1'))).status).toBe(204);
    expect((await post(event('participant_left', 'candidate-app-1'))).status).toBe(204);
    expect((await post(event('room_finished', 'candidate-app-1', 'interview-room-2'))).status).toBe(204);
    expect(dispatched).toEqual(['interview-room-1']);
  });

  it('refuses an unsigned call, a wrong key and a body that is not the one signed', async () => {
    const body = event('participant_joined', 'candidate-app-2', 'interview-room-9');
    const unsigned = await server.get('/api/webhooks/livekit', { method: 'POST', body });
    expect(unsigned.status).toBe(401);
    expect((await unsigned.json()).code).toBe('WEBHOOK.INVALID_SIGNATURE');
    expect((await post(body, 'another-secret-of-enough-length')).status).toBe(401);
    const token = new AccessToken(process.env.LIVEKIT_API_KEY ?? 'devkey', process.env.LIVEKIT_API_SECRET ?? 'secret');
    token.sha256 = createHash('sha256').update(body).digest('base64');
    const swapped = await server.get('/api/webhooks/livekit', {
      method: 'POST',
      headers: { authorization: await token.toJwt() },
      body: event('participant_joined', 'candidate-app-3', 'interview-room-10'),
    });
    expect(swapped.status).toBe(401);
    expect(dispatched).not.toContain('interview-room-9');
    expect(dispatched).not.toContain('interview-room-10');
  });
});
