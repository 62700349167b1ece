import { z } from 'zod';
import { callOutcomes, communicationStatuses, communicationTypes, directions } from '@tawzeef/communications';
import { communicationSortFields } from '@tawzeef/read-models';
import { listDialect } from '@tawzeef/http';

const upperEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), z.enum(values));
/** `all` (any case) or nothing: no filter. */
const optionalFilter = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' && (v === '' || v.toLowerCase() === 'all') ? undefined : v),
    upperEnum(values).optional(),
  );

const archivedFilter = z
  .enum(['true', 'false', 'all'])
  .transform((v) => (v === 'all' ? ('all' as const) : v === 'true'));

/**
 * The react-admin list dialect (sort=["createdAt","DESC"], range=[0,19], filter={...}); `q` is the search box and
 * `archived` is true, false (the default: active messages) or "all".
 */
export const listDialectOf = listDialect({
  sortFields: communicationSortFields,
  defaultSort: ['createdAt', 'DESC'],
  filter: z.strictObject({
    q: z.string().max(200).optional(),
    type: optionalFilter(communicationTypes),
    status: optionalFilter(communicationStatuses),
    direction: optionalFilter(directions),
    archived: z.preprocess((v) => (typeof v === 'boolean' ? String(v) : v), archivedFilter).optional(),
    candidateId: z.string().max(100).optional(),
    applicationId: z.string().max(100).optional(),
    jobId: z.string().max(100).optional(),
  }),
});

/** The plain query the spec names (page, limit, type, status, search ...); the dialect's filter wins over it. */
export const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  type: optionalFilter(communicationTypes),
  status: optionalFilter(communicationStatuses),
  direction: optionalFilter(directions),
  search: z.string().max(200).optional(),
  archived: archivedFilter.default(false),
  candidateId: z.string().max(100).optional(),
  applicationId: z.string().max(100).optional(),
  jobId: z.string().max(100).optional(),
});
export const exportQuery = listQuery.omit({ page: true, limit: true });

const id = z.string().max(100);
export const sendBody = z
  .object({
    type: upperEnum(communicationTypes),
    direction: upperEnum(directions).default('OUTBOUND'),
    applicationId: id.nullish(),
    candidateId: id.nullish(),
    jobId: id.nullish(),
    replyTo: id.nullish(),
    subject: z.string().max(200).nullish(),
    content: z.string().max(5000).nullish(),
    outcome: upperEnum(callOutcomes).nullish(),
    durationSeconds: z.number().int().min(0).max(86_400).nullish(),
    notes: z.string().max(5000).nullish(),
  })
  .superRefine((body, ctx) => {
    if (!body.replyTo && !body.applicationId && !body.candidateId) {
      ctx.addIssue({
        code: 'custom',
        path: ['candidateId'],
        message: 'Name the candidate, the application or replyTo.',
      });
    }
    if (body.type === 'PHONE' && !body.outcome) {
      ctx.addIssue({ code: 'custom', path: ['outcome'], message: 'A call needs its outcome.' });
    }
    if (body.type !== 'PHONE' && !body.content?.trim()) {
      ctx.addIssue({ code: 'custom', path: ['content'], message: 'The message is empty.' });
    }
  });
export type SendBody = z.infer<typeof sendBody>;

export const archiveBody = z.object({ archived: z.boolean().default(true) }).default({ archived: true });

const reason = z.object({ code: z.string(), message: z.string() });
export const communicationSchema = z
  .object({
    id: z.string(),
    type: z.enum(communicationTypes),
    direction: z.enum(directions),
    status: z.enum(communicationStatuses),
    pending: z.boolean().meta({
      description: 'Queued: recorded and not yet accepted by the provider (status then reads SENT)',
    }),
    canRetry: z.boolean().meta({ description: 'A failed outbound message: POST /{id}/retry sends it again' }),
    subject: z.string().nullable(),
    content: z.string(),
    phoneNumber: z.string().nullable(),
    email: z.string().nullable(),
    whatsappId: z.string().nullable(),
    providerMessageId: z.string().nullable(),
    sentAt: z.string().nullable(),
    deliveredAt: z.string().nullable(),
    readAt: z.string().nullable(),
    failedAt: z.string().nullable(),
    failureReason: reason.nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    archived: z.boolean(),
    origin: z.enum(['USER', 'SYSTEM', 'CANDIDATE']),
    authorId: z.string().nullable(),
    replyToId: z.string().nullable(),
    candidateId: z.string().nullable(),
    applicationId: z.string().nullable(),
    jobId: z.string().nullable(),
    candidate: z
      .object({
        id: z.string().nullable(),
        firstName: z.string(),
        lastName: z.string(),
        email: z.string().nullable(),
        phone: z.string().nullable(),
      })
      .nullable(),
    job: z.object({ id: z.string(), title: z.string().nullable() }).nullable(),
    call: z
      .object({ outcome: z.enum(callOutcomes).nullable(), durationSeconds: z.number(), notes: z.string().nullable() })
      .nullable(),
  })
  .meta({ id: 'Communication' });

const counts = (keys: readonly string[]) => z.object(Object.fromEntries(keys.map((k) => [k, z.number().int()])));
export const statsSchema = z
  .object({
    total: z.number().int(),
    byType: counts(communicationTypes),
    byStatus: counts(communicationStatuses),
    byDirection: counts(directions),
    delivered: z.number().int(),
    archived: z.number().int(),
  })
  .meta({ id: 'CommunicationStats' });

export const listSchema = z.array(communicationSchema).meta({ id: 'CommunicationList' });
