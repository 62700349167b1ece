import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { streamFile } from './stream-file.ts';

describe('streaming a stored file', () => {
  it('ends only that response when the file fails midway, and the server keeps answering', async () => {
    let closed = false;
    const app = express();
    app.get('/broken', (_req, res) => {
      let reads = 0;
      const file = new Readable({
        read() {
          if (reads++ === 0) this.push(Buffer.alloc(1024, 'a'));
          else this.destroy(new Error('EIO: the file went away'));
        },
      });
      file.on('close', () => (closed = true));
      res.setHeader('Content-Length', '1000000');
      streamFile(res, file);
    });
    app.get('/ok', (_req, res) => {
      streamFile(res, Readable.from([Buffer.from('whole')]));
    });
    const server = createServer(app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await expect(fetch(`${url}/broken`).then((r) => r.arrayBuffer())).rejects.toThrow();
      expect(closed).toBe(true);
      expect(await (await fetch(`${url}/ok`)).text()).toBe('whole');
    } finally {
      server.close();
    }
  });
});
