import { Router, type Request, type Response } from 'express';
import {
  requireCandidate,
  DomainError,
  readerLanguage,
  type ApiRoute,
  anyObject,
  documentRoute,
  afterWrite,
  laterPosition,
} from '@tawzeef/http';
import { candidateProfileBody, candidateProfileErrors } from './candidate-profile-schema.ts';
import type { IdentityRouteDeps } from './deps.ts';
import { candidateProfileView } from './views.ts';
import { requestContext } from './write.ts';

/** /api/candidate/profile: the candidate's own profile with its completeness, and its Edit mode. */
export function candidateProfileRoute({ identity, queries, wait, registry }: IdentityRouteDeps): ApiRoute {
  const profile = anyObject.meta({ id: 'CandidateProfile' });
  documentRoute(registry, 'get', '/api/candidate/profile', {
    tag: 'candidates',
    summary: "The signed-in candidate's profile and its completeness",
    response: profile,
    errors: [401, 403, 404],
  });
  for (const method of ['put', 'patch'] as const) {
    documentRoute(registry, method, '/api/candidate/profile', {
      tag: 'candidates',
      summary: 'Edit the profile: the fields sent are set, the others stay as they are',
      body: candidateProfileBody.optional(),
      response: profile,
      errors: [400, 401, 403, 404, 409],
    });
  }

  const router = Router();
  const send = async (res: Response, userId: string) => {
    const [row, user, cvs] = await Promise.all([
      queries.candidateProfiles.one(userId),
      queries.users.one(userId),
      queries.cvs.list(userId),
    ]);
    if (!row) throw new DomainError('CANDIDATE.NOT_FOUND', 'No candidate profile found.');
    const active = cvs.find((cv) => cv.isActive);
    res.json(
      candidateProfileView(
        row,
        user,
        active ? { url: `/api/candidate/cvs/${active.cvId}/download`, fileName: active.fileName } : null,
      ),
    );
  };
  router.get('/profile', async (_req, res) => send(res, requireCandidate(res).userId));
  const edit = async (req: Request, res: Response) => {
    const { userId } = requireCandidate(res);
    const parsed = candidateProfileBody.safeParse(req.body ?? {});
    if (!parsed.success) {
      const language = readerLanguage(req);
      throw new DomainError(
        'REQUEST.VALIDATION_FAILED',
        language === 'ar' ? 'لم يجتز الطلب التحقق.' : 'The request did not pass validation.',
        400,
        candidateProfileErrors(parsed.error, language),
      );
    }
    const { email, ...changes } = parsed.data;
    const ctx = requestContext(req, res);
    // The e-mail is the account's: changing it claims the new address like My Profile does.
    const account = email === undefined ? null : await identity.profiles.updateProfile(userId, { email }, ctx);
    const result = await identity.candidates.updateProfile(userId, changes, ctx);
    await afterWrite(res, wait, laterPosition(account?.position, result.position));
    await send(res, userId);
  };
  router.put('/profile', edit);
  router.patch('/profile', edit);
  return { path: '/candidate', router };
}
