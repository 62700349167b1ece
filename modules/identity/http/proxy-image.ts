import { Router } from 'express';
import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { FileStore } from '@tawzeef/identity';
import { DomainError, type ApiRoute, documentRoute } from '@tawzeef/http';
import { ownUploadName } from './own-upload.ts';

const query = z.object({ url: z.string().max(512) });

/**
 * GET /api/proxy-image?url=…: serves only the platform's own logos and avatars from the file store. It never
 * fetches anything, so no URL can make the server call another host (no SSRF) or follow a redirect.
 */
export function proxyImageRoute(files: FileStore, publicUrl: string, registry: OpenAPIRegistry): ApiRoute {
  documentRoute(registry, 'get', '/api/proxy-image', {
    tag: 'candidates',
    summary: "One of the platform's own uploads (logo, avatar) by its URL; every other URL is refused",
    query,
    errors: [400, 404],
  });
  const origin = new URL(publicUrl).origin;
  const router = Router();
  router.get('/', async (req, res) => {
    const parsed = query.safeParse(req.query);
    const name = parsed.success ? ownUploadName(parsed.data.url, origin) : null;
    if (!name)
      throw new DomainError('PROXY_IMAGE.NOT_ALLOWED', 'Only images uploaded to this platform are served.', 400);
    const file = await files.read(name);
    if (!file) throw new DomainError('UPLOAD.NOT_FOUND', 'No such file.');
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Cache-Control', 'private, max-age=86400');
    res.setHeader('Content-Disposition', 'inline');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.send(file.bytes);
  });
  return { path: '/proxy-image', router };
}
