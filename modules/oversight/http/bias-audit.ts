import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { Router } from 'express';
import { z } from 'zod';
import { anyObject, callerCompany, readerLanguage, requireCandidate, routeDocs, type ApiRoute } from '@tawzeef/http';
import { auditCsv, auditPdf } from '../bias-audit/export.ts';
import { selfIdAnswersSchema, type BiasAuditService } from '../bias-audit/service.ts';
import { auditCategories, IMPACT_RATIO_THRESHOLD, MIN_GROUP_SIZE } from '../bias-audit/categories.ts';

export type BiasAuditRouteDeps = { audit: BiasAuditService; clock: () => Date; registry: OpenAPIRegistry };

const zones = new Set(Intl.supportedValuesOf('timeZone'));
const auditQuery = z.object({
  jobId: z.uuid().optional(),
  /** Applications submitted from this instant on (the browser sends the start of the chosen day in its zone). */
  from: z.iso.datetime({ offset: true }).optional(),
  /** …and until this instant. */
  to: z.iso.datetime({ offset: true }).optional(),
  lang: z.enum(['en', 'ar']).optional(),
  tz: z.string().max(64).optional(),
});
/** The query's job and period; a period that ends before it starts is refused. */
const auditScope = (query: unknown) => {
  const parsed = auditQuery
    .refine((q) => !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to), {
      message: 'from must not be after to',
      path: ['from'],
    })
    .parse(query);
  return { ...parsed, period: { from: parsed.from, to: parsed.to } };
};
const selfIdView = z.object({
  questions: z.array(z.string()),
  answers: anyObject.nullable(),
  updatedAt: z.string().nullable(),
});

/**
 * The candidate's own self-identification: only its owner reads, changes or withdraws it. No route answers with
 * one person's answers to anybody else.
 */
export function selfIdentificationRoute({ audit, registry }: BiasAuditRouteDeps): ApiRoute {
  const doc = routeDocs(registry, 'oversight', '/api/self-identification');
  doc('get', '', {
    summary: 'My self-identification answers (optional, for the bias audit)',
    response: selfIdView,
    errors: [401, 403],
  });
  doc('put', '', {
    summary: 'Answer or change my self-identification',
    body: selfIdAnswersSchema,
    response: selfIdView,
    errors: [400, 401, 403],
  });
  doc('delete', '', {
    summary: 'Withdraw my self-identification: the answers are deleted',
    status: 204,
    errors: [401, 403],
  });

  const router = Router();
  router.get('/', async (_req, res) => {
    const { userId } = requireCandidate(res);
    res.json(await audit.own(userId));
  });
  router.put('/', async (req, res) => {
    const { userId } = requireCandidate(res);
    res.json(await audit.save(userId, selfIdAnswersSchema.parse(req.body)));
  });
  router.delete('/', async (_req, res) => {
    const { userId } = requireCandidate(res);
    await audit.withdraw(userId);
    res.status(204).end();
  });
  return { path: '/self-identification', router };
}

/** The company's bias audit: per job, stage and group, counts and rates only; as JSON, CSV or PDF. */
export function biasAuditRoute({ audit, clock, registry }: BiasAuditRouteDeps): ApiRoute {
  const doc = routeDocs(registry, 'oversight', '/api/bias-audit');
  doc('get', '', {
    summary: "The company's bias audit: selection rates and impact ratios per job, stage and group",
    query: auditQuery,
    response: anyObject,
    errors: [400, 401, 403],
  });
  doc('get', '/export.csv', {
    summary: 'The bias audit as CSV',
    query: auditQuery,
    contentType: 'text/csv',
    errors: [400, 401, 403],
  });
  doc('get', '/export.pdf', {
    summary: 'The bias audit as PDF',
    query: auditQuery,
    contentType: 'application/pdf',
    errors: [400, 401, 403],
  });

  const router = Router();
  router.get('/', async (req, res) => {
    const { companyId } = callerCompany(res);
    const { jobId, period } = auditScope(req.query);
    res.json({
      questions: audit.questions,
      categories: auditCategories(audit.questions),
      period,
      minGroupSize: MIN_GROUP_SIZE,
      threshold: IMPACT_RATIO_THRESHOLD,
      jobs: await audit.companyAudit(companyId, jobId, period),
    });
  });
  router.get('/export.csv', async (req, res) => {
    const { companyId } = callerCompany(res);
    const { jobId, period } = auditScope(req.query);
    const csv = auditCsv(await audit.companyAudit(companyId, jobId, period), readerLanguage(req), period);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', 'attachment; filename="bias-audit.csv"');
    res.send(csv);
  });
  router.get('/export.pdf', async (req, res) => {
    const { companyId } = callerCompany(res);
    const { jobId, tz, period } = auditScope(req.query);
    const reader = { language: readerLanguage(req), timeZone: tz && zones.has(tz) ? tz : 'UTC' };
    const bytes = await auditPdf(await audit.companyAudit(companyId, jobId, period), reader, clock(), period);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', 'attachment; filename="bias-audit.pdf"');
    res.send(Buffer.from(bytes));
  });
  return { path: '/bias-audit', router };
}
