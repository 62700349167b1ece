import { Router, type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import { isUuid } from '@tawzeef/shared';
import { principalOf, requireUser, type ApiRoute, applicationNotFound } from '@tawzeef/http';
import { documentApplicationsRoute } from './company-docs.ts';
import { historySchema } from './company-schemas.ts';
import { actorIds, historyView } from './company-views.ts';
import type { ApplicationRouteDeps } from './deps.ts';

/** Whether the operator guard lets this request through (a bearer OPS_API_TOKEN). */
const passes = (guard: RequestHandler | undefined, req: Request, res: Response) =>
  guard && /^Bearer /i.test(req.get('authorization') ?? '')
    ? new Promise<boolean>((resolve) => void guard(req, res, (error?: unknown) => resolve(!error)))
    : Promise.resolve(false);

/**
 * GET /api/applications/{id}/history: every event of the application, for its company and operators. Not for its
 * candidate: the stream holds the recruiters' notes, the AI's scores and verdicts, which the candidate's own screens
 * (and their data export) leave out; they read their application at /api/candidate/applications/{id}.
 */
export function applicationHistoryRoute(deps: ApplicationRouteDeps): ApiRoute {
  const { applications, queries, registry, operator } = deps;
  documentApplicationsRoute(registry, 'get', '/api/applications/{id}/history', {
    summary: "Every event of the application's stream in order: type, actor, time, data and AI provenance",
    params: z.object({ id: z.string() }),
    response: historySchema,
    errors: [401, 404],
  });

  const router = Router();
  router.get('/:id/history', async (req, res) => {
    const id = req.params.id;
    const owners = isUuid(id) ? await queries.companyApplications.owners(id) : null;
    const principal = principalOf(res);
    const allowed =
      (principal?.userType === 'COMPANY' && !!owners && principal.companyId === owners.companyId) ||
      (!principal && (await passes(operator, req, res)));
    if (!allowed) {
      if (!principal) requireUser(res); // no credentials at all: 401 with its reason
      throw applicationNotFound();
    }
    const entries = await applications.history(id);
    if (entries.length === 0) throw applicationNotFound();
    const names = await queries.companyApplications.userNames(actorIds(entries));
    res.json(historyView(id, entries, names));
  });
  return { path: '/applications', router };
}
