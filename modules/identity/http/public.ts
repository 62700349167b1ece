import { Router } from 'express';
import { z } from 'zod';
import {
  countries,
  headquarters,
  normalizeInvitationCode,
  storedNamePattern,
  type CountryCode,
  type FileStore,
} from '@tawzeef/identity';
import { requireCompanyUser, DomainError, type ApiRoute, anyObject, documentRoute } from '@tawzeef/http';
import type { IdentityRouteDeps } from './deps.ts';
import { describeBody } from './schemas.ts';

/** GET /api/invitations/{code}: the company card the /join page shows; no session needed. */
export function invitationsRoute({ identity, queries, registry }: IdentityRouteDeps): ApiRoute {
  documentRoute(registry, 'get', '/api/invitations/{code}', {
    tag: 'companies',
    summary: 'The company an invitation code leads to',
    params: z.object({ code: z.string() }),
    response: anyObject.meta({ id: 'InvitationCard' }),
    errors: [404, 409, 422],
  });
  const router = Router();
  router.get('/:code', async (req, res) => {
    const code = normalizeInvitationCode(String(req.params.code)).slice(0, 64);
    const invitation = await identity.companies.invitationCard(code);
    const company = await queries.companies.one(invitation.companyId);
    if (!company) throw new DomainError('INVITATION.NOT_FOUND', 'This invitation code is not valid.');
    const country = company.country as CountryCode;
    res.json({
      code,
      role: invitation.role,
      expiresAt: invitation.expiresAt,
      company: {
        id: company.companyId,
        name: company.name,
        industry: company.industry,
        description: company.description,
        logo: company.logo,
        city: company.city,
        country: company.country,
        countryName: countries[country]?.[0] ?? company.country,
        headquarters: headquarters({ city: company.city, country }),
      },
    });
  });
  return { path: '/invitations', router };
}

/** POST /api/aiautocomplete/companydescription: "AI Generate" on the company form. */
export function companyDescriptionRoute({ identity, registry }: IdentityRouteDeps): ApiRoute {
  documentRoute(registry, 'post', '/api/aiautocomplete/companydescription', {
    tag: 'companies',
    summary: 'Write a company description from the form fields',
    body: describeBody,
    response: z.object({ generatedDescription: z.string() }),
    errors: [400, 401, 403],
  });
  const router = Router();
  router.post('/companydescription', async (req, res) => {
    requireCompanyUser(res);
    const { generatedDescription } = await identity.companies.describe(describeBody.parse(req.body));
    res.json({ generatedDescription });
  });
  return { path: '/aiautocomplete', router };
}

/** GET /api/uploads/{name}: only files the upload endpoints stored, by their random names. */
export function uploadsRoute(files: FileStore, registry: IdentityRouteDeps['registry']): ApiRoute {
  documentRoute(registry, 'get', '/api/uploads/{name}', {
    tag: 'identity',
    summary: 'A stored logo or avatar',
    params: z.object({ name: z.string() }),
    errors: [404],
  });
  const router = Router();
  router.get('/:name', async (req, res) => {
    const name = String(req.params.name);
    const file = storedNamePattern.test(name) ? await files.read(name) : null;
    if (!file) throw new DomainError('UPLOAD.NOT_FOUND', 'No such file.');
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Cache-Control', 'private, max-age=86400');
    res.setHeader('Content-Disposition', 'inline');
    res.send(file.bytes);
  });
  return { path: '/uploads', router };
}
