import { Router } from 'express';
import { z } from 'zod';
import { settingsLimits } from '@tawzeef/interviews';
import { type ApiRoute, documentRoute, callerCompany, ownJob, commandRequest, guard } from '@tawzeef/http';
import { interviewErrors } from './access.ts';
import type { InterviewRouteDeps } from './deps.ts';

const limit = (key: keyof typeof settingsLimits) =>
  z.number().min(settingsLimits[key][0]).max(settingsLimits[key][1]).nullable();
export const settingsBody = z.strictObject({
  remindAfterHours: limit('remindAfterHours'),
  expireAfterHours: limit('expireAfterHours'),
  maxDurationMinutes: limit('maxDurationMinutes').refine((v) => v === null || Number.isInteger(v), 'whole minutes'),
});
const settingsView = z.object({
  jobId: z.string(),
  own: settingsBody,
  effective: z.object({ remindAfterHours: z.number(), expireAfterHours: z.number(), maxDurationMinutes: z.number() }),
});

/** A job's interview timers: null keeps the platform default; later invitations use them. */
export function interviewSettingsRoute(deps: InterviewRouteDeps): ApiRoute {
  const { interviews, queries, registry } = deps;
  const path = '/api/company/jobs/{jobId}/interview-settings';
  const params = z.object({ jobId: z.string() });
  documentRoute(registry, 'get', path, {
    tag: 'interviews',
    summary: "The job's interview timers (own values, null = default) and the values invitations use",
    params,
    response: settingsView,
    errors: [401, 403, 404],
  });
  documentRoute(registry, 'put', path, {
    tag: 'interviews',
    summary: 'Set the job\u2019s reminder and expiry (hours) and maximum interview length (minutes); null = default',
    params,
    body: settingsBody,
    response: settingsView,
    errors: [400, 401, 403, 404, 409, 422],
  });
  const view = async (jobId: string) => ({
    jobId,
    own: await interviews.jobSettings(jobId),
    effective: await interviews.settingsFor(jobId),
  });
  const router = Router();
  router.get('/:jobId/interview-settings', async (req, res) => {
    const { companyId } = callerCompany(res);
    const { jobId } = params.parse(req.params);
    await ownJob(queries, companyId, jobId);
    res.json(await view(jobId));
  });
  router.put('/:jobId/interview-settings', async (req, res) => {
    const { companyId, userId } = callerCompany(res);
    const { jobId } = params.parse(req.params);
    const body = settingsBody.parse(req.body);
    await ownJob(queries, companyId, jobId);
    await guard(
      interviews.changeJobSettings({ ...body, jobId, companyId, changedBy: userId }, commandRequest(req, res)),
      interviewErrors,
    );
    res.json(await view(jobId));
  });
  return { path: '/company/jobs', router };
}
