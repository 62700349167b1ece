import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { ReadModelQueries } from '@tawzeef/read-models';
import {
  callerCompany,
  commandRequest,
  guard,
  moduleErrors,
  routeDocs,
  writeCommand,
  type ApiRoute,
  type WaitForProjections,
} from '@tawzeef/http';
import { LegalHoldError, MAX_HOLD_REASON, type LegalHoldState } from '../retention/legal-hold.ts';
import type { RetentionService } from '../retention/service.ts';

export type LegalHoldRouteDeps = {
  retention: RetentionService;
  queries: ReadModelQueries;
  registry: OpenAPIRegistry;
  /** Waits (bounded) until the retention read model holds a write. */
  wait: WaitForProjections;
};

export const holdBody = z.strictObject({ reason: z.string().trim().min(1).max(MAX_HOLD_REASON) });
const params = z.object({ applicationId: z.string() });
const holdView = z
  .object({
    held: z.boolean(),
    reason: z.string().nullable(),
    placedBy: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
    placedAt: z.string().nullable(),
  })
  .meta({ id: 'LegalHold' });

async function view(queries: ReadModelQueries, state: LegalHoldState): Promise<z.infer<typeof holdView>> {
  if (!state.held) return { held: false, reason: null, placedBy: null, placedAt: null };
  const names = await queries.companyApplications.userNames([state.placedBy]);
  return {
    held: true,
    reason: state.reason,
    placedBy: { id: state.placedBy, name: names.get(state.placedBy) ?? null },
    placedAt: state.placedAt,
  };
}

/**
 * Legal holds (issue #22): a company member puts one of the company's applications on hold, with a reason, so that
 * retention never erases it, and lifts it with a reason. Another company's application answers 404.
 */
export function legalHoldRoute(deps: LegalHoldRouteDeps): ApiRoute {
  const { retention, queries } = deps;
  const errors = moduleErrors(LegalHoldError);
  const write = writeCommand(deps.wait, errors);
  const doc = routeDocs(deps.registry, 'privacy', '/api/company/legal-holds');
  doc('get', '/{applicationId}', {
    summary: "Whether the company's application is on legal hold, why, since when and by whom",
    params,
    response: holdView,
    errors: [401, 403, 404],
  });
  doc('put', '/{applicationId}', {
    summary: 'Put the application on legal hold: retention will not erase it (409 if it already is)',
    params,
    body: holdBody,
    response: holdView,
    errors: [400, 401, 403, 404, 409],
  });
  doc('post', '/{applicationId}/lift', {
    summary: 'Lift the legal hold, saying why (422 LEGAL_HOLD.NOT_HELD without one)',
    params,
    body: holdBody,
    response: holdView,
    errors: [400, 401, 403, 404, 422],
  });

  const router = Router();
  router.get('/:applicationId', async (req, res) => {
    const { companyId } = callerCompany(res);
    const { applicationId } = params.parse(req.params);
    res.json(await view(queries, await guard(retention.legalHold(companyId, applicationId), errors)));
  });
  const change = (action: 'placeHold' | 'liftHold') => async (req: Request, res: Response) => {
    const { companyId, userId } = callerCompany(res);
    const { applicationId } = params.parse(req.params);
    const { reason } = holdBody.parse(req.body);
    const request = { ...commandRequest(req, res), actorId: userId };
    const result = await write(res, retention[action](companyId, applicationId, reason, request));
    res.json(await view(queries, result.state));
  };
  router.put('/:applicationId', change('placeHold'));
  router.post('/:applicationId/lift', change('liftHold'));
  return { path: '/company/legal-holds', router };
}
