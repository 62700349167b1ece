import { api } from './client.ts';

/** The company's retention period (GET/PUT /api/company/retention), with the allowed range. */
export interface RetentionSetting {
  months: number;
  default: number;
  min: number;
  max: number;
}

/** An application's legal hold as the company reads it. */
export interface LegalHold {
  held: boolean;
  reason: string | null;
  placedBy: { id: string; name: string | null } | null;
  placedAt: string | null;
}

const holdPath = (applicationId: string) => `/api/company/legal-holds/${encodeURIComponent(applicationId)}`;

export const retentionApi = {
  setting: (signal?: AbortSignal) => api<RetentionSetting>('/api/company/retention', { signal }),
  save: (months: number) => api<RetentionSetting>('/api/company/retention', { method: 'PUT', body: { months } }),
  hold: (applicationId: string, signal?: AbortSignal) => api<LegalHold>(holdPath(applicationId), { signal }),
  place: (applicationId: string, reason: string) =>
    api<LegalHold>(holdPath(applicationId), { method: 'PUT', body: { reason } }),
  lift: (applicationId: string, reason: string) =>
    api<LegalHold>(`${holdPath(applicationId)}/lift`, { body: { reason } }),
};
