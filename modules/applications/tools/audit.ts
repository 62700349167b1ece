import { evolveApplication, initialApplicationState, type ApplicationState } from '../application/application.ts';
import type { ApplicationHistoryEntry } from '../services/history.ts';

export type AuditStep = { entry: ApplicationHistoryEntry; state: ApplicationState };
export type ApplicationAudit = {
  steps: AuditStep[];
  /** The state after every event. */
  final: ApplicationState;
  /** The state after the events that happened at or before `at` (when asked). */
  asOf: { at: string; events: number; state: ApplicationState } | null;
};

/** Folds the stream with the aggregate's own evolve, so the audit shows what the decider saw. */
export function auditApplication(entries: readonly ApplicationHistoryEntry[], at?: Date): ApplicationAudit {
  const steps: AuditStep[] = [];
  let state = initialApplicationState();
  for (const entry of entries) {
    state = evolveApplication(state, entry.event);
    steps.push({ entry, state });
  }
  let asOf: ApplicationAudit['asOf'] = null;
  if (at) {
    const before = steps.filter((s) => s.entry.at !== null && new Date(s.entry.at).getTime() <= at.getTime());
    asOf = { at: at.toISOString(), events: before.length, state: before.at(-1)?.state ?? initialApplicationState() };
  }
  return { steps, final: state, asOf };
}

const json = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v), 2);

/** The CLI's text: each event with the state after it, then the state as of the asked time. */
export function formatAudit(applicationId: string, audit: ApplicationAudit): string {
  const lines = [`application-${applicationId}: ${audit.steps.length} events`];
  for (const { entry, state } of audit.steps) {
    lines.push(
      '',
      `#${entry.version} ${entry.type} at ${entry.at ?? '?'} by ${entry.actorId ?? 'system'} (global ${entry.globalPosition})`,
      `data: ${json(entry.data)}`,
    );
    if (entry.provenance) lines.push(`provenance: ${json(entry.provenance)}`);
    lines.push(`state after: ${json(state)}`);
  }
  lines.push('', `final state: ${json(audit.final)}`);
  if (audit.asOf)
    lines.push('', `state as of ${audit.asOf.at} (${audit.asOf.events} events): ${json(audit.asOf.state)}`);
  return lines.join('\n');
}
