import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import {
  principalOf,
  requireUser,
  DomainError,
  type ApiRoute,
  anyObject,
  documentRoute,
  writeCommand,
  routeDocs,
} from '@tawzeef/http';
import type { IdentityRouteDeps } from './deps.ts';
import { readUpload } from './multipart.ts';
import { notificationSettingsBody, profileBody, securitySettingsBody } from './schemas.ts';
import { loadUserView, profileView } from './views.ts';
import { requestContext } from './write.ts';

/** My Profile: the signed-in user's own fields, notification toggles, security settings and avatar. */
export function profileRoute({ identity, queries, wait, registry }: IdentityRouteDeps): ApiRoute {
  const doc = routeDocs(registry, 'identity', '/api/auth');
  const profile = anyObject.meta({ id: 'UserProfile' });
  doc('get', '/profile', { summary: "The signed-in user's profile and settings", response: profile, errors: [401] });
  doc('put', '/profile', {
    summary: 'Update the profile fields',
    body: profileBody,
    response: profile,
    errors: [400, 401, 403, 409],
  });
  doc('put', '/notification-settings', {
    summary: 'Save the six notification toggles',
    body: notificationSettingsBody,
    response: profile,
    errors: [400, 401, 403],
  });
  doc('put', '/security-settings', {
    summary: 'Two-factor toggle and idle session timeout',
    body: securitySettingsBody,
    response: profile,
    errors: [400, 401, 403],
  });
  doc('post', '/upload-avatar', {
    summary: 'Upload an avatar image (PNG, JPEG, WebP or GIF, at most 5 MB)',
    multipartField: 'avatar',
    response: z.object({ avatarUrl: z.string() }),
    errors: [400, 401, 403, 413, 415, 422],
  });

  const write = writeCommand(wait);
  const router = Router();
  const profileOf = async (userId: string) => {
    const user = await queries.users.one(userId);
    if (!user) throw new DomainError('USER.NOT_FOUND', 'No such user.');
    return profileView(user);
  };

  router.get('/profile', async (_req, res) => {
    res.json(await profileOf(requireUser(res).userId));
  });
  router.put('/profile', async (req, res) => {
    const { userId } = requireUser(res);
    const body = profileBody.parse(req.body);
    await write(
      res,
      identity.profiles.updateProfile(
        userId,
        {
          ...body,
          phone: body.phone || null,
          position: body.position || null,
          department: body.department || null,
          bio: body.bio || null,
        },
        requestContext(req, res),
      ),
      () => profileOf(userId),
    );
  });
  router.put('/notification-settings', async (req, res) => {
    const { userId } = requireUser(res);
    await write(
      res,
      identity.profiles.changeNotificationSettings(
        userId,
        notificationSettingsBody.parse(req.body),
        requestContext(req, res),
      ),
      () => profileOf(userId),
    );
  });
  router.put('/security-settings', async (req, res) => {
    const { userId } = requireUser(res);
    await write(
      res,
      identity.profiles.changeSecuritySettings(userId, securitySettingsBody.parse(req.body), requestContext(req, res)),
      () => profileOf(userId),
    );
  });
  router.post('/upload-avatar', async (req, res) => {
    const { userId } = requireUser(res);
    const bytes = await readUpload(req, 'avatar');
    const result = await write(res, identity.profiles.changeAvatar(userId, bytes, requestContext(req, res)));
    res.json({ avatarUrl: result.avatarUrl });
  });
  return { path: '/auth', router };
}

/** GET /api/users/me: who is signed in, with the company card or candidate profile. */
export function usersRoute({ queries, registry }: IdentityRouteDeps, readAfter: RequestHandler): ApiRoute {
  documentRoute(registry, 'get', '/api/users/me', {
    tag: 'identity',
    summary: 'The signed-in user',
    response: anyObject.meta({ id: 'User' }),
    errors: [401],
  });
  documentRoute(registry, 'get', '/api/users/session', {
    tag: 'identity',
    summary:
      'Who is signed in, for pages that also serve visitors: always 200, with `user` null when nobody is signed ' +
      'in (or the session has expired), so a visit logs no failed request',
    response: z.object({ user: anyObject.nullable().describe('The same object as GET /api/users/me, or null') }),
  });
  const router = Router();
  router.get('/session', readAfter, async (_req, res) => {
    const principal = principalOf(res);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ user: principal ? await loadUserView(queries, principal.userId) : null });
  });
  router.get('/me', readAfter, async (_req, res) => {
    const { userId } = requireUser(res);
    const user = await loadUserView(queries, userId);
    if (!user) throw new DomainError('USER.NOT_FOUND', 'No such user.');
    res.json(user);
  });
  return { path: '/users', router };
}
