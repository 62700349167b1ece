import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ChatRequest = {
  body: {
    model: string;
    messages: Array<{ role: string; content: string }>;
    response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: unknown } };
  };
  headers: IncomingHttpHeaders;
  count: number;
};
export type FakeReply = {
  status?: number;
  headers?: Record<string, string>;
  delayMs?: number;
  json?: unknown;
  content?: string;
};

/**
 * A local server that speaks the Chat Completions protocol (POST /v1/chat/completions), so tests
 * drive the real openai client: its retries, timeouts and structured-output parsing.
 */
export async function startFakeChatServer(reply: (req: ChatRequest) => FakeReply) {
  const requests: ChatRequest[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res
          .writeHead(404, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      const request: ChatRequest = { body: JSON.parse(raw), headers: req.headers, count: requests.length + 1 };
      requests.push(request);
      const r = reply(request);
      const send = () => {
        if (res.destroyed) return;
        const status = r.status ?? 200;
        const headers = { 'content-type': 'application/json', ...r.headers };
        if (status !== 200) {
          res
            .writeHead(status, headers)
            .end(JSON.stringify({ error: { message: `status ${status}`, type: 'test', code: null } }));
          return;
        }
        const content = r.content ?? JSON.stringify(r.json);
        res.writeHead(200, headers).end(
          JSON.stringify({
            id: `chatcmpl-${request.count}`,
            object: 'chat.completion',
            created: 1_700_000_000,
            model: request.body.model,
            choices: [
              {
                index: 0,
                message: { role: 'assistant', content, refusal: null },
                finish_reason: 'stop',
                logprobs: null,
              },
            ],
            usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
          }),
        );
      };
      if (r.delayMs) setTimeout(send, r.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.closeAllConnections() ?? server.close(() => resolve())),
  };
}
