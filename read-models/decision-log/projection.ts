import { eq, sql } from 'drizzle-orm';
import {
  cvStance,
  interviewStance,
  statusDirection,
  verdictOf,
  type AiStance,
  type HumanDirection,
} from '@tawzeef/oversight/rules';
import type { RecordedEvent } from '@tawzeef/shared';
import type { ReadModelTx } from '../db.ts';
import { defineProjection, occurredAtOf } from '../runner/projection.ts';
import { decisionLogApplications as apps, decisionLogEntries as entries } from './schema.ts';
import { withErasure } from '../erasure/with-erasure.ts';
import { eraseDecisionLog } from './erasure.ts';

type Data = Record<string, unknown>;
type Entry = typeof entries.$inferInsert;
type Context = typeof apps.$inferSelect;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const int = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : null;

/** What the provenance says about the engine, without the input hash (it identifies nothing a reader needs). */
function provenanceOf(value: unknown): Record<string, unknown> | null {
  if (!value || typeof value !== 'object') return null;
  const { inputHash: _hash, ...rest } = value as Data;
  return rest;
}

async function contextOf(tx: ReadModelTx, applicationId: string): Promise<Context | null> {
  const [row] = await tx.select().from(apps).where(eq(apps.applicationId, applicationId));
  return row ?? null;
}

/** An AI output: its row, and it becomes the basis of the decisions after it. */
async function recordAi(tx: ReadModelTx, event: RecordedEvent, ctx: Context, entry: Partial<Entry>, stance: AiStance) {
  const position = Number(event.globalPosition);
  await insert(tx, event, ctx, { ...entry, actorKind: 'AI', stance });
  await tx
    .update(apps)
    .set({ basisPosition: position, basisStance: stance, lastPosition: position })
    .where(sql`${apps.applicationId} = ${ctx.applicationId} AND ${apps.lastPosition} < ${position}`);
}

/** A decision by a person (actorId) or by the hiring process (no actor), set against the latest AI output. */
async function recordDecision(
  tx: ReadModelTx,
  event: RecordedEvent,
  ctx: Context,
  actorId: string | null,
  entry: Partial<Entry>,
  direction: HumanDirection,
) {
  const stance = (ctx.basisStance as AiStance | null) ?? null;
  await insert(tx, event, ctx, {
    ...entry,
    actorKind: actorId ? 'PERSON' : 'PROCESS',
    actorId,
    direction,
    basisPosition: ctx.basisPosition,
    basisStance: stance,
    verdict: actorId ? verdictOf(stance, direction) : null,
  });
}

async function insert(tx: ReadModelTx, event: RecordedEvent, ctx: Context, entry: Partial<Entry>) {
  const occurredAt = occurredAtOf(event) ?? new Date(0);
  await tx
    .insert(entries)
    .values({
      position: Number(event.globalPosition),
      applicationId: ctx.applicationId,
      companyId: ctx.companyId,
      jobId: ctx.jobId,
      kind: entry.kind ?? event.type,
      actorKind: entry.actorKind ?? 'PERSON',
      occurredAt,
      ...entry,
    })
    .onConflictDoNothing();
}

async function apply(tx: ReadModelTx, event: RecordedEvent) {
  const d = (event.data ?? {}) as Data;
  const applicationId = text(d.applicationId);
  if (!applicationId) return;
  if (event.type === 'ApplicationSubmitted') {
    const companyId = text(d.companyId);
    const jobId = text(d.jobId);
    if (!companyId || !jobId) return;
    const position = Number(event.globalPosition);
    await tx
      .insert(apps)
      .values({ applicationId, companyId, jobId, basisPosition: null, basisStance: null, lastPosition: position })
      .onConflictDoNothing();
    return;
  }
  const ctx = await contextOf(tx, applicationId);
  if (!ctx) return;
  const results = (d.results ?? {}) as Data;
  switch (event.type) {
    case 'CvAnalyzed': {
      const score = int(d.score);
      const fit = text(results.overallFit);
      return recordAi(
        tx,
        event,
        ctx,
        { kind: 'CV_ANALYSIS', score, fit, provenance: provenanceOf(d.provenance) },
        cvStance(fit, score),
      );
    }
    case 'CvAnalysisFailed':
      return recordAi(tx, event, ctx, { kind: 'CV_ANALYSIS_FAILED', provenance: provenanceOf(d.provenance) }, 'NONE');
    case 'InterviewScored':
      return recordAi(
        tx,
        event,
        ctx,
        {
          kind: 'AI_INTERVIEW',
          score: int(d.aiScore),
          recommendation: text(d.aiRecommendation),
          stage: text(d.stage),
          provenance: provenanceOf(d.provenance),
        },
        interviewStance(d.aiRecommendation, d.insufficientEvidence === true),
      );
    case 'ApplicationStatusChanged': {
      const status = text(d.status);
      if (!status || status === 'WITHDRAWN') return;
      const entry = { kind: 'STATUS_CHANGE', status, previousStatus: text(d.previousStatus) };
      return recordDecision(tx, event, ctx, text(d.actorId), entry, statusDirection(status));
    }
    case 'HumanInterviewScheduled': {
      const organizer = (d.organizer ?? {}) as Data;
      const actor = text(event.metadata?.actorId) ?? text(organizer.userId);
      return recordDecision(tx, event, ctx, actor, { kind: 'INTERVIEW_SCHEDULED' }, 'ADVANCE');
    }
    case 'HumanInterviewCancelled': {
      const actor = text(d.cancelledBy) ?? text(event.metadata?.actorId);
      return recordDecision(tx, event, ctx, actor, { kind: 'INTERVIEW_CANCELLED' }, 'NEUTRAL');
    }
    case 'ApplicationNoteAdded':
      // AI notes repeat the interview's analysis (its row is the InterviewScored one); SYSTEM notes are no decision.
      if (d.source !== 'USER' || !text(d.authorId)) return;
      return recordDecision(tx, event, ctx, text(d.authorId), { kind: 'NOTE' }, 'NEUTRAL');
    default:
      return;
  }
}

export const decisionLogProjection = withErasure(
  defineProjection({
    name: 'decision-log',
    version: 2,
    tables: [entries, apps],
    handles: [
      'ApplicationSubmitted',
      'CvAnalyzed',
      'CvAnalysisFailed',
      'InterviewScored',
      'ApplicationStatusChanged',
      'HumanInterviewScheduled',
      'HumanInterviewCancelled',
      'ApplicationNoteAdded',
    ],
    apply,
  }),
  eraseDecisionLog,
);
