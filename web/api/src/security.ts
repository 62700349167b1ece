import type { RequestHandler } from 'express';
import type { AppConfig } from './config.ts';
import { sendProblem } from '@tawzeef/http';

export function contentSecurityPolicy(config: AppConfig): string {
  const livekit = new URL(config.livekitPublicUrl);
  const secure = livekit.protocol === 'wss:' || livekit.protocol === 'https:' ? 's' : '';
  const livekitOrigins = ['ws', 'http'].map((scheme) => `${scheme}${secure}://${livekit.host}`);
  return [
    "default-src 'self'",
    "script-src 'self'",
    // MUI (emotion) and Swagger UI set styles at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${livekitOrigins.join(' ')}`,
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(config: AppConfig): RequestHandler {
  const csp = contentSecurityPolicy(config);
  return (_req, res, next) => {
    res.setHeader('Content-Security-Policy', csp);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
    // Live interviews need the camera and microphone on this origin only.
    res.setHeader('Permissions-Policy', 'camera=(self), microphone=(self), geolocation=(), payment=()');
    if (config.isProduction) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
}

const bodyMethods = new Set(['POST', 'PUT', 'PATCH']);
const acceptedBodyTypes = ['application/json', 'application/*+json', 'multipart/form-data'];

/** API bodies are JSON (or multipart for uploads); anything else is refused before it reaches a route. */
export const requireKnownBodyType: RequestHandler = (req, res, next) => {
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (bodyMethods.has(req.method) && hasBody && !req.is(acceptedBodyTypes)) {
    sendProblem(req, res, {
      status: 415,
      code: 'REQUEST.UNSUPPORTED_MEDIA_TYPE',
      detail: `Send the body as ${acceptedBodyTypes.join(' or ')}.`,
    });
    return;
  }
  next();
};
