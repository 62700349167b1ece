import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerUnparsableRequests } from './client-errors.ts';

let server: Server;
let port: number;
beforeAll(async () => {
  server = createServer((_req, res) => res.end('ok'));
  answerUnparsableRequests(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends `request` in pieces, as a client does with a long URL, and reads what comes back until the server closes. */
function exchange(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
    socket.on('connect', async () => {
      for (let at = 0; at < request.length; at += 16_384) {
        if (!socket.write(request.slice(at, at + 16_384))) await new Promise((next) => socket.once('drain', next));
      }
      socket.end();
    });
  });
}

describe('requests Node cannot parse', () => {
  it('answers a URL beyond the limit with a 431 the client gets to read, not a reset connection', async () => {
    const response = await exchange(`GET /?q=${'a'.repeat(1_000_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(response).toMatch(/^HTTP\/1\.1 431 /);
  });

  it('answers a malformed request with a 400', async () => {
    expect(await exchange('NOT HTTP\r\n\r\n')).toMatch(/^HTTP\/1\.1 400 /);
  });

  it('serves the next request as usual', async () => {
    expect(await exchange('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).toMatch(/^HTTP\/1\.1 200 /);
  });
});
