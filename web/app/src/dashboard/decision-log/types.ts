import type { DecisionVerdict } from '@tawzeef/oversight/rules';

/** One row of GET /api/company/decision-log. */
export type DecisionLogEntry = {
  id: number;
  applicationId: string;
  jobId: string;
  kind: string;
  actorKind: 'AI' | 'PERSON' | 'PROCESS';
  actorId: string | null;
  actorName: string | null;
  actorRole: string | null;
  candidateName: string | null;
  jobTitle: string | null;
  occurredAt: string;
  score: number | null;
  fit: string | null;
  recommendation: string | null;
  stage: string | null;
  stance: string | null;
  provenance: Record<string, unknown> | null;
  status: string | null;
  previousStatus: string | null;
  direction: string | null;
  basisPosition: number | null;
  basisStance: string | null;
  basis: { kind: string; score: number | null; fit: string | null; recommendation: string | null } | null;
  verdict: DecisionVerdict | null;
};

export type DecisionLogFilter = {
  applicationId?: string;
  jobId?: string;
  verdict?: string;
  occurredAt_gte?: string;
  occurredAt_lte?: string;
};

/** The list's resource: react-admin's simple-rest provider maps it to /api/company/decision-log. */
export const decisionLogResource = 'company/decision-log';
