import { emptyJob, type JobFormValues } from '../../../jobs/jobRules.ts';
import { emptyTiming, type TimingValues } from '../interviewTiming.ts';
import { wizardSteps, type WizardStep } from './StepIndicator.tsx';

/** The wizard's unpublished job, kept in this browser until it is published or discarded. */
export type JobDraft = { values: JobFormValues; timing: TimingValues; step: WizardStep; savedAt: string };

const keyOf = (userId: string) => `tawzeef.jobDraft.${userId}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Only the known fields, with their types: a draft saved by an older version still opens. */
function fieldsOf<T extends object>(template: T, stored: unknown): T {
  const source = isRecord(stored) ? stored : {};
  const out: Record<string, unknown> = { ...(template as Record<string, unknown>) };
  for (const [key, fallback] of Object.entries(template) as [string, unknown][]) {
    const value = source[key];
    if (Array.isArray(fallback)) out[key] = Array.isArray(value) ? value.filter((v) => typeof v === 'string') : [];
    else if (typeof value === 'string') out[key] = value;
  }
  return out as T;
}

export function readDraft(userId: string): JobDraft | null {
  try {
    const raw = window.localStorage.getItem(keyOf(userId));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!isRecord(parsed) || !isRecord(parsed.values)) return null;
    return {
      values: fieldsOf(emptyJob, parsed.values),
      timing: fieldsOf(emptyTiming, parsed.timing),
      step: wizardSteps.includes(parsed.step as WizardStep) ? (parsed.step as WizardStep) : 'basic',
      savedAt: typeof parsed.savedAt === 'string' ? parsed.savedAt : new Date().toISOString(),
    };
  } catch {
    return null;
  }
}

export function saveDraft(userId: string, draft: JobDraft): void {
  try {
    window.localStorage.setItem(keyOf(userId), JSON.stringify(draft));
  } catch {
    // Storage full or unavailable: the wizard still works, only a reload loses it.
  }
}

export function clearDraft(userId: string): void {
  try {
    window.localStorage.removeItem(keyOf(userId));
  } catch {
    // Nothing was kept.
  }
}
