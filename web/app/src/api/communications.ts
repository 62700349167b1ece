import type { CallOutcome, CommunicationStatus, CommunicationType, Direction } from '@tawzeef/communications/rules';
import { api, apiInit, ApiError, problemFrom } from './client.ts';

export {
  callOutcomes,
  communicationStatuses,
  communicationTypes,
  type CallOutcome,
  type CommunicationStatus,
  type CommunicationType,
  type Direction,
} from '@tawzeef/communications/rules';

export interface Communication {
  id: string;
  type: CommunicationType;
  direction: Direction;
  status: CommunicationStatus;
  pending?: boolean;
  /** A failed outbound message that POST /{id}/retry sends again. */
  canRetry?: boolean;
  subject?: string | null;
  content?: string | null;
  phoneNumber?: string | null;
  email?: string | null;
  whatsappId?: string | null;
  sentAt?: string | null;
  deliveredAt?: string | null;
  readAt?: string | null;
  failedAt?: string | null;
  failureReason?: { code: string; message?: string } | null;
  createdAt: string;
  updatedAt?: string | null;
  archived?: boolean;
  origin?: 'USER' | 'SYSTEM' | 'CANDIDATE' | string;
  replyToId?: string | null;
  candidateId?: string | null;
  applicationId?: string | null;
  jobId?: string | null;
  candidate?: {
    id?: string | null;
    firstName?: string | null;
    lastName?: string | null;
    email?: string | null;
    phone?: string | null;
  } | null;
  job?: { id?: string; title?: string | null } | null;
  call?: { outcome: CallOutcome; durationSeconds?: number | null; notes?: string | null } | null;
}

export interface CommunicationPage {
  communications: Communication[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

export interface CommunicationStats {
  total: number;
  byType: Partial<Record<CommunicationType, number>>;
  byStatus: Partial<Record<CommunicationStatus, number>>;
  byDirection?: Partial<Record<Direction, number>>;
  delivered?: number;
  archived?: number;
}

export interface CommunicationFilter {
  type?: string;
  status?: string;
  search?: string;
  archived?: 'true' | 'false' | 'all';
  applicationId?: string;
  candidateId?: string;
}

export interface NewCommunication {
  type: CommunicationType;
  direction?: Direction;
  replyTo?: string;
  applicationId?: string;
  candidateId?: string;
  jobId?: string;
  subject?: string;
  content?: string;
  outcome?: CallOutcome;
  durationSeconds?: number;
  notes?: string;
}

export const communicationsPageSize = 20;

function query(filter: CommunicationFilter, page?: number): string {
  const params = new URLSearchParams();
  if (page) {
    params.set('page', String(page));
    params.set('limit', String(communicationsPageSize));
  }
  if (filter.type) params.set('type', filter.type);
  if (filter.status) params.set('status', filter.status);
  if (filter.search) params.set('search', filter.search);
  if (filter.archived) params.set('archived', filter.archived);
  if (filter.applicationId) params.set('applicationId', filter.applicationId);
  if (filter.candidateId) params.set('candidateId', filter.candidateId);
  return params.toString();
}

const enc = encodeURIComponent;

/** Saves the server's CSV (every message the filters select, not only the page shown). */
async function downloadCsv(path: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, apiInit({ headers: { Accept: 'text/csv' } }));
  } catch (error) {
    throw new ApiError(0, 'NETWORK', error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) throw await problemFrom(response);
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A fresh key per user action, so a retried POST never sends the message twice. */
export const idempotencyKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export const communicationsApi = {
  list: (filter: CommunicationFilter, page: number, signal?: AbortSignal) =>
    api<CommunicationPage>(`/api/communications?${query(filter, page)}`, { signal }),
  stats: (signal?: AbortSignal) => api<CommunicationStats>('/api/communications/stats', { signal }),
  one: (id: string, signal?: AbortSignal) => api<Communication>(`/api/communications/${enc(id)}`, { signal }),
  create: async (input: NewCommunication, key = idempotencyKey()) => {
    let response: Response;
    try {
      response = await fetch(
        '/api/communications',
        apiInit({
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
          body: JSON.stringify(input),
        }),
      );
    } catch (error) {
      throw new ApiError(0, 'NETWORK', error instanceof Error ? error.message : String(error));
    }
    if (!response.ok) throw await problemFrom(response);
    return (await response.json()) as Communication;
  },
  retry: (id: string) => api<Communication>(`/api/communications/${enc(id)}/retry`, { method: 'POST', body: {} }),
  archive: (id: string, archived = true) =>
    api<Communication>(`/api/communications/${enc(id)}/archive`, { method: 'PATCH', body: { archived } }),
  exportCsv: (filter: CommunicationFilter) =>
    downloadCsv(`/api/communications/export.csv?${query(filter)}`, 'communications.csv'),
};
