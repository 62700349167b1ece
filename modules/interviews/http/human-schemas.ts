import { z } from 'zod';
import { InterviewError, meetingTypes, slotLimits, type SlotForm } from '@tawzeef/interviews';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { DomainError, type ProblemStatus, routeDocs, moduleErrors } from '@tawzeef/http';
import { humanInterviewSchema } from './human-views.ts';

/** Interviews held by people: the bodies, headers and answers of their endpoints, and their OpenAPI entries. */
export const [minMinutes, maxMinutes] = slotLimits.durationMinutes;
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
export const bulkBody = slotBody.extend({ applicationIds: z.array(z.string().max(64)).min(1).max(100) });
export const idempotencyKey = z.string().min(1).max(200).optional();
export const cancelBody = z.strictObject({ reason: z.string().max(slotLimits.note).nullish() });
export const ratingBody = z.strictObject({
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
export const bulkResultSchema = z.object({
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

export const humanInterviewErrors = moduleErrors(
  InterviewError,
  (e) => new DomainError(e.code, e.message, statusOf(e.code)),
);

export const formOf = (body: z.infer<typeof slotBody>): SlotForm => ({
  date: body.date,
  time: body.time,
  timeZone: body.timeZone,
  durationMinutes: body.durationMinutes,
  meeting: body.type,
  location: body.location ?? null,
  interviewerIds: body.interviewerIds,
  note: body.note ?? null,
});

export const idParam = z.object({ id: z.string() });

export function documentHumanInterviews(registry: OpenAPIRegistry): void {
  const doc = routeDocs(registry, 'interviews');
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
}
