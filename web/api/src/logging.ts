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
];

export function createLogger(config: AppConfig, destination?: DestinationStream): Logger {
  const options = {
    level: config.LOG_LEVEL,
    base: { service: 'tawzeef-api' },
    redact: { paths: redactedPaths, censor: '[redacted]' },
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
      res: (res: { statusCode: number; headers?: Record<string, unknown> }) => ({
        statusCode: res.statusCode,
        contentLength: res.headers?.['content-length'],
      }),
    },
  });
}
