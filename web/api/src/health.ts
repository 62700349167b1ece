import { Router } from 'express';
import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';

/** One dependency probe; it must honour the abort signal so a hung dependency cannot hang /api/health. */
export type HealthCheck = {
  name: string;
  check(signal: AbortSignal): Promise<void>;
  /** Releases what the probe holds of its own. */
  close?(): Promise<void>;
};

export const checkResultSchema = z.object({
  status: z.enum(['up', 'down']),
  latencyMs: z.number(),
  error: z.string().optional(),
});

export const healthSchema = z
  .object({
    status: z.enum(['up', 'down']),
    checks: z.record(z.string(), checkResultSchema),
  })
  .meta({ id: 'Health' });
export type HealthReport = z.infer<typeof healthSchema>;

class TimeoutError extends Error {}

async function runCheck(check: HealthCheck, timeoutMs: number) {
  const started = performance.now();
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new TimeoutError(`timed out after ${timeoutMs} ms`));
    }, timeoutMs);
  });
  try {
    await Promise.race([check.check(controller.signal), timeout]);
    return { status: 'up' as const, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { status: 'down' as const, latencyMs: Math.round(performance.now() - started), error: message };
  } finally {
    clearTimeout(timer);
  }
}

export async function checkHealth(checks: HealthCheck[], timeoutMs: number): Promise<HealthReport> {
  const results = await Promise.all(checks.map(async (c) => [c.name, await runCheck(c, timeoutMs)] as const));
  return {
    status: results.every(([, r]) => r.status === 'up') ? 'up' : 'down',
    checks: Object.fromEntries(results),
  };
}

export function healthRouter(checks: HealthCheck[], timeoutMs: number, registry: OpenAPIRegistry): Router {
  registry.registerPath({
    method: 'get',
    path: '/api/health',
    tags: ['operations'],
    summary: 'Checks the database, the event store, Temporal and LiveKit',
    responses: {
      200: { description: 'Every dependency is up', content: { 'application/json': { schema: healthSchema } } },
      503: {
        description: 'At least one dependency is down',
        content: { 'application/json': { schema: healthSchema } },
      },
    },
  });
  const router = Router();
  router.get('/', async (_req, res) => {
    const report = await checkHealth(checks, timeoutMs);
    res.setHeader('Cache-Control', 'no-store');
    res.status(report.status === 'up' ? 200 : 503).json(report);
  });
  return router;
}
