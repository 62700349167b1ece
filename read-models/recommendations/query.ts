import { and, eq, inArray, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { normalizeSearchText } from '@tawzeef/jobs';
import { candidateCvs } from '../applications/schema.ts';
import { selectJobsWithExtras, type JobWithExtras } from '../jobs/company-query.ts';
import { jobs } from '../jobs/schema.ts';
import type { IndexedJob, JobMatchIndex } from './job-index.ts';
import { bestPerGroup } from './top.ts';

/** What the ranking reads of a candidate: the active CV's extracted skills, years and title. */
export type CandidateFit = { skills: string[]; years: number; title: string };

/** Where the CV's years sit against the job's range. */
export type ExperiencePosition = 'below' | 'within' | 'above';

export type RecommendedJob = JobWithExtras & {
  matchScore: number;
  parts: { skills: number; experience: number; title: number };
  /** The job's own names of the skills the CV shows, one per canonical skill. */
  matchedSkills: string[];
  /** How many distinct (canonical) skills the job asks for. */
  skillsAsked: number;
  experience: ExperiencePosition;
  /** Other ACTIVE postings of the same title by the same company that match the CV too, shown as this one. */
  moreOpenings: number;
};

/** Weights of the match score (they add up to 100). */
export const MATCH_WEIGHTS = { skills: 60, experience: 25, title: 15 } as const;
/** A title counts as related from this pg_trgm similarity on. */
export const TITLE_SIMILARITY = 0.3;
/** Years a job level stands for when the job gives no range (entry up to 2, mid 2 to 7, senior 5 or more). */
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

type Range = Pick<IndexedJob, 'experienceMin' | 'experienceMax' | 'jobLevel'>;

/** The job's years: its experience bounds, else its level's. */
export function experienceRange(job: Range): [number, number | null] {
  const noRange = job.experienceMin === null && job.experienceMax === null;
  const lo = job.experienceMin ?? LEVEL_YEARS[job.jobLevel]?.[0] ?? 0;
  const hi = noRange ? (LEVEL_YEARS[job.jobLevel]?.[1] ?? null) : job.experienceMax;
  return [lo, hi];
}

export function experiencePosition(years: number, job: Range): ExperiencePosition {
  const [lo, hi] = experienceRange(job);
  return years < lo ? 'below' : hi !== null && years > hi ? 'above' : 'within';
}

/** 1 inside the job's range; less the further below, a little less above. (Called per matching job: no array.) */
export function experienceFit(years: number, job: Range) {
  const noRange = job.experienceMin === null && job.experienceMax === null;
  const lo = job.experienceMin ?? LEVEL_YEARS[job.jobLevel]?.[0] ?? 0;
  const hi = noRange ? (LEVEL_YEARS[job.jobLevel]?.[1] ?? null) : job.experienceMax;
  if (years < lo) return Math.max(0, 1 - (lo - years) / 4);
  if (hi !== null && years > hi) return Math.max(0.3, 1 - (years - hi) / 10);
  return 1;
}

/** Board titles within TITLE_SIMILARITY of the candidate's title (a few hundred distinct titles, not one per job). */
async function similarTitles(db: NodePgDatabase, title: string): Promise<Map<string, number>> {
  if (!title) return new Map();
  const { rows } = await db.execute<{ search_title: string; sim: number }>(sql`
    SELECT search_title, similarity(search_title, ${title}) AS sim FROM board_titles
    WHERE similarity(search_title, ${title}) >= ${TITLE_SIMILARITY}`);
  return new Map(rows.map((r) => [r.search_title, Number(r.sim)]));
}

/**
 * ACTIVE jobs on the board ranked by match: the share of the job's skills the CV shows (both sides named by the
 * skills taxonomy, so "React.js" on a CV is the "React" a job asks for), how the CV's years sit in the job's
 * range, and the title's trigram similarity. Only jobs sharing a skill or with a related title are ranked; the
 * index hands out exactly those, so the work grows with the matching jobs, not the board. Postings of one title
 * by one company count as one recommendation (the best, counted in `moreOpenings`): a company that posts a
 * vacancy per city would otherwise fill the list with it. Ties: newest first, then job id.
 */
export async function recommendJobs(
  db: NodePgDatabase,
  index: JobMatchIndex,
  fit: CandidateFit,
  limit: number,
  now: Date,
): Promise<RecommendedJob[]> {
  const keys = new Set(fit.skills.map(index.skillKey).filter(Boolean));
  const [titles] = await Promise.all([similarTitles(db, normalizeSearchText(fit.title)), index.fresh()]);
  const { slots } = index;
  // Matches per job slot, counted along the skills' posting lists; jobs of a related title join with none.
  const matches = new Uint16Array(slots.length);
  const titleSim = new Float64Array(slots.length);
  const seen = new Uint8Array(slots.length);
  const pool: number[] = [];
  const touch = (slot: number) => {
    if (seen[slot]) return;
    seen[slot] = 1;
    pool.push(slot);
  };
  for (const key of keys) {
    for (const slot of index.withSkill(key)) {
      matches[slot]! += 1;
      touch(slot);
    }
  }
  for (const [title, sim] of titles) {
    for (const slot of index.withTitle(title)) {
      titleSim[slot] = sim;
      touch(slot);
    }
  }
  const w = MATCH_WEIGHTS;
  const nowMs = now.getTime();
  const open = (job: IndexedJob | undefined): job is IndexedJob =>
    job !== undefined && (job.deadlineAt === null || job.deadlineAt > nowMs);
  const best = bestPerGroup(limit);
  for (const slot of pool) {
    const job = slots[slot];
    if (!open(job)) continue;
    const skills = job.keys.length ? matches[slot]! / job.keys.length : 0;
    const score = Math.round(
      w.skills * skills + w.experience * experienceFit(fit.years, job) + w.title * titleSim[slot]!,
    );
    if (best.admits(score)) best.offer({ slot, job, score });
  }
  const top = best.entries;
  if (top.length === 0) return [];
  const rows = await selectJobsWithExtras(db).where(
    inArray(
      jobs.jobId,
      top.map((t) => t.job.jobId),
    ),
  );
  const byId = new Map(rows.map((row) => [row.job.jobId, row]));
  return top.flatMap(({ slot, job, score }) => {
    const row = byId.get(job.jobId);
    if (!row) return [];
    const named = new Set<string>();
    const matchedSkills = row.job.skills.filter((s) => {
      const key = index.skillKey(s);
      if (!keys.has(key) || named.has(key)) return false;
      named.add(key);
      return true;
    });
    let moreOpenings = 0;
    for (const other of index.withCompanyTitle(job.companyId, job.searchTitle)) {
      if (other !== slot && seen[other] && open(slots[other])) moreOpenings++;
    }
    return [
      {
        ...row,
        matchScore: score,
        parts: {
          skills: job.keys.length ? matches[slot]! / job.keys.length : 0,
          experience: experienceFit(fit.years, job),
          title: titleSim[slot]!,
        },
        matchedSkills,
        skillsAsked: job.keys.length,
        experience: experiencePosition(fit.years, job),
        moreOpenings,
      },
    ];
  });
}
