import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Express } from 'express';
import type { Container } from 'inversify';
import { answerUnparsableRequests } from './client-errors.ts';
import { closeContainer } from './container.ts';
import { errorHandler, notFoundHandler } from '@tawzeef/http';
import { guardInput } from './input-guard.ts';
import { mostSpecificFirst } from './mount-order.ts';
import { httpLogger } from './logging.ts';
import { httpMetrics } from './metrics.ts';
import { requireKnownBodyType, securityHeaders } from './security.ts';
import { hasBuiltApp, spaRouter } from './spa.ts';
import { TOKENS } from './tokens.ts';

/** Builds the Express app from the container; it opens no port and starts no background work. */
export function createApp(container: Container): Express {
  const config = container.get(TOKENS.Config);
  const logger = container.get(TOKENS.Logger);
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', 'weak');
  app.set('trust proxy', config.TRUST_PROXY);

  app.use(httpLogger(logger));
  app.use(securityHeaders(config));
  app.use(httpMetrics(container.get(TOKENS.Metrics)));

  // Providers' webhooks read their raw body (signatures) and carry no session: mounted before the JSON parser.
  const webhooks = container.isBound(TOKENS.WebhookRoute) ? container.getAll(TOKENS.WebhookRoute) : [];
  for (const { path, router } of mostSpecificFirst(webhooks)) app.use(`/api${path}`, router);
  app.use(
    '/api',
    requireKnownBodyType,
    express.json({ limit: config.JSON_BODY_LIMIT, type: ['application/json', 'application/*+json'] }),
    guardInput,
    container.get(TOKENS.Sessions),
  );
  for (const { path, router } of mostSpecificFirst(container.getAll(TOKENS.ApiRoute))) {
    const mountPath = path === '/' ? '/api' : `/api${path}`;
    app.use(
      mountPath,
      (_req, res, next) => {
        res.locals.mountPath = mountPath;
        next();
      },
      router,
    );
  }
  app.use('/api', notFoundHandler);
  // Paths the spec names without /api (GET only; sessions as under /api).
  const rootRoutes = container.isBound(TOKENS.RootRoute) ? container.getAll(TOKENS.RootRoute) : [];
  for (const { router } of rootRoutes) app.use(guardInput, container.get(TOKENS.Sessions), router);

  const seo = container.isBound(TOKENS.Seo) ? container.get(TOKENS.Seo) : undefined;
  if (seo) app.get('/sitemap.xml', seo.sitemap);
  if (hasBuiltApp(config.appDistDir)) {
    app.use(spaRouter(config.appDistDir, seo?.pageHead));
  } else if (config.isProduction) {
    logger.error({ appDist: config.appDistDir }, 'no built app found: build it with npm run build:app');
  }
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}

export type RunningServer = { url: string; container: Container; close(): Promise<void> };

/**
 * Listens on HOST:PORT (PORT=0 picks a free port) and, unless told not to, runs the projections in-process and
 * starts the workflows that submissions in the log call for.
 */
export async function startServer(
  container: Container,
  options: { runProjections?: boolean; startWorkflows?: boolean } = {},
): Promise<RunningServer> {
  const config = container.get(TOKENS.Config);
  const app = createApp(container);
  const runner = container.get(TOKENS.ProjectionRunner);
  if (options.runProjections ?? true) {
    await runner.start();
    await container.get(TOKENS.BoardIndexSync)?.start();
    if (options.startWorkflows ?? true) await container.get(TOKENS.WorkflowStarts).start();
  }
  const server = createServer(app);
  answerUnparsableRequests(server);
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}`,
    container,
    close: () =>
      (closing ??= (async () => {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        await closed;
        await closeContainer(container);
      })()),
  };
}
