import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type DestinationStream, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { AppConfig } from './config.ts';

export const REQUEST_ID_HEADER = 'x-request-id';
const wellFormedRequestId = /^[A-Za-z0-9._:-]{1,128}$/;

export const redactedPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["proxy-authorization"]',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  // The page a request came from may carry a search in its query string.
  'req.headers.referer',
];

/*
 * Personal data stays out of the logs (issue #22: after an erasure the person is nowhere). Log lines carry ids, never
 * names; what can still slip in through an error's text (an SMTP refusal quoting the address) or a URL is scrubbed
 * from every line as it is written: e-mail addresses and international phone numbers.
 */
const emailPattern = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const phonePattern = /\+\d[\d\s().-]{6,}\d/g;
export const scrubPersonalData = (line: string): string =>
  line.replace(emailPattern, '[email]').replace(phonePattern, '[phone]');

export function createLogger(config: AppConfig, destination?: DestinationStream): Logger {
  const options = {
    level: config.LOG_LEVEL,
    base: { service: 'tawzeef-api' },
    redact: { paths: redactedPaths, censor: '[redacted]' },
    hooks: { streamWrite: scrubPersonalData },
  };
  if (destination) return pino(options, destination);
  // Humans at a terminal get readable lines; everything else (files, collectors, CI) gets JSON.
  const pretty = config.NODE_ENV === 'development' && process.stdout.isTTY;
  return pino(pretty ? { ...options, transport: { target: 'pino-pretty' } } : options);
}

/** Accepts a caller's x-request-id when it is well formed, otherwise makes one; echoes it back. */
export function requestIdFor(req: IncomingMessage, res: ServerResponse): string {
  const offered = req.headers[REQUEST_ID_HEADER];
  const id = typeof offered === 'string' && wellFormedRequestId.test(offered) ? offered : randomUUID();
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

export function httpLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: requestIdFor,
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    autoLogging: { ignore: (req) => req.url === '/api/metrics' },
    quietReqLogger: true,
    serializers: {
      // The path only: query strings carry what people search for and filter by (names, addresses).
      req: (req: { id: unknown; method: string; url: string; headers: unknown; remoteAddress?: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url.split('?')[0],
        headers: req.headers,
        remoteAddress: req.remoteAddress,
      }),
      res: (res: { statusCode: number; headers?: Record<string, unknown> }) => ({
        statusCode: res.statusCode,
        contentLength: res.headers?.['content-length'],
      }),
    },
  });
}
