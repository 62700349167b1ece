import type { HistoryEvent } from '../types.ts';
import type { LooseT } from '../../../forms/messages.ts';
import { isolate } from '../../../i18n/isolate.tsx';

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** What happened, in the screen's language. */
export function historyWhat(say: LooseT, event: HistoryEvent): string {
  const d = event.data ?? {};
  const status = (value: unknown) => (str(value) ? say(`companyApplications.status.${str(value)}`) : '');
  const priority = (value: unknown) => (str(value) ? say(`companyApplications.priority.${str(value)}`) : '');
  switch (event.type) {
    case 'ApplicationSubmitted':
      return say('companyApplications.history.event.submitted');
    case 'ApplicationStatusChanged':
      return say('companyApplications.history.event.statusChanged', {
        from: status(d.previousStatus),
        to: status(d.status),
      });
    case 'ApplicationWithdrawn':
      return say('companyApplications.history.event.withdrawn');
    case 'CvAnalyzed':
      return say('companyApplications.history.event.analyzed', { score: typeof d.score === 'number' ? d.score : 0 });
    case 'CvAnalysisFailed':
      return say('companyApplications.history.event.analysisFailed');
    case 'ApplicationPriorityChanged':
      return say('companyApplications.history.event.priorityChanged', {
        from: priority(d.previousPriority),
        to: priority(d.priority),
      });
    case 'ApplicationNoteAdded':
      return say('companyApplications.history.event.noteAdded', {
        source: say(`companyApplications.notes.source.${str(d.source) || 'USER'}`),
      });
    default:
      return event.type;
  }
}

/** Who did it: the user, else the applicant for their own steps, else the AI or the platform. */
export function historyWho(say: LooseT, event: HistoryEvent): string {
  if (event.actor?.name) return event.actor.name;
  if (event.actor?.email) return event.actor.email;
  if (event.type === 'ApplicationSubmitted' || event.type === 'ApplicationWithdrawn') {
    const applicant = (event.data?.applicant ?? {}) as { firstName?: string; lastName?: string };
    const name = [applicant.firstName, applicant.lastName].filter(Boolean).join(' ');
    return name
      ? say('companyApplications.history.applicantNamed', { name: isolate(name) })
      : say('companyApplications.history.applicant');
  }
  if (event.provenance || event.type === 'CvAnalyzed' || event.type === 'CvAnalysisFailed')
    return say('companyApplications.history.ai');
  if (event.actor) return say('companyApplications.history.unknownUser');
  return say('companyApplications.history.platform');
}

/** Details worth showing under the line: a reason, a failure, a note's text. */
export function historyDetail(event: HistoryEvent): string {
  const d = event.data ?? {};
  if (str(d.reason)) return str(d.reason);
  const error = d.error as { code?: string; message?: string } | undefined;
  if (error?.message) return error.code ? `${error.code}: ${error.message}` : error.message;
  if (event.type === 'ApplicationNoteAdded') return str(d.text);
  return '';
}

/** The AI provenance worth reading: engine, model, prompt version and a fallback. */
export function provenanceParts(provenance: Record<string, unknown> | null): [string, string][] {
  if (!provenance) return [];
  const parts: [string, string][] = [];
  for (const key of ['engine', 'model', 'promptVersion'] as const) {
    const value = provenance[key];
    if (typeof value === 'string' && value) parts.push([key, value]);
  }
  const fallback = provenance.fallback as { from?: string; reason?: string } | undefined;
  if (fallback?.from) parts.push(['fallback', `${fallback.from}${fallback.reason ? ` (${fallback.reason})` : ''}`]);
  return parts;
}
