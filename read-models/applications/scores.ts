import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { RecordedEvent } from '@tawzeef/shared';
import type { ReadModelTx } from '../db.ts';
import { num, str } from '../runner/fields.ts';
import type { Data } from './event-data.ts';
import { applications } from './schema.ts';

type InterviewScores = {
  interview1Score?: number | null;
  interview2Score?: number | null;
  hrInterviewScore?: number | null;
};

/**
 * The mean of the known interview scores, else the CV score. A score being set in the same UPDATE is passed in
 * `set`: the other columns are read as they are (an UPDATE's right-hand side sees the old row).
 */
export const overallFrom = (cvScore: SQL | number, set: InterviewScores = {}) => {
  const value = (key: keyof InterviewScores) =>
    key in set ? sql`${set[key] ?? null}::int` : sql`${applications[key]}`;
  const scores = [value('interview1Score'), value('interview2Score'), value('hrInterviewScore')];
  const known = sql.join(
    scores.map((s) => sql`(${s} IS NOT NULL)::int`),
    sql` + `,
  );
  const sum = sql.join(
    scores.map((s) => sql`coalesce(${s}, 0)`),
    sql` + `,
  );
  return sql`coalesce(round((${sum})::numeric / nullif(${known}, 0))::int, ${cvScore}::int)`;
};

/** An interview's score reaches its application's table: AI interviews by stage, the people's as HR Interview. */
export async function applyInterviewScore(tx: ReadModelTx, event: RecordedEvent, d: Data, position: number, at: Date) {
  const applicationId = str(d.applicationId);
  if (!applicationId) return;
  let set: InterviewScores;
  if (event.type === 'InterviewScored') {
    const score = typeof d.aiScore === 'number' && Number.isFinite(d.aiScore) ? Math.round(d.aiScore) : null;
    set = str(d.stage) === 'SECOND' ? { interview2Score: score } : { interview1Score: score };
  } else {
    set = { hrInterviewScore: Math.round(num(d.score, 0)) || null };
  }
  // Not the application's own stream: its version (what a recruiter sends back) stays as it is.
  await tx
    .update(applications)
    .set({
      ...set,
      overallScore: overallFrom(sql`${applications.cvAnalysisScore}`, set),
      updatedAt: at,
      lastPosition: position,
    })
    .where(and(eq(applications.applicationId, applicationId), lt(applications.lastPosition, position)));
}
