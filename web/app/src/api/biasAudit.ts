import type { AuditCategory, AuditPeriod, JobAudit, SelfIdAnswers, SelfIdQuestion } from '@tawzeef/oversight/rules';
import { api } from './client.ts';

export interface SelfIdentification {
  questions: SelfIdQuestion[];
  answers: SelfIdAnswers | null;
  updatedAt: string | null;
}

export type { GroupLine as AuditGroupLine, StageTable as AuditTable, JobAudit } from '@tawzeef/oversight/rules';
export interface BiasAudit {
  questions: SelfIdQuestion[];
  categories: AuditCategory[];
  period: AuditPeriod;
  minGroupSize: number;
  threshold: number;
  jobs: JobAudit[];
}

export const selfIdApi = {
  own: (signal?: AbortSignal) => api<SelfIdentification>('/api/self-identification', { signal }),
  save: (answers: SelfIdAnswers) =>
    api<SelfIdentification>('/api/self-identification', { method: 'PUT', body: answers }),
  withdraw: () => api<void>('/api/self-identification', { method: 'DELETE' }),
};

const query = (params: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => !!e[1])).toString();

export const biasAuditApi = {
  report: (jobId: string | undefined, period: AuditPeriod, signal?: AbortSignal) =>
    api<BiasAudit>(`/api/bias-audit?${query({ jobId, ...period })}`, { signal }),
  /** Plain links: the browser downloads them with the session cookie. */
  exportUrl: (format: 'csv' | 'pdf', jobId: string | undefined, period: AuditPeriod, lang: string, tz: string) =>
    `/api/bias-audit/export.${format}?${query({ jobId, ...period, lang, tz })}`,
};
