import type { JobRow } from '../schema.ts';

/**
 * A public job as the OpenSearch board holds it: the words the PostgreSQL board indexes, already folded by
 * modules/jobs searchWords (so both engines read Arabic alike), and the facet and sort columns of board_jobs.
 */
export type BoardDocument = {
  job_id: string;
  /** The title's words: what a typo may be corrected to. */
  title: string;
  /** Title, company, skills, department, location and the description's telling words. */
  words: string;
  type: string;
  country: string | null;
  is_remote: boolean;
  job_level: string;
  is_director: boolean;
  sectors: string[];
  salary_low: number | null;
  salary_high: number | null;
  deadline_at: string | null;
  posted_at: string;
  applicants: number;
};

export function boardDocument(job: JobRow): BoardDocument {
  return {
    job_id: job.jobId,
    title: job.searchTitle,
    words: [job.searchTitle, job.searchMeta, job.searchBody].join(' '),
    type: job.type,
    country: job.country,
    is_remote: job.location === 'Remote' || job.workType === 'REMOTE',
    job_level: job.jobLevel,
    is_director: job.isDirector,
    sectors: job.sectors,
    salary_low: job.salaryMonthlyLow,
    salary_high: job.salaryMonthlyHigh,
    deadline_at: job.deadlineAt?.toISOString() ?? null,
    posted_at: job.postedAt.toISOString(),
    applicants: job.applicants,
  };
}

/** Words are folded before they arrive: the index splits on spaces and keeps them as they are. */
export const boardIndexBody = {
  settings: {
    number_of_shards: 1,
    number_of_replicas: 0,
    // The board pages by offset, as on PostgreSQL, deep pages included (OpenSearch stops at 10,000 by default).
    max_result_window: 1_000_000,
    analysis: { analyzer: { folded_words: { type: 'custom', tokenizer: 'whitespace' } } },
  },
  mappings: {
    dynamic: 'strict',
    properties: {
      job_id: { type: 'keyword' },
      title: { type: 'text', analyzer: 'folded_words' },
      words: { type: 'text', analyzer: 'folded_words', index_options: 'docs', norms: false },
      type: { type: 'keyword' },
      country: { type: 'keyword' },
      is_remote: { type: 'boolean' },
      job_level: { type: 'keyword' },
      is_director: { type: 'boolean' },
      sectors: { type: 'keyword' },
      salary_low: { type: 'integer' },
      salary_high: { type: 'integer' },
      deadline_at: { type: 'date' },
      posted_at: { type: 'date' },
      applicants: { type: 'integer' },
    },
  },
} as const;
