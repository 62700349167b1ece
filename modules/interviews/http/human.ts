import { Router, type Request, type Response } from 'express';
import type { z } from 'zod';
import {
  companyTimeZone,
  InterviewError,
  meetingTypes,
  regionTimeZones,
  type HumanInterviewsService,
} from '@tawzeef/interviews';
import type { ReadModelQueries } from '@tawzeef/read-models';
import { isUuid, uuidV5 } from '@tawzeef/shared';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  type ApiRoute,
  callerCompany,
  ownApplication,
  afterWrite,
  commandRequest,
  laterPosition,
  writeCommand,
  type WaitForProjections,
} from '@tawzeef/http';
import { interviewNotFound } from './access.ts';
import { humanInterviewView } from './human-views.ts';
import type { bulkResultSchema } from './human-schemas.ts';
import {
  bulkBody,
  cancelBody,
  documentHumanInterviews,
  formOf,
  humanInterviewErrors,
  idempotencyKey,
  idParam,
  maxMinutes,
  minMinutes,
  ratingBody,
  slotBody,
} from './human-schemas.ts';

export { slotBody } from './human-schemas.ts';

export type HumanInterviewRouteDeps = {
  humanInterviews: HumanInterviewsService;
  queries: ReadModelQueries;
  registry: OpenAPIRegistry;
  /** Waits (bounded) until the interview and application read models hold the write. */
  wait: WaitForProjections;
};

/** Interviews held by people: the form's options, scheduling (one or many), rescheduling, cancelling and rating. */
export function humanInterviewsRoute(deps: HumanInterviewRouteDeps): ApiRoute {
  const { humanInterviews, queries, registry } = deps;
  documentHumanInterviews(registry);

  const write = writeCommand(deps.wait, humanInterviewErrors);
  const interviewOf = async (interviewId: string) => {
    const row = await queries.humanInterviews.one(interviewId);
    if (!row) throw interviewNotFound();
    return humanInterviewView(row);
  };
  /** With an Idempotency-Key, the same form sent again (a retry after a lost answer) schedules nothing twice. */
  const request = (req: Request, res: Response) => {
    const base = commandRequest(req, res);
    const key = idempotencyKey.parse(req.get('idempotency-key') || undefined);
    const companyId = callerCompany(res).companyId;
    return key ? { ...base, commandId: uuidV5(`human-interview-request:${companyId}:${key}`) } : base;
  };

  const interviews = Router();
  interviews.get('/options', async (_req, res) => {
    const { companyId } = callerCompany(res);
    const [company, team] = await Promise.all([
      queries.companies.one(companyId),
      queries.users.teamMembers(companyId, { range: [0, 99] }),
    ]);
    const defaultTimeZone = companyTimeZone(company?.country);
    res.json({
      defaultTimeZone,
      timeZones: [...new Set([defaultTimeZone, ...regionTimeZones])],
      types: [...meetingTypes],
      durationMinutes: { min: minMinutes, max: maxMinutes },
      members: team.rows.map((m) => ({ id: m.userId, name: m.name, email: m.email })),
    });
  });
  interviews.post('/bulk', async (req, res) => {
    const { userId, companyId } = callerCompany(res);
    const body = bulkBody.parse(req.body);
    const base = request(req, res);
    const results: z.infer<typeof bulkResultSchema>['results'] = [];
    let last: bigint | null = null;
    for (const id of body.applicationIds) {
      try {
        const result = await humanInterviews.schedule(
          companyId,
          userId,
          { ...formOf(body), applicationId: id },
          { ...base, commandId: uuidV5(`${base.commandId}:${id}`) },
        );
        last = laterPosition(last, result.position);
        results.push({ id, ok: true, interviewId: result.interviewId });
      } catch (error) {
        if (!(error instanceof InterviewError)) throw error;
        results.push({ id, ok: false, code: error.code, detail: error.message });
      }
    }
    await afterWrite(res, deps.wait, last);
    const succeeded = results.filter((r) => r.ok).length;
    res.json({ succeeded, failed: results.length - succeeded, results });
  });
  interviews.get('/:id', async (req, res) => {
    const { companyId } = callerCompany(res);
    const { id } = idParam.parse(req.params);
    const row = isUuid(id) ? await queries.humanInterviews.one(id) : null;
    if (!row || row.companyId !== companyId) throw interviewNotFound();
    res.json(humanInterviewView(row));
  });
  interviews.put('/:id', async (req, res) => {
    const { userId, companyId } = callerCompany(res);
    const { id } = idParam.parse(req.params);
    const body = slotBody.parse(req.body);
    await write(res, humanInterviews.reschedule(companyId, userId, id, formOf(body), request(req, res)), () =>
      interviewOf(id),
    );
  });
  interviews.post('/:id/cancel', async (req, res) => {
    const { userId, companyId } = callerCompany(res);
    const { id } = idParam.parse(req.params);
    const body = cancelBody.parse(req.body ?? {});
    await write(res, humanInterviews.cancel(companyId, userId, id, body.reason ?? null, request(req, res)), () =>
      interviewOf(id),
    );
  });
  interviews.post('/:id/rating', async (req, res) => {
    const { userId, companyId } = callerCompany(res);
    const { id } = idParam.parse(req.params);
    const body = ratingBody.parse(req.body);
    const rated = humanInterviews.rate(
      companyId,
      userId,
      id,
      { rating: body.rating, comment: body.comment ?? null },
      request(req, res),
    );
    await write(res, rated, () => interviewOf(id));
  });

  const ofApplication = Router();
  ofApplication.post('/:id/human-interviews', async (req, res) => {
    const { userId, companyId } = callerCompany(res);
    const { id } = idParam.parse(req.params);
    const body = slotBody.parse(req.body);
    const scheduled = humanInterviews.schedule(
      companyId,
      userId,
      { ...formOf(body), applicationId: id },
      request(req, res),
    );
    await write(res, scheduled, (result) => interviewOf(result.interviewId), 201);
  });
  ofApplication.get('/:id/human-interviews', async (req, res) => {
    const { companyId } = callerCompany(res);
    const { id } = idParam.parse(req.params);
    await ownApplication(queries, companyId, id);
    res.json((await queries.humanInterviews.ofApplication(companyId, id)).map(humanInterviewView));
  });

  const router = Router();
  router.use('/company/human-interviews', interviews);
  router.use('/company/applications', ofApplication);
  return { path: '/', router };
}
