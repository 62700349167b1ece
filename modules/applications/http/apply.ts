import type { Request, Response } from 'express';
import { Router } from 'express';
import { z } from 'zod';
import { applicationMessages, type ApplyInput } from '@tawzeef/applications';
import { normalizeEmail, type RateLimiter } from '@tawzeef/identity';
import type { AcceptedNotices } from '@tawzeef/privacy';
import {
  requireCandidate,
  DomainError,
  readerLanguage,
  type ApiRoute,
  documentRoute,
  commandRequest,
  writeCommand,
} from '@tawzeef/http';
import type { NoticeGate } from '@tawzeef/privacy/http';
import type { ApplicationRouteDeps } from './deps.ts';
import { anonymousApplicationFields, candidateApplicationFields } from './schemas.ts';
import { readCvForm, type CvUpload } from './upload.ts';
import { applicationErrors } from './write.ts';

const cvRequired = () => new DomainError('APPLICATION.CV_REQUIRED', applicationMessages.noCv, 422);
const savedCvRequired = () => new DomainError('APPLICATION.CV_REQUIRED', applicationMessages.noSavedCv, 422);

/** A saved CV named by id, or by the download URL the CV list hands out. */
const savedCvId = (fields: { cvId?: string; resumeUrl?: string }) =>
  fields.cvId || /\/cvs\/([0-9a-f-]{36})(?:\/download)?\/?$/i.exec(fields.resumeUrl ?? '')?.[1];

const form = (req: Request): Promise<CvUpload> =>
  req.is('multipart/form-data')
    ? readCvForm(req)
    : Promise.resolve({ file: null, fields: (req.body ?? {}) as Record<string, string> });

/** Anonymous applications per client IP; signed-in applicants answer for their account instead. */
export type AnonymousApplyLimit = {
  rateLimiter: RateLimiter;
  windowSeconds: number;
  perIp: number;
  clock: () => Date;
};

const tooManyApplications = {
  en: (seconds: number) => `Too many applications from your address. Try again in ${seconds} seconds.`,
  ar: (seconds: number) => `طلبات كثيرة جدًا من عنوانك. حاول مرة أخرى بعد ${seconds} ثانية.`,
};

/**
 * Counted before the body is read: a refused upload is drained, never parsed or buffered, so a flood
 * costs one row update per request.
 */
async function throttleAnonymous(req: Request, res: Response, limit: AnonymousApplyLimit): Promise<void> {
  const now = limit.clock();
  const hit = await limit.rateLimiter.hit(`apply:ip:${req.ip ?? 'unknown'}`, limit.windowSeconds, now);
  if (hit.count <= limit.perIp) return;
  req.unpipe();
  req.resume();
  const retryAfter = Math.max(1, Math.ceil((hit.resetAt.getTime() - now.getTime()) / 1000));
  res.setHeader('Retry-After', String(retryAfter));
  throw new DomainError('APPLICATION.RATE_LIMITED', tooManyApplications[readerLanguage(req)](retryAfter), 429);
}

/**
 * Applying: signed in (`POST /api/applications`) and anonymously (`POST /api/applications/anonymous`). The CV is
 * analysed by the AI, so the current privacy and AI-use notices must be accepted first: with the request, or (signed
 * in) earlier by the same person. `notices` refuses otherwise and records the acceptance under the application.
 */
export function applyRoute(
  { applications, queries, wait, registry }: ApplicationRouteDeps,
  anonymousLimit: AnonymousApplyLimit,
  notices: NoticeGate,
): ApiRoute {
  const submitted = z.object({ id: z.string(), applicationId: z.string(), jobId: z.string(), status: z.string() });
  documentRoute(registry, 'post', '/api/applications', {
    tag: 'applications',
    summary: 'Apply signed in: JSON with cvId (or resumeUrl) of a saved CV, or multipart with a new CV in cv',
    body: candidateApplicationFields,
    status: 201,
    response: submitted,
    errors: [400, 401, 403, 404, 409, 413, 415, 422],
  });
  documentRoute(registry, 'post', '/api/applications/anonymous', {
    tag: 'applications',
    summary: 'Apply without an account: multipart with cv, jobId, fullName or firstName/lastName, email, phone, …',
    multipartField: 'cv',
    status: 201,
    response: submitted,
    errors: [400, 404, 409, 413, 415, 422, 429],
  });

  const write = writeCommand(wait, applicationErrors);
  const submit = async (req: Request, res: Response, accepted: AcceptedNotices | undefined, input: ApplyInput) => {
    const { applicationId } = await write(res, applications.apply(input, commandRequest(req, res)));
    const subject = input.candidateId
      ? { kind: 'person' as const, id: input.candidateId }
      : { kind: 'application' as const, id: applicationId };
    await notices.record(req, res, subject, accepted, 'apply');
    res.status(201).json({ id: applicationId, applicationId, jobId: input.jobId, status: 'SUBMITTED' });
  };

  const router = Router();
  router.post('/anonymous', async (req, res) => {
    await throttleAnonymous(req, res, anonymousLimit);
    const { file, fields } = await form(req);
    const parsed = anonymousApplicationFields.parse(fields);
    if (!file) throw cvRequired();
    await notices.require(req, parsed.acceptedNotices);
    await submit(req, res, parsed.acceptedNotices, {
      jobId: parsed.jobId,
      candidateId: null,
      applicant: {
        firstName: parsed.firstName,
        lastName: parsed.lastName,
        email: normalizeEmail(parsed.email),
        countryCode: parsed.countryCode,
        phone: parsed.phone,
        portfolioUrl: parsed.portfolioUrl,
      },
      cv: file,
      coverLetter: parsed.coverLetter,
      expectedSalary: parsed.expectedSalary,
      noticePeriod: parsed.noticePeriod,
    });
  });
  router.post('/', async (req, res) => {
    const { userId } = requireCandidate(res);
    const { file, fields } = await form(req);
    const parsed = candidateApplicationFields.parse(fields);
    const user = await queries.users.one(userId);
    if (!user) throw new DomainError('AUTH.UNAUTHENTICATED', 'Authentication expired. Please log in again.', 401);
    const cvId = savedCvId(parsed);
    if (!file && !cvId) throw savedCvRequired();
    await notices.require(req, parsed.acceptedNotices, userId);
    await submit(req, res, parsed.acceptedNotices, {
      jobId: parsed.jobId,
      candidateId: userId,
      applicant: {
        firstName: parsed.firstName || user.firstName,
        lastName: parsed.lastName ?? user.lastName,
        email: user.email,
        countryCode: parsed.countryCode,
        phone: parsed.phone ?? user.phone,
        portfolioUrl: parsed.portfolioUrl,
      },
      cv: file ?? { cvId: cvId as string },
      coverLetter: parsed.coverLetter,
      expectedSalary: parsed.expectedSalary,
      noticePeriod: parsed.noticePeriod,
    });
  });
  return { path: '/applications', router };
}
