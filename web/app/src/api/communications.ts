import type { CallOutcome, CommunicationStatus, CommunicationType, Direction } from '@tawzeef/communications/rules';
import { apiInit, ApiError, problemFrom } from './client.ts';

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

export interface CommunicationStats {
  total: number;
  byType: Partial<Record<CommunicationType, number>>;
  byStatus: Partial<Record<CommunicationStatus, number>>;
  byDirection?: Partial<Record<Direction, number>>;
  delivered?: number;
  archived?: number;
}

/** The list's filter as the dashboard keeps it (q is the search box). */
export interface CommunicationFilter {
  q?: string;
  type?: string;
  status?: string;
  archived?: 'true';
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

function exportQuery(filter: CommunicationFilter): string {
  const params = new URLSearchParams();
  if (filter.q) params.set('search', filter.q);
  if (filter.type) params.set('type', filter.type);
  if (filter.status) params.set('status', filter.status);
  if (filter.archived) params.set('archived', filter.archived);
  return params.toString();
}

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

/** The server's CSV of every message the filters select: a file download, outside the data provider. */
export const exportCommunications = (filter: CommunicationFilter) =>
  downloadCsv(`/api/communications/export.csv?${exportQuery(filter)}`, 'communications.csv');
