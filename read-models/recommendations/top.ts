import type { IndexedJob } from './job-index.ts';

export type Ranked = { slot: number; job: IndexedJob; score: number };

/** The ranking's order: higher score, then newer, then the larger job id. */
export const before = (a: Ranked, b: Ranked) =>
  a.score !== b.score
    ? a.score > b.score
    : a.job.postedAt !== b.job.postedAt
      ? a.job.postedAt > b.job.postedAt
      : a.job.jobId > b.job.jobId;

/** One company's postings of one (normalised) title. */
export const sameGroup = (a: IndexedJob, b: IndexedJob) =>
  a.searchTitle === b.searchTitle && a.companyId === b.companyId;

/**
 * The best `limit` entries, at most one per company and title, in order, kept while entries are offered one by
 * one, so nothing sorts the whole pool. An entry pushed out was worse than `limit` others and the bar only rises,
 * so a later entry of its group that gets in is that group's best.
 */
export function bestPerGroup(limit: number) {
  const top: Ranked[] = [];
  return {
    /** Whether an entry of this score could still get in (saves building entries that cannot). */
    admits(score: number) {
      return top.length < limit || score >= top[top.length - 1]!.score;
    },
    offer(entry: Ranked) {
      if (top.length === limit && !before(entry, top[top.length - 1]!)) return;
      const same = top.findIndex((t) => sameGroup(t.job, entry.job));
      if (same >= 0) {
        if (!before(entry, top[same]!)) return;
        top.splice(same, 1);
      }
      let i = top.length;
      while (i > 0 && before(entry, top[i - 1]!)) i--;
      top.splice(i, 0, entry);
      if (top.length > limit) top.pop();
    },
    get entries(): readonly Ranked[] {
      return top;
    },
  };
}
