import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { Router } from 'express';

// Vite writes assets/index-BX3k9aQf.js: the hash changes with the content, so such files never go stale.
const hashedAsset = /[\\/]assets[\\/].+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;

export function hasBuiltApp(distDir: string): boolean {
  return existsSync(join(distDir, 'index.html'));
}

/** Serves the built single-page app; any other GET that is not under /api and wants HTML gets index.html. */
export function spaRouter(distDir: string): Router {
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
  router.use((req, res, next) => {
    const wantsPage = req.method === 'GET' || req.method === 'HEAD';
    const isApi = req.path === '/api' || req.path.startsWith('/api/');
    // A missing file (anything with an extension) is a 404, not the app shell.
    const looksLikeFile = /\.[A-Za-z0-9]+$/.test(req.path);
    if (!wantsPage || isApi || looksLikeFile || !req.accepts('html')) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
  return router;
}
