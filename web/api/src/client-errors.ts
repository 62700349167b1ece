import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

const answer = (status: string) => `HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`;

/**
 * Requests Node cannot parse. A URL or headers beyond Node's limit get their 431, and the rest of the request is
 * read and dropped before the connection closes: Node's own handler closes at once, and a client still sending its
 * long URL then sees a reset connection instead of the answer. Anything else gets Node's usual 400 (408 when slow).
 */
export function answerUnparsableRequests(server: Server): void {
  // The parser reports each further chunk of a refused request as another error; those are the rest being dropped.
  const draining = new WeakSet<Duplex>();
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (draining.has(socket)) return;
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    if (error.code === 'HPE_HEADER_OVERFLOW') {
      draining.add(socket);
      socket.end(answer('431 Request Header Fields Too Large'));
      socket.resume();
      setTimeout(() => socket.destroy(), 5_000).unref();
      return;
    }
    socket.end(answer(error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? '408 Request Timeout' : '400 Bad Request'));
  });
}
