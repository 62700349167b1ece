import { once } from 'node:events';
import { Router, type Request } from 'express';
import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  callerCompany,
  dateTimeFilter,
  listDialect,
  oneOrMany,
  routeDocs,
  sendList,
  textFilter,
  type ApiRoute,
} from '@tawzeef/http';
import {
  eachDecisionLogEntry,
  listDecisionLog,
  type DecisionLogEntry,
  type DecisionLogFilter,
  type ReadModelDb,
} from '@tawzeef/read-models';
import { decisionVerdicts } from '../decision-log/verdict.ts';
import { decisionLogCsvHeader, decisionLogCsvRow } from './decision-log-csv.ts';

export type DecisionLogRouteDeps = { db: ReadModelDb; registry: OpenAPIRegistry };

const entrySchema = z
  .object({
    id: z.number().int().meta({ description: 'The global log position of the event' }),
    position: z.number().int(),
    applicationId: z.string(),
    jobId: z.string(),
    kind: z.string().meta({
      description:
        'CV_ANALYSIS, CV_ANALYSIS_FAILED, AI_INTERVIEW (AI outputs); STATUS_CHANGE, INTERVIEW_SCHEDULED, INTERVIEW_CANCELLED, NOTE (decisions)',
    }),
    actorKind: z.enum(['AI', 'PERSON', 'PROCESS']),
    actorId: z.string().nullable(),
    actorName: z.string().nullable(),
    actorRole: z.string().nullable(),
    candidateName: z.string().nullable(),
    jobTitle: z.string().nullable(),
    occurredAt: z.iso.datetime(),
    score: z.number().int().nullable(),
    fit: z.string().nullable(),
    recommendation: z.string().nullable(),
    stage: z.string().nullable(),
    stance: z.string().nullable(),
    provenance: z.record(z.string(), z.unknown()).nullable(),
    status: z.string().nullable(),
    previousStatus: z.string().nullable(),
    direction: z.string().nullable(),
    basisPosition: z.number().int().nullable(),
    basisStance: z.string().nullable(),
    basis: z
      .object({
        kind: z.string(),
        score: z.number().nullable(),
        fit: z.string().nullable(),
        recommendation: z.string().nullable(),
      })
      .nullable(),
    verdict: z.enum(decisionVerdicts).nullable(),
  })
  .meta({ id: 'DecisionLogEntry', description: 'An AI output or a decision on an application' });

const filter = z.strictObject({
  applicationId: textFilter,
  jobId: textFilter,
  kind: textFilter,
  actorKind: oneOrMany(z.enum(['AI', 'PERSON', 'PROCESS'])).optional(),
  verdict: oneOrMany(z.enum(decisionVerdicts)).optional(),
  occurredAt_gte: dateTimeFilter,
  occurredAt_lte: dateTimeFilter,
});

const dialect = listDialect({
  sortFields: ['id', 'position', 'occurredAt', 'kind'],
  defaultSort: ['occurredAt', 'DESC'],
  filter,
});
const exportQuery = z.object({ format: z.enum(['json', 'csv']).optional() });

const wantsCsv = (req: Request) =>
  req.query.format === 'csv' || (req.query.format === undefined && /\btext\/csv\b/.test(req.get('accept') ?? ''));

const view = (entry: DecisionLogEntry) => ({ ...entry, occurredAt: entry.occurredAt.toISOString() });

/** GET /api/company/decision-log: the company's AI outputs and decisions (react-admin dialect; ?format=csv). */
export function decisionLogRoute({ db, registry }: DecisionLogRouteDeps): ApiRoute {
  routeDocs(registry, 'oversight')('get', '/api/company/decision-log', {
    summary:
      "The decision log: every AI output on the company's applications beside the decisions taken after it, " +
      'with who took them and whether they followed or overrode the AI; ?format=csv exports every filtered row',
    query: dialect.querySchema.extend(exportQuery.shape),
    response: z.array(entrySchema),
    list: true,
    errors: [400, 401, 403, 404],
  });

  const router = Router();
  router.get('/', async (req, res) => {
    const { companyId } = callerCompany(res);
    exportQuery.parse({ format: req.query.format });
    const { sort, range, filter: parsed } = dialect.parse(req);
    const chosen = parsed as DecisionLogFilter;
    if (wantsCsv(req)) {
      const day = new Date().toISOString().slice(0, 10);
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="decision-log-${day}.csv"`);
      res.setHeader('Cache-Control', 'private, no-store');
      res.write(decisionLogCsvHeader());
      for await (const batch of eachDecisionLogEntry(db, companyId, chosen)) {
        if (!res.write(batch.map(decisionLogCsvRow).join(''))) await once(res, 'drain');
      }
      res.end();
      return;
    }
    const result = await listDecisionLog(db, companyId, {
      sort: [sort.field, sort.order],
      range: [range.start, range.end],
      filter: chosen,
    });
    res.setHeader('X-Total-Count', String(result.total));
    sendList(res, 'decision-log', { rows: result.rows.map(view), total: result.total }, range);
  });
  return { path: '/company/decision-log', router };
}
