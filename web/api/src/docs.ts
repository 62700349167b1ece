import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import express, { Router } from 'express';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { generateOpenApiDocument } from '@tawzeef/http';

const swaggerUiDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const ownDocsDir = resolve(import.meta.dirname, '../static/docs');

/** /api/openapi.json, generated once from the registry, and Swagger UI at /api/docs from local files. */
export function docsRouter(registry: OpenAPIRegistry): Router {
  let document: ReturnType<typeof generateOpenApiDocument> | undefined;
  const router = Router();

  router.get('/openapi.json', (_req, res) => {
    document ??= generateOpenApiDocument(registry);
    res.setHeader('Cache-Control', 'no-cache');
    res.json(document);
  });

  const page = resolve(ownDocsDir, 'index.html');
  router.get(['/docs', '/docs/', '/docs/index.html'], (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(page);
  });
  router.get('/docs/swagger-initializer.js', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(resolve(ownDocsDir, 'swagger-initializer.js'));
  });
  router.use('/docs', express.static(swaggerUiDir, { index: false, maxAge: '1d', fallthrough: true }));
  return router;
}
