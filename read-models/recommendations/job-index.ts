import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';

/**
 * The skills taxonomy's name for a skill as typed ("React.js", "ReactJS", «رياكت» → "React"); unknown names come
 * back as they are. The composition root passes the AI module's `canonicalSkill`, so a CV's skills and a job's
 * are named by the same taxonomy the CV reader uses.
 */
export type SkillCanonicaliser = (name: string) => string;

/** What the ranking needs of one ACTIVE job, kept in memory (a few hundred bytes a job). */
export type IndexedJob = {
  jobId: string;
  companyId: string;
  /** The job's distinct skill keys (skillKey of each skill it asks for). */
  keys: string[];
  experienceMin: number | null;
  experienceMax: number | null;
  jobLevel: string;
  searchTitle: string;
  postedAt: number;
  deadlineAt: number | null;
};

type Row = {
  job_id: string;
  company_id: string;
  status: string;
  skills: unknown;
  experience_min: number | null;
  experience_max: number | null;
  job_level: string;
  search_title: string;
  posted_at: Date | string;
  deadline_at: Date | string | null;
};

export type JobMatchIndex = {
  /** Brings the index up to the jobs read model (incrementally by last_position); concurrent callers share one refresh. */
  fresh(): Promise<void>;
  /** Jobs live in numbered slots, so a ranking can count matches in a typed array. */
  readonly slots: readonly (IndexedJob | undefined)[];
  /** The key a skill name is matched by, on the CV's side and the job's: its canonical name, lower-case. */
  skillKey(name: string): string;
  /** Slots of the jobs asking for this skill key. */
  withSkill(key: string): ReadonlySet<number>;
  /** Slots of the jobs with this (normalised) board title. */
  withTitle(searchTitle: string): ReadonlySet<number>;
  /** Slots of one company's jobs with this (normalised) board title: its postings of one vacancy. */
  withCompanyTitle(companyId: string, searchTitle: string): ReadonlySet<number>;
  readonly size: number;
};

const none: ReadonlySet<number> = new Set();
/** Distinct skill spellings remembered; a board has thousands, so this is only a guard against unbounded growth. */
const MAX_REMEMBERED_SKILLS = 50_000;

/** skillKey with a memory of the spellings seen, so a full reload of 100,000 jobs canonicalises each spelling once. */
export function skillKeys(canonicalSkill: SkillCanonicaliser): (name: string) => string {
  const known = new Map<string, string>();
  return (name) => {
    const typed = name.trim();
    let key = known.get(typed);
    if (key === undefined) {
      key = typed ? canonicalSkill(typed).trim().replace(/\s+/gu, ' ').toLowerCase() : '';
      if (known.size >= MAX_REMEMBERED_SKILLS) known.clear();
      known.set(typed, key);
    }
    return key;
  };
}

/**
 * An inverted index (canonical skill → jobs, title → jobs, company and title → jobs) of the ACTIVE jobs, so that ranking a CV against the
 * board touches only the jobs sharing a skill or a title with it, in memory, instead of scoring tens of
 * thousands of rows in SQL per request. It follows the jobs read model through jobs.last_position
 * (jobs_last_position_idx): a refresh reads only the rows written since the last one; a full reload runs
 * every `fullReloadMs` and whenever the table went backwards (a rebuild).
 */
export function createJobMatchIndex(
  db: NodePgDatabase,
  options: { canonicalSkill: SkillCanonicaliser; fullReloadMs?: number },
): JobMatchIndex {
  const fullReloadMs = options.fullReloadMs ?? 10 * 60_000;
  const skillKey = skillKeys(options.canonicalSkill);
  let slots: (IndexedJob | undefined)[] = [];
  let free: number[] = [];
  let slotOf = new Map<string, number>();
  let bySkill = new Map<string, Set<number>>();
  let byTitle = new Map<string, Set<number>>();
  // Company → title → jobs, nested so that no key string is built per job.
  let byCompanyTitle = new Map<string, Map<string, Set<number>>>();
  let position = -1;
  let loadedAt = 0;
  let refreshing: Promise<void> | null = null;

  const link = (map: Map<string, Set<number>>, key: string, slot: number) => {
    const set = map.get(key);
    if (set) set.add(slot);
    else map.set(key, new Set([slot]));
  };
  const unlink = (map: Map<string, Set<number>>, key: string, slot: number) => {
    const set = map.get(key);
    set?.delete(slot);
    if (set?.size === 0) map.delete(key);
  };
  const remove = (jobId: string) => {
    const slot = slotOf.get(jobId);
    if (slot === undefined) return;
    const job = slots[slot]!;
    for (const key of job.keys) unlink(bySkill, key, slot);
    unlink(byTitle, job.searchTitle, slot);
    const titles = byCompanyTitle.get(job.companyId);
    if (titles) {
      unlink(titles, job.searchTitle, slot);
      if (titles.size === 0) byCompanyTitle.delete(job.companyId);
    }
    slots[slot] = undefined;
    slotOf.delete(jobId);
    free.push(slot);
  };
  const put = (row: Row) => {
    remove(row.job_id);
    if (row.status !== 'ACTIVE') return;
    const names = Array.isArray(row.skills) ? row.skills.filter((s): s is string => typeof s === 'string') : [];
    const job: IndexedJob = {
      jobId: row.job_id,
      companyId: row.company_id,
      keys: [...new Set(names.map(skillKey).filter(Boolean))],
      experienceMin: row.experience_min,
      experienceMax: row.experience_max,
      jobLevel: row.job_level,
      searchTitle: row.search_title,
      postedAt: new Date(row.posted_at).getTime(),
      deadlineAt: row.deadline_at === null ? null : new Date(row.deadline_at).getTime(),
    };
    const slot = free.pop() ?? slots.length;
    slots[slot] = job;
    slotOf.set(job.jobId, slot);
    for (const key of job.keys) link(bySkill, key, slot);
    link(byTitle, job.searchTitle, slot);
    let titles = byCompanyTitle.get(job.companyId);
    if (!titles) byCompanyTitle.set(job.companyId, (titles = new Map()));
    link(titles, job.searchTitle, slot);
  };
  const select = (where: ReturnType<typeof sql>) =>
    db.execute<Row>(sql`SELECT job_id, company_id, status, skills, experience_min, experience_max, job_level, search_title,
      posted_at, deadline_at FROM jobs WHERE ${where}`);

  async function refresh() {
    const latest = await db.execute<{ max: string | null }>(sql`SELECT max(last_position) AS max FROM jobs`);
    const max = Number(latest.rows[0]?.max ?? 0);
    const reload = position < 0 || max < position || Date.now() - loadedAt >= fullReloadMs;
    if (!reload && max === position) return;
    if (reload) {
      const { rows } = await select(sql`status = 'ACTIVE' AND last_position <= ${max}`);
      slots = [];
      free = [];
      slotOf = new Map();
      bySkill = new Map();
      byTitle = new Map();
      byCompanyTitle = new Map();
      for (const row of rows) put(row);
      loadedAt = Date.now();
    } else {
      const { rows } = await select(sql`last_position > ${position} AND last_position <= ${max}`);
      for (const row of rows) put(row);
    }
    position = max;
  }

  return {
    async fresh() {
      refreshing ??= refresh().finally(() => {
        refreshing = null;
      });
      await refreshing;
    },
    get slots() {
      return slots;
    },
    skillKey,
    withSkill: (key) => bySkill.get(key) ?? none,
    withTitle: (title) => byTitle.get(title) ?? none,
    withCompanyTitle: (companyId, title) => byCompanyTitle.get(companyId)?.get(title) ?? none,
    get size() {
      return slotOf.size;
    },
  };
}
