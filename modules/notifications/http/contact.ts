import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { RateLimiter } from '@tawzeef/identity';
import { contactSubjects, type NotificationsService } from '@tawzeef/notifications';
import { DomainError, type ApiRoute, documentRoute, commandRequest } from '@tawzeef/http';

export const contactBody = z.object({
  name: z.string().trim().min(1).max(100),
  email: z.email().max(254),
  company: z
    .string()
    .trim()
    .max(100)
    .optional()
    .nullable()
    .transform((v) => v || null),
  subject: z.enum(contactSubjects),
  message: z.string().trim().min(1).max(5000),
  website: z.string().max(500).optional().nullable(),
});

const accepted = z.object({ id: z.string(), status: z.literal('RECEIVED') }).meta({ id: 'ContactAccepted' });

export type ContactDeps = {
  notifications: NotificationsService;
  rateLimiter: RateLimiter;
  limit: { windowSeconds: number; perIp: number };
  clock: () => Date;
  registry: OpenAPIRegistry;
};

/** POST /api/contact: the public contact form, stored and mailed to the platform's contact address. */
export function contactRoute({ notifications, rateLimiter, limit, clock, registry }: ContactDeps): ApiRoute {
  documentRoute(registry, 'post', '/api/contact', {
    tag: 'contact',
    summary: 'Send a message to the platform (rate limited per IP; the website field is a honeypot)',
    body: contactBody,
    status: 201,
    response: accepted,
    errors: [400, 429],
  });
  const router = Router();
  router.post('/', async (req, res) => {
    const now = clock();
    const hit = await rateLimiter.hit(`contact:ip:${req.ip ?? 'unknown'}`, limit.windowSeconds, now);
    if (hit.count > limit.perIp) {
      const retryAfter = Math.max(1, Math.ceil((hit.resetAt.getTime() - now.getTime()) / 1000));
      res.setHeader('Retry-After', String(retryAfter));
      throw new DomainError('CONTACT.RATE_LIMITED', `Too many messages. Try again in ${retryAfter} seconds.`, 429);
    }
    const { website, ...message } = contactBody.parse(req.body);
    if (website?.trim()) {
      res.status(201).json({ id: randomUUID(), status: 'RECEIVED' });
      return;
    }
    const { messageId } = await notifications.receiveContact(message, commandRequest(req, res));
    res.status(201).json({ id: messageId, status: 'RECEIVED' });
  });
  return { path: '/contact', router };
}
