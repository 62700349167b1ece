import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { ProjectionRunner } from '@tawzeef/read-models';

export type Metrics = { registry: Registry; httpDuration: Histogram<'method' | 'route' | 'status_code'> };

export function createMetrics(runner: ProjectionRunner): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'tawzeef_' });

  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration in seconds, by route template, method and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  let snapshot: Promise<Awaited<ReturnType<ProjectionRunner['status']>>> | undefined;
  // One status() call serves every projection gauge of a scrape.
  const statuses = () => {
    snapshot ??= runner
      .status()
      .catch(() => [])
      .finally(() => setTimeout(() => (snapshot = undefined), 50));
    return snapshot;
  };
  new Gauge({
    name: 'projection_lag_events',
    help: 'Events in the global log that the projection has not processed yet',
    labelNames: ['projection'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const s of await statuses()) this.set({ projection: s.name }, s.lagEvents);
    },
  });
  new Gauge({
    name: 'projection_lag_milliseconds',
    help: 'Age of the oldest event the projection has not processed yet, in milliseconds',
    labelNames: ['projection'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const s of await statuses()) this.set({ projection: s.name }, s.lagMs);
    },
  });
  return { registry, httpDuration };
}

/** Times every request; the route label is the matched template, never the raw URL. */
export function httpMetrics(metrics: Metrics): RequestHandler {
  return (req, res, next) => {
    const end = metrics.httpDuration.startTimer();
    res.on('finish', () => {
      const template: unknown = req.route?.path;
      // After an error Express has already unwound req.baseUrl, so the mount point is kept aside.
      const base = typeof res.locals.mountPath === 'string' ? res.locals.mountPath : req.baseUrl;
      const route = typeof template === 'string' ? `${base}${template === '/' && base ? '' : template}` : 'unmatched';
      end({ method: req.method, route, status_code: String(res.statusCode) });
    });
    next();
  };
}

export function metricsRouter(metrics: Metrics, registry: OpenAPIRegistry): Router {
  registry.registerPath({
    method: 'get',
    path: '/api/metrics',
    tags: ['operations'],
    summary: 'Prometheus metrics: process, HTTP request durations and projection lag',
    responses: {
      200: {
        description: 'Prometheus text exposition format',
        content: { 'text/plain': { schema: z.string() } },
      },
    },
  });
  const router = Router();
  router.get('/', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
  return router;
}
