import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import express, { Router } from 'express';
import type { PageHead } from '@tawzeef/http';

/** The head goes before </head>; its <title>, when it has one, replaces the app's. */
export function withHead(html: string, head: string): string {
  const page = head.includes('<title>') ? html.replace(/<title>[\s\S]*?<\/title>/i, '') : html;
  return page.includes('</head>') ? page.replace('</head>', () => `${head}\n</head>`) : `${head}\n${page}`;
}

// Vite writes assets/index-BX3k9aQf.js: the hash changes with the content, so such files never go stale.
const hashedAsset = /[\\/]assets[\\/].+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;

export function hasBuiltApp(distDir: string): boolean {
  return existsSync(join(distDir, 'index.html'));
}

/** Serves the built single-page app; any other GET that is not under /api and wants HTML gets index.html. */
export function spaRouter(distDir: string, pageHead?: PageHead): Router {
  const router = Router();
  router.use(
    express.static(distDir, {
      index: false,
      setHeaders(res, path) {
        res.setHeader('Cache-Control', hashedAsset.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  const indexHtml = join(distDir, 'index.html');
  router.use(async (req, res, next) => {
    const wantsPage = req.method === 'GET' || req.method === 'HEAD';
    const isApi = req.path === '/api' || req.path.startsWith('/api/');
    // A missing file (anything with an extension) is a 404, not the app shell.
    const looksLikeFile = /\.[A-Za-z0-9]+$/.test(req.path);
    if (!wantsPage || isApi || looksLikeFile || !req.accepts('html')) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    const head = pageHead ? await pageHead(req.path) : null;
    if (!head) {
      res.sendFile(indexHtml);
      return;
    }
    res.type('html').send(withHead(await readFile(indexHtml, 'utf8'), head));
  });
  return router;
}
