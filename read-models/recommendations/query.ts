import { and, eq, inArray, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { normalizeSearchText } from '@tawzeef/jobs';
import { candidateCvs } from '../applications/schema.ts';
import { selectJobsWithExtras, type JobWithExtras } from '../jobs/company-query.ts';
import { jobs } from '../jobs/schema.ts';

/** What the ranking reads of a candidate: the active CV's extracted skills, years and title. */
export type CandidateFit = { skills: string[]; years: number; title: string };

export type RecommendedJob = JobWithExtras & {
  matchScore: number;
  parts: { skills: number; experience: number; title: number };
  matchedSkills: string[];
};

/** Weights of the match score (they add up to 100). */
export const MATCH_WEIGHTS = { skills: 60, experience: 25, title: 15 } as const;
/** A title counts as related from this pg_trgm similarity on (the pre-filter's title half). */
export const TITLE_SIMILARITY = 0.3;
/** Years each job level stands for when the job gives no range (entry up to 2, mid 2 to 7, senior 5 or more). */
export const LEVEL_YEARS: Record<string, [number, number | null]> = {
  ENTRY: [0, 2],
  MID: [2, 7],
  SENIOR: [5, null],
  EXECUTIVE: [10, null],
};

export type ActiveCvProfile = { cvId: string; status: string; profile: Record<string, unknown> | null };

export async function activeCvProfile(db: NodePgDatabase, candidateId: string): Promise<ActiveCvProfile | null> {
  const [row] = await db
    .select({ cvId: candidateCvs.cvId, status: candidateCvs.status, profile: candidateCvs.profile })
    .from(candidateCvs)
    .where(and(eq(candidateCvs.candidateId, candidateId), eq(candidateCvs.isActive, true)))
    .limit(1);
  return row ?? null;
}

const levelRange = sql.raw(
  `CASE j.job_level ${Object.entries(LEVEL_YEARS)
    .map(([level, [lo, hi]]) => `WHEN '${level}' THEN ARRAY[${lo}, ${hi ?? 'NULL'}]::int[]`)
    .join(' ')} ELSE ARRAY[0, NULL]::int[] END`,
);

/**
 * ACTIVE jobs on the board ranked by match: the share of the job's skills the CV shows (lower-case
 * names), how the CV's years sit in the job's range (its experience bounds, else its level's), and the
 * title's trigram similarity. Only jobs sharing a skill or with a related title are ranked: the skills
 * half is a GIN lookup on jobs_active_skills_idx, the title half runs over the distinct titles of
 * board_titles and then board_jobs_title_idx, so the work grows with the matching jobs, not the board.
 */
export async function recommendJobs(
  db: NodePgDatabase,
  fit: CandidateFit,
  limit: number,
  now: Date,
): Promise<RecommendedJob[]> {
  const skills = [...new Set(fit.skills.map((s) => s.trim().toLowerCase()).filter(Boolean))];
  const title = normalizeSearchText(fit.title);
  if (skills.length === 0 && !title) return [];
  const w = MATCH_WEIGHTS;
  const result = await db.execute<{
    job_id: string;
    skills_part: number;
    experience_part: number;
    title_part: number;
    matched: string[];
    score: number;
  }>(sql`
    WITH titles AS (
      SELECT search_title, similarity(search_title, ${title}) AS sim FROM board_titles
      WHERE ${title} <> '' AND similarity(search_title, ${title}) >= ${TITLE_SIMILARITY}
    ),
    pool AS (
      SELECT job_id FROM jobs
      WHERE status = 'ACTIVE' AND (lower(skills::text)::jsonb) ?| ${sql.param(skills)}::text[]
      UNION
      SELECT job_id FROM board_jobs WHERE search_title = ANY(ARRAY(SELECT search_title FROM titles))
    ),
    scored AS (
      SELECT j.job_id, j.posted_at, m.matched,
        CASE WHEN jsonb_array_length(j.skills) = 0 THEN 0
          ELSE cardinality(m.matched)::float8 / jsonb_array_length(j.skills) END AS skills_part,
        (SELECT CASE
            WHEN ${fit.years}::float8 < r.lo THEN greatest(0, 1 - (r.lo - ${fit.years}::float8) / 4)
            WHEN r.hi IS NOT NULL AND ${fit.years}::float8 > r.hi THEN greatest(0.3, 1 - (${fit.years}::float8 - r.hi) / 10)
            ELSE 1 END
          FROM (SELECT coalesce(j.experience_min, (${levelRange})[1]) AS lo,
                       CASE WHEN j.experience_min IS NULL AND j.experience_max IS NULL
                         THEN (${levelRange})[2] ELSE j.experience_max END AS hi) r) AS experience_part,
        coalesce(t.sim, 0)::float8 AS title_part
      FROM pool JOIN jobs j ON j.job_id = pool.job_id
      LEFT JOIN titles t ON t.search_title = j.search_title
      CROSS JOIN LATERAL (
        SELECT coalesce(array_agg(s ORDER BY ord), '{}') AS matched
        FROM jsonb_array_elements_text(j.skills) WITH ORDINALITY e(s, ord)
        WHERE lower(s) = ANY(${sql.param(skills)}::text[])
      ) m
      WHERE j.status = 'ACTIVE' AND (j.deadline_at IS NULL OR j.deadline_at > ${now})
    )
    SELECT job_id, skills_part, experience_part, title_part, matched,
      round((${w.skills} * skills_part + ${w.experience} * experience_part + ${w.title} * title_part)::numeric)::int
        AS score
    FROM scored
    ORDER BY score DESC, posted_at DESC, job_id DESC
    LIMIT ${limit}`);
  const ranked = result.rows;
  if (ranked.length === 0) return [];
  const rows = await selectJobsWithExtras(db).where(
    inArray(
      jobs.jobId,
      ranked.map((r) => r.job_id),
    ),
  );
  const byId = new Map(rows.map((row) => [row.job.jobId, row]));
  return ranked.flatMap((r) => {
    const row = byId.get(r.job_id);
    if (!row) return [];
    const parts = { skills: r.skills_part, experience: r.experience_part, title: r.title_part };
    return [{ ...row, matchScore: r.score, parts, matchedSkills: r.matched }];
  });
}
