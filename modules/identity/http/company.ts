import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { canManageCompany, identityErrors } from '@tawzeef/identity';
import {
  requireCompanyUser,
  listDialect,
  sendList,
  type ApiRoute,
  anyObject,
  documentRoute,
  callerCompany,
  companyNotFound,
  writeCommand,
  routeDocs,
} from '@tawzeef/http';
import type { IdentityRouteDeps } from './deps.ts';
import { addRetentionRoutes } from './company-retention.ts';
import { readUpload } from './multipart.ts';
import {
  companyPreferencesBody,
  companyRegisterBody,
  companyUpdateBody,
  invitationBody,
  joinBody,
  roleBody,
} from './schemas.ts';
import { loadCompanyView, loadUserView, memberView } from './views.ts';
import { requestContext } from './write.ts';

const membersDialect = listDialect({
  sortFields: ['id', 'name', 'email', 'role', 'joinedAt'],
  defaultSort: ['joinedAt', 'ASC'],
  filter: z.strictObject({
    id: z.union([z.string(), z.array(z.string())]).optional(),
    role: z.union([z.string(), z.array(z.string())]).optional(),
    q: z.string().optional(),
  }),
});

/** Company setup, profile, team, invitations, plan and notification preferences under /api/company. */
export function companyRoute(deps: IdentityRouteDeps): ApiRoute {
  const { identity, queries, wait, registry } = deps;
  const doc = routeDocs(registry, 'companies', '/api');
  const company = anyObject.meta({ id: 'Company' });
  const companyAndUser = z.object({ company, user: anyObject });
  const member = anyObject.meta({ id: 'TeamMember' });
  doc('post', '/company/register', {
    summary: 'Create a company; the caller becomes its OWNER',
    body: companyRegisterBody,
    status: 201,
    response: companyAndUser,
    errors: [400, 401, 403, 409],
  });
  doc('post', '/company/join', {
    summary: 'Join a company with an invitation code',
    body: joinBody,
    response: companyAndUser,
    errors: [400, 401, 403, 404, 409, 422],
  });
  doc('get', '/company/me/company', {
    summary: "The caller's company profile",
    response: company,
    errors: [401, 403, 404],
  });
  doc('put', '/company/me/company', {
    summary: 'Update the company profile (OWNER, ADMIN)',
    body: companyUpdateBody,
    response: company,
    errors: [400, 401, 403, 404],
  });
  doc('post', '/company/upload-logo', {
    summary: 'Upload the company logo (OWNER, ADMIN)',
    multipartField: 'logo',
    response: z.object({ logoUrl: z.string() }),
    errors: [400, 401, 403, 404, 413, 415, 422],
  });
  doc('get', '/company/members', {
    summary: 'The team, in the react-admin list dialect',
    query: membersDialect.querySchema,
    response: z.array(member),
    errors: [400, 401, 403, 404],
  });
  doc('put', '/company/members/{userId}/role', {
    summary: "Change a member's role (OWNER, ADMIN)",
    params: z.object({ userId: z.string() }),
    body: roleBody,
    response: member,
    errors: [400, 401, 403, 404, 422],
  });
  doc('post', '/company/{companyId}/invitation', {
    summary: 'Issue a single-use invitation code (OWNER, ADMIN)',
    params: z.object({ companyId: z.string() }),
    body: invitationBody.optional(),
    status: 201,
    response: z.object({ code: z.string(), role: z.string(), expiresAt: z.string(), link: z.string() }),
    errors: [400, 401, 403, 404],
  });
  doc('get', '/company/subscription', {
    summary: "The company's plan",
    response: anyObject.meta({ id: 'Subscription' }),
    errors: [401, 403, 404],
  });
  doc('get', '/company/notifications', {
    summary: 'The seven company notification preferences',
    response: companyPreferencesBody,
    errors: [401, 403, 404],
  });
  doc('put', '/company/notifications', {
    summary: 'Save the notification preferences (OWNER, ADMIN)',
    body: companyPreferencesBody,
    response: companyPreferencesBody,
    errors: [400, 401, 403, 404],
  });

  const companyOrThrow = (companyId: string) => loadCompany(queries, companyId);

  const write = writeCommand(wait);
  const router = Router();
  router.post('/register', async (req, res) => {
    const { userId } = requireCompanyUser(res);
    const body = companyRegisterBody.parse(req.body);
    const result = await write(res, identity.companies.register(userId, body, requestContext(req, res)));
    res.status(201).json(await companyAndUserOf(queries, result.companyId, userId));
  });

  router.post('/join', joinHandler(deps));

  router.get('/me/company', async (_req, res) => {
    res.json(await companyOrThrow(callerCompany(res).companyId));
  });
  router.put('/me/company', async (req, res) => {
    const { userId } = requireCompanyUser(res);
    const body = companyUpdateBody.parse(req.body);
    const result = await write(res, identity.companies.updateProfile(userId, body, requestContext(req, res)));
    res.json(await companyOrThrow(result.companyId));
  });
  router.post('/upload-logo', async (req, res) => {
    const { userId } = requireCompanyUser(res);
    // Refuse before reading up to 5 MB from someone who may not change the logo.
    const current = await identity.companies.companyOf(userId);
    if (!canManageCompany(current.members[userId])) throw identityErrors.companyForbidden();
    const bytes = await readUpload(req, 'logo');
    const result = await write(res, identity.companies.changeLogo(userId, bytes, requestContext(req, res)));
    res.json({ logoUrl: result.logoUrl });
  });

  router.get('/members', async (req, res) => {
    const companyId = callerCompany(res).companyId;
    const { sort, range, filter } = membersDialect.parse(req);
    const result = await queries.users.teamMembers(companyId, {
      sort: [sort.field, sort.order],
      range: [range.start, range.end],
      filter,
    });
    sendList(res, 'members', { rows: result.rows.map(memberView), total: result.total }, range);
  });
  router.put('/members/:userId/role', async (req, res) => {
    const principal = requireCompanyUser(res);
    const { role } = roleBody.parse(req.body);
    const target = String(req.params.userId);
    const result = await write(
      res,
      identity.companies.changeMemberRole(principal.userId, target, role, requestContext(req, res)),
    );
    const members = await queries.users.teamMembers(result.companyId, { filter: { id: target } });
    res.json(members.rows[0] ? memberView(members.rows[0]) : null);
  });

  router.post('/:companyId/invitation', async (req, res) => {
    const { userId } = requireCompanyUser(res);
    const body = invitationBody.parse(req.body ?? {});
    const companyId = String(req.params.companyId);
    const issued = await write(
      res,
      identity.companies.issueInvitation(userId, companyId, body, requestContext(req, res)),
    );
    res.status(201).json({
      code: issued.code,
      role: issued.role,
      expiresAt: issued.expiresAt.toISOString(),
      link: `/join?code=${issued.code}`,
    });
  });

  router.get('/subscription', async (_req, res) => {
    const view = await companyOrThrow(callerCompany(res).companyId);
    res.json(view.subscription);
  });
  router.get('/notifications', async (_req, res) => {
    const view = await companyOrThrow(callerCompany(res).companyId);
    res.json(view.notificationPreferences);
  });
  router.put('/notifications', async (req, res) => {
    const { userId } = requireCompanyUser(res);
    const body = companyPreferencesBody.parse(req.body);
    const result = await write(
      res,
      identity.companies.changeNotificationPreferences(userId, body, requestContext(req, res)),
    );
    res.json((await companyOrThrow(result.companyId)).notificationPreferences);
  });
  addRetentionRoutes(router, deps);

  return { path: '/company', router };
}

/** The spec names two join paths; /api/companies/join is the same command as /api/company/join. */
export function companiesRoute(deps: IdentityRouteDeps): ApiRoute {
  documentRoute(deps.registry, 'post', '/api/companies/join', {
    tag: 'companies',
    summary: 'Join a company with an invitation code (same as /api/company/join)',
    body: joinBody,
    response: z.object({ company: anyObject, user: anyObject }),
    errors: [400, 401, 403, 404, 409, 422],
  });
  const router = Router();
  router.post('/join', joinHandler(deps));
  return { path: '/companies', router };
}

async function loadCompany(queries: IdentityRouteDeps['queries'], companyId: string) {
  const view = await loadCompanyView(queries, companyId);
  if (!view) throw companyNotFound();
  return view;
}

async function companyAndUserOf(queries: IdentityRouteDeps['queries'], companyId: string, userId: string) {
  return { company: await loadCompany(queries, companyId), user: await loadUserView(queries, userId) };
}

function joinHandler({ identity, queries, wait }: IdentityRouteDeps) {
  const write = writeCommand(wait);
  return async (req: Request, res: Response) => {
    const { userId } = requireCompanyUser(res);
    const { invitationCode } = joinBody.parse(req.body);
    const result = await write(res, identity.companies.join(userId, invitationCode, requestContext(req, res)));
    res.json(await companyAndUserOf(queries, result.companyId, userId));
  };
}
