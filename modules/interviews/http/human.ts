import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import {
  companyTimeZone,
  InterviewError,
  meetingTypes,
  regionTimeZones,
  slotLimits,
  type HumanInterviewsService,
  type SlotForm,
} from '@tawzeef/interviews';
import type { ReadModelQueries } from '@tawzeef/read-models';
import { isUuid, uuidV5 } from '@tawzeef/shared';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  DomainError,
  type ProblemStatus,
  type ApiRoute,
  documentRoute,
  callerCompany,
  ownApplication,
  afterWrite,
  commandRequest,
  laterPosition,
  moduleErrors,
  writeCommand,
  type WaitForProjections,
} from '@tawzeef/http';
import { interviewNotFound } from './access.ts';
import { humanInterviewSchema, humanInterviewView } from './human-views.ts';

export type HumanInterviewRouteDeps = {
  humanInterviews: HumanInterviewsService;
  queries: ReadModelQueries;
  registry: OpenAPIRegistry;
  /** Waits (bounded) until the interview and application read models hold the write. */
  wait: WaitForProjections;
};

const [minMinutes, maxMinutes] = slotLimits.durationMinutes;
export const slotBody = z.strictObject({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD'),
  time: z.string().regex(/^\d{2}:\d{2}$/, 'HH:mm'),
  timeZone: z.string().min(1).max(64).meta({ example: 'Asia/Riyadh' }),
  durationMinutes: z.number().int().min(minMinutes).max(maxMinutes),
  type: z.enum(meetingTypes),
  location: z.string().max(slotLimits.location).nullish(),
  interviewerIds: z.array(z.string().max(64)).min(1).max(slotLimits.interviewers[1]),
  note: z.string().max(slotLimits.note).nullish(),
});
const bulkBody = slotBody.extend({ applicationIds: z.array(z.string().max(64)).min(1).max(100) });
const idempotencyKey = z.string().min(1).max(200).optional();
const cancelBody = z.strictObject({ reason: z.string().max(slotLimits.note).nullish() });
const ratingBody = z.strictObject({
  rating: z.number().int().min(1).max(5),
  comment: z.string().max(slotLimits.comment).nullish(),
});
const optionsSchema = z.object({
  defaultTimeZone: z.string(),
  timeZones: z.array(z.string()),
  types: z.array(z.enum(meetingTypes)),
  durationMinutes: z.object({ min: z.number(), max: z.number() }),
  members: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
});
const bulkResultSchema = z.object({
  succeeded: z.number().int(),
  failed: z.number().int(),
  results: z.array(
    z.object({
      id: z.string(),
      ok: z.boolean(),
      interviewId: z.string().optional(),
      code: z.string().optional(),
      detail: z.string().optional(),
    }),
  ),
});

const statusOf = (code: string): ProblemStatus =>
  code === 'INTERVIEW.NOT_FOUND'
    ? 404
    : code === 'INTERVIEW.NOT_AN_INTERVIEWER'
      ? 403
      : code === 'INTERVIEW.INVALID_TRANSITION'
        ? 409
        : 422;

const humanInterviewErrors = moduleErrors(InterviewError, (e) => new DomainError(e.code, e.message, statusOf(e.code)));

const formOf = (body: z.infer<typeof slotBody>): SlotForm => ({
  date: body.date,
  time: body.time,
  timeZone: body.timeZone,
  durationMinutes: body.durationMinutes,
  meeting: body.type,
  location: body.location ?? null,
  interviewerIds: body.interviewerIds,
  note: body.note ?? null,
});

/** Interviews held by people: the form's options, scheduling (one or many), rescheduling, cancelling and rating. */
export function humanInterviewsRoute(deps: HumanInterviewRouteDeps): ApiRoute {
  const { humanInterviews, queries, registry } = deps;
  const doc = (method: 'get' | 'post' | 'put', path: string, d: Parameters<typeof documentRoute>[3]) =>
    documentRoute(registry, method, path, { tag: 'interviews', ...d });
  const idParam = z.object({ id: z.string() });
  doc('get', '/api/company/human-interviews/options', {
    summary: "The scheduling form's choices: the company's time zone, the region's zones, the team",
    response: optionsSchema,
    errors: [401, 403],
  });
  doc('post', '/api/company/applications/{id}/human-interviews', {
    summary:
      'Schedule an interview with people (date and time in timeZone); moves the application to INTERVIEW_SCHEDULED',
    params: idParam,
    body: slotBody,
    status: 201,
    response: humanInterviewSchema,
    errors: [400, 401, 403, 404, 422],
  });
  doc('get', '/api/company/applications/{id}/human-interviews', {
    summary: "The application's interviews with people, latest first",
    params: idParam,
    response: z.array(humanInterviewSchema),
    errors: [401, 403, 404],
  });
  doc('post', '/api/company/human-interviews/bulk', {
    summary: 'Schedule the same slot for several applications: one interview each, answered per application',
    body: bulkBody,
    response: bulkResultSchema,
    errors: [400, 401, 403],
  });
  doc('get', '/api/company/human-interviews/{id}', {
    summary: 'One interview with people',
    params: idParam,
    response: humanInterviewSchema,
    errors: [401, 403, 404],
  });
  doc('put', '/api/company/human-interviews/{id}', {
    summary: 'Reschedule (or change the people, place or note): an update with a higher SEQUENCE is sent',
    params: idParam,
    body: slotBody,
    response: humanInterviewSchema,
    errors: [400, 401, 403, 404, 409, 422],
  });
  doc('post', '/api/company/human-interviews/{id}/cancel', {
    summary: 'Cancel: a cancellation (METHOD:CANCEL) is sent to everyone invited',
    params: idParam,
    body: cancelBody,
    response: humanInterviewSchema,
    errors: [400, 401, 403, 404, 409, 422],
  });
  doc('post', '/api/company/human-interviews/{id}/rating', {
    summary: "An interviewer's rating (1 to 5) once the interview started; it fills the HR Interview column",
    params: idParam,
    body: ratingBody,
    response: humanInterviewSchema,
    errors: [400, 401, 403, 404, 409, 422],
  });

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
