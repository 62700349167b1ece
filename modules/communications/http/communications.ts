import { once } from 'node:events';
import { Router } from 'express';
import { z } from 'zod';
import { CommunicationError, communicationStatuses, communicationTypes, directions } from '@tawzeef/communications';
import type { CommunicationFilter } from '@tawzeef/read-models';
import {
  DomainError,
  type ApiRoute,
  callerCompany,
  found,
  commandRequest,
  moduleErrors,
  sendList,
  writeCommand,
} from '@tawzeef/http';
import { communicationCsvRow, communicationsCsvHeader } from './csv.ts';
import type { CommunicationRouteDeps } from './deps.ts';
import { documentCommunications } from './docs.ts';
import {
  archiveBody,
  communicationSchema,
  exportQuery,
  listDialectOf,
  listQuery,
  listSchema,
  sendBody,
  statsSchema,
} from './schemas.ts';
import { communicationView } from './views.ts';

const notFound = () => new DomainError('COMMUNICATION.NOT_FOUND', 'Communication not found', 404);
const idParam = z.object({ id: z.string() });
const idempotencyKey = z.string().min(1).max(200).optional();

/** The module's errors become problem details with the status their code implies. */
const communicationErrors = moduleErrors(CommunicationError);

const filterOf = (q: z.infer<typeof exportQuery>): CommunicationFilter => ({
  type: q.type,
  status: q.status,
  direction: q.direction,
  search: q.search,
  archived: q.archived,
  candidateId: q.candidateId,
  applicationId: q.applicationId,
  jobId: q.jobId,
});

const fill = (keys: readonly string[], counts: Record<string, number>) =>
  Object.fromEntries(keys.map((k) => [k, counts[k] ?? 0]));

/** The Communication Center and Message detail under /api/communications. */
export function communicationsRoute(deps: CommunicationRouteDeps): ApiRoute {
  const { communications, queries, wait, registry, clock } = deps;
  const base = '/api/communications';
  documentCommunications(registry, 'get', base, {
    summary:
      "The company's communications, newest first, in the react-admin list dialect (sort, range, filter: q, type, " +
      'status, direction, archived, candidateId, applicationId, jobId); the plain page, limit, type, status and ' +
      'search are read too. The body is the page, the total is in Content-Range and X-Total-Count',
    query: listDialectOf.querySchema.extend(listQuery.shape),
    response: listSchema,
    list: true,
    errors: [400, 401, 403],
  });
  documentCommunications(registry, 'get', `${base}/stats`, {
    summary: 'The stats cards: totals per type, status and direction (archived messages apart)',
    response: statsSchema,
    errors: [401, 403],
  });
  documentCommunications(registry, 'get', `${base}/export.csv`, {
    summary: 'Every message the list query matches, as CSV',
    query: exportQuery,
    response: z.string(),
    contentType: 'text/csv',
    errors: [400, 401, 403],
  });
  documentCommunications(registry, 'get', `${base}/{id}`, {
    summary: 'One communication (Message detail)',
    params: idParam,
    response: communicationSchema,
    errors: [401, 403, 404],
  });
  documentCommunications(registry, 'post', base, {
    summary: 'Send a message or a reply (EMAIL, WHATSAPP, SMS), record an inbound one, or log a PHONE call',
    body: sendBody,
    status: 201,
    response: communicationSchema,
    errors: [400, 401, 403, 404, 422],
  });
  documentCommunications(registry, 'post', `${base}/{id}/retry`, {
    summary:
      "Send a FAILED outbound message again (Message detail's Retry): it is queued (pending) as a new attempt, or " +
      'FAILED again at once with the reason when it still cannot be sent. 409 COMMUNICATION.ALREADY_SENT for a ' +
      'message that did not fail; 422 COMMUNICATION.NOT_RETRYABLE for a received message or a logged call',
    params: idParam,
    response: communicationSchema,
    errors: [401, 403, 404, 409, 422],
  });
  documentCommunications(registry, 'patch', `${base}/{id}/archive`, {
    summary: 'Archive (or, with archived false, restore) a communication',
    params: idParam,
    body: archiveBody.optional(),
    response: communicationSchema,
    errors: [400, 401, 403, 404],
  });

  const one = async (companyId: string, id: string) => {
    const row = await found(id, (communicationId) => queries.communications.one(companyId, communicationId), notFound);
    return communicationView(row);
  };
  const write = writeCommand(wait, communicationErrors);

  const router = Router();
  router.get('/', async (req, res) => {
    const { companyId } = callerCompany(res);
    const { sort, range, filter } = listDialectOf.parse(req);
    const plain = listQuery.parse(req.query);
    const { q, ...fields } = filter;
    const defined = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    const merged: CommunicationFilter = { ...filterOf(plain), ...(q !== undefined && { search: q }), ...defined };
    const page =
      plain.page || plain.limit
        ? { start: ((plain.page ?? 1) - 1) * (plain.limit ?? 20), limit: plain.limit ?? 20 }
        : { start: range.start, limit: range.end - range.start + 1 };
    const { rows, total } = await queries.communications.list(companyId, merged, {
      offset: page.start,
      limit: page.limit,
      sort,
    });
    res.setHeader('X-Total-Count', String(total));
    sendList(res, 'communications', { rows: rows.map(communicationView), total }, page);
  });
  router.get('/stats', async (_req, res) => {
    const { companyId } = callerCompany(res);
    const stats = await queries.communications.stats(companyId);
    res.json({
      total: stats.total,
      byType: fill(communicationTypes, stats.byType),
      byStatus: fill(communicationStatuses, stats.byStatus),
      byDirection: fill(directions, stats.byDirection),
      delivered: (stats.byStatus.DELIVERED ?? 0) + (stats.byStatus.READ ?? 0),
      archived: stats.archived,
    });
  });
  router.get('/export.csv', async (req, res) => {
    const { companyId } = callerCompany(res);
    const filter = filterOf(exportQuery.parse(req.query));
    const day = clock().toISOString().slice(0, 10);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="communications-${day}.csv"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.write(communicationsCsvHeader());
    for await (const batch of queries.communications.each(companyId, filter)) {
      if (!res.write(batch.map(communicationCsvRow).join(''))) await once(res, 'drain');
    }
    res.end();
  });
  router.get('/:id', async (req, res) => {
    const { companyId } = callerCompany(res);
    res.json(await one(companyId, req.params.id));
  });
  router.post('/', async (req, res) => {
    const { companyId, userId } = callerCompany(res);
    const body = sendBody.parse(req.body ?? {});
    const key = idempotencyKey.parse(req.get('idempotency-key') || undefined);
    const sent = communications.send(
      companyId,
      userId,
      { ...body, idempotencyKey: key ?? null },
      commandRequest(req, res),
    );
    await write(res, sent, (result) => one(companyId, result.communicationId), 201);
  });
  router.post('/:id/retry', async (req, res) => {
    const { companyId, userId } = callerCompany(res);
    const retried = communications.retry(companyId, req.params.id, userId, commandRequest(req, res));
    await write(res, retried, () => one(companyId, req.params.id));
  });
  router.patch('/:id/archive', async (req, res) => {
    const { companyId, userId } = callerCompany(res);
    const { archived } = archiveBody.parse(req.body ?? {});
    const changed = communications.archive(companyId, req.params.id, archived, userId, commandRequest(req, res));
    await write(res, changed, () => one(companyId, req.params.id));
  });
  return { path: '/communications', router };
}
