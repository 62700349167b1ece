import { csvLine } from '@tawzeef/applications/http';
import type { DecisionLogEntry } from '@tawzeef/read-models';

const header = [
  'Entry',
  'Occurred At (UTC)',
  'Application ID',
  'Candidate',
  'Job',
  'Kind',
  'Actor Type',
  'Actor',
  'Actor Role',
  'AI Score',
  'AI Fit',
  'AI Recommendation',
  'Interview Stage',
  'AI Stance',
  'Engine',
  'Model',
  'Prompt Version',
  'Status',
  'Previous Status',
  'Direction',
  'Compared With Entry',
  'Compared AI Stance',
  'Verdict',
];

export const decisionLogCsvHeader = () => `\uFEFF${csvLine(header)}`;

const text = (value: unknown) => (typeof value === 'string' ? value : null);

export function decisionLogCsvRow(e: DecisionLogEntry): string {
  const p = e.provenance ?? {};
  return csvLine([
    e.position,
    e.occurredAt.toISOString(),
    e.applicationId,
    e.candidateName,
    e.jobTitle,
    e.kind,
    e.actorKind,
    e.actorKind === 'PROCESS' ? 'Hiring process' : (e.actorName ?? e.actorId),
    e.actorRole,
    e.score,
    e.fit,
    e.recommendation,
    e.stage,
    e.stance,
    text(p.engine),
    text(p.model),
    text(p.promptVersion),
    e.status,
    e.previousStatus,
    e.direction,
    e.basisPosition,
    e.basisStance,
    e.verdict,
  ]);
}
