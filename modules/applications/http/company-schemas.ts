import { z } from 'zod';
import { applicationPriorities, applicationStatuses, MAX_NOTE_LENGTH, noteSources } from '@tawzeef/applications';
import { listDialect } from '@tawzeef/http';

const oneOrMany = z.union([z.string().min(1).max(100), z.array(z.string().min(1).max(100)).max(1000)]);
/** "all" (the screens' select) means no filter. */
const valuesOrAll = <T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.enum([...values, 'all']), z.array(z.enum([...values, 'all'])).max(20)]).transform((v) => {
    const list = (Array.isArray(v) ? v : [v]).filter((x) => x !== 'all') as T[number][];
    return list.length ? list : undefined;
  });

export const companyApplicationSortFields = [
  'appliedAt',
  'updatedAt',
  'status',
  'priority',
  'aiScore',
  'overallScore',
  'firstName',
  'lastName',
  'email',
  'jobTitle',
] as const;

const filterShape = {
  q: z.string().max(200).optional(),
  status: valuesOrAll(applicationStatuses).optional(),
  priority: valuesOrAll(applicationPriorities).optional(),
  id: oneOrMany.optional(),
};

export const jobApplicationsDialect = listDialect({
  sortFields: companyApplicationSortFields,
  defaultSort: ['appliedAt', 'DESC'],
  filter: z.strictObject(filterShape),
});

export const pipelineDialect = listDialect({
  sortFields: companyApplicationSortFields,
  defaultSort: ['appliedAt', 'DESC'],
  filter: z.strictObject({ ...filterShape, jobId: oneOrMany.optional() }),
});

export const exportQuery = z.object({
  format: z.enum(['json', 'csv']).optional().meta({ description: 'csv: every filtered row as CSV (range ignored)' }),
});

export const pipelineStatsQuery = z.object({
  filter: z.string().optional().meta({ description: 'JSON {"jobId": id | id[]} (the position filter)' }),
});
export const pipelineStatsFilter = z.strictObject({ jobId: oneOrMany.optional() });

const expectedVersion = z.number().int().min(0).optional();

export const statusBody = z.strictObject({
  status: z.enum(applicationStatuses),
  reason: z.string().trim().max(1000).optional(),
  expectedVersion,
});

export const priorityBody = z.strictObject({ priority: z.enum(applicationPriorities), expectedVersion });

export const bulkStatusBody = z.strictObject({
  ids: z
    .array(z.string().min(1).max(100))
    .min(1)
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, 'ids must be distinct'),
  status: z.enum(applicationStatuses),
  reason: z.string().trim().max(1000).optional(),
});

export const noteBody = z.strictObject({
  text: z.string().trim().min(1, 'Note text is required').max(MAX_NOTE_LENGTH, 'A note holds at most 5000 characters'),
  source: z.literal('USER').optional(),
});

export const recentApplicationsQuery = z.object({ limit: z.coerce.number().int().min(1).max(20).default(4) });

// Response schemas, for the OpenAPI document.
const nullableInt = z.number().int().nullable();
export const companyApplicationSchema = z
  .object({
    id: z.string(),
    applicationId: z.string(),
    jobId: z.string(),
    job: z.object({ id: z.string(), title: z.string().nullable() }),
    candidate: z.object({
      id: z.string().nullable(),
      firstName: z.string(),
      lastName: z.string(),
      fullName: z.string(),
      email: z.string(),
      countryCode: z.string().nullable(),
      phone: z.string().nullable(),
    }),
    source: z.string(),
    status: z.enum(applicationStatuses),
    priority: z.enum(applicationPriorities),
    version: z.number().int(),
    analysisStatus: z.enum(['PENDING', 'DONE', 'FAILED']),
    experienceYears: z.number().nullable(),
    matchedSkills: z.array(z.string()),
    aiScore: nullableInt,
    cvAnalysisScore: nullableInt,
    interview1Score: nullableInt,
    interview2Score: nullableInt,
    hrInterviewScore: nullableInt,
    overallScore: nullableInt,
    appliedAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'CompanyApplication' });

const actor = z.object({ id: z.string(), name: z.string().nullable() }).nullable();

export const noteSchema = z
  .object({
    id: z.string(),
    applicationId: z.string(),
    text: z.string(),
    source: z.enum(noteSources),
    author: z.object({ id: z.string(), name: z.string().nullable(), email: z.string().nullable() }).nullable(),
    user: z.object({ name: z.string().nullable(), email: z.string().nullable() }),
    provenance: z.record(z.string(), z.unknown()).nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'ApplicationNote' });

export const timelineEntrySchema = z
  .object({
    type: z.enum([
      'SUBMITTED',
      'CV_ANALYZED',
      'CV_ANALYSIS_FAILED',
      'STATUS_CHANGED',
      'WITHDRAWN',
      'PRIORITY_CHANGED',
      'NOTE_ADDED',
      'MESSAGE',
    ]),
    at: z.string().nullable(),
    actor,
  })
  .catchall(z.unknown())
  .meta({ id: 'ApplicationTimelineEntry' });

export const profileSchema = companyApplicationSchema
  .extend({
    job: z.object({
      id: z.string(),
      title: z.string().nullable(),
      department: z.string().nullable(),
      location: z.string().nullable(),
      type: z.string().nullable(),
      company: z.object({ name: z.string().nullable() }),
    }),
    coverLetter: z.string().nullable(),
    expectedSalary: z.string().nullable(),
    noticePeriod: z.string().nullable(),
    portfolioUrl: z.string().nullable(),
    resume: z.object({ fileName: z.string(), fileSize: z.number(), url: z.string() }),
    resumeUrl: z.string(),
    cvAnalysisResults: z.record(z.string(), z.unknown()).nullable(),
    aiCvRecommendations: z.string().nullable(),
    analysisProvenance: z.record(z.string(), z.unknown()).nullable(),
    analysisError: z.object({ code: z.string(), message: z.string() }).nullable(),
    aiInterviewRecommendations: z.string().nullable(),
    aiSecondInterviewRecommendations: z.string().nullable(),
    interviews: z.array(z.unknown()),
    notes: z.array(noteSchema),
    timeline: z.array(timelineEntrySchema),
    withdrawnAt: z.string().nullable(),
    withdrawalReason: z.string().nullable(),
  })
  .meta({ id: 'CompanyApplicationProfile' });

const counts = (keys: readonly string[]) => z.object(Object.fromEntries(keys.map((k) => [k, z.number().int()])));
export const statsSchema = z
  .object({ total: z.number().int(), byStatus: counts(applicationStatuses), byPriority: counts(applicationPriorities) })
  .meta({ id: 'ApplicationCounts' });

export const bulkResultSchema = z
  .object({
    status: z.enum(applicationStatuses),
    succeeded: z.number().int(),
    failed: z.number().int(),
    results: z.array(
      z.union([
        z.object({
          id: z.string(),
          ok: z.literal(true),
          status: z.string(),
          version: z.number(),
          changed: z.boolean(),
        }),
        z.object({ id: z.string(), ok: z.literal(false), code: z.string(), detail: z.string() }),
      ]),
    ),
  })
  .meta({ id: 'BulkStatusResult' });

export const historySchema = z
  .object({
    applicationId: z.string(),
    version: z.number().int(),
    events: z.array(
      z.object({
        version: z.number().int(),
        globalPosition: z.string(),
        type: z.string(),
        at: z.string().nullable(),
        actor,
        data: z.record(z.string(), z.unknown()),
        provenance: z.record(z.string(), z.unknown()).nullable(),
        correlationId: z.string().nullable(),
        causationId: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'ApplicationHistory' });
