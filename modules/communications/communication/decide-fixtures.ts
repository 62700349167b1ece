// Commands and event histories shared by the communication decider's tests.
import {
  evolveCommunication,
  initialCommunicationState,
  type CommunicationEvent,
  type CommunicationStatus,
  type DeliveryStatus,
} from './communication.ts';
import { decideCommunication, type CommunicationCommand, type QueueCommunication } from './decide.ts';

export const now = new Date('2026-03-01T10:00:00Z');
export const at = now.toISOString();
export const contact = { firstName: 'Sara', lastName: 'Ali', email: 'sara@example.com', phone: '+962791234567' };
export const queueOf = (over: Partial<QueueCommunication> = {}): QueueCommunication => ({
  type: 'QueueCommunication',
  channel: 'EMAIL',
  communicationId: 'm1',
  companyId: 'c1',
  candidateId: 'cand1',
  applicationId: 'a1',
  jobId: 'j1',
  contact,
  subject: 'Hello',
  content: '  Hi Sara  ',
  replyToId: null,
  origin: 'USER',
  authorId: 'u1',
  systemKind: null,
  unsendable: null,
  now,
  ...over,
});

export const given = (...events: CommunicationEvent[]) =>
  events.reduce(evolveCommunication, initialCommunicationState());
export const decide = (command: CommunicationCommand, events: CommunicationEvent[]) =>
  decideCommunication(command, given(...events));

export const queued = (): CommunicationEvent => ({
  type: 'CommunicationQueued',
  data: {
    communicationId: 'm1',
    companyId: 'c1',
    candidateId: 'cand1',
    applicationId: 'a1',
    jobId: 'j1',
    contact,
    type: 'WHATSAPP',
    subject: null,
    content: 'Hi',
    replyToId: null,
    origin: 'USER',
    authorId: 'u1',
    systemKind: null,
    queuedAt: at,
  },
});
export const sent = (): CommunicationEvent => ({
  type: 'CommunicationSent',
  data: { communicationId: 'm1', providerMessageId: 'wamid.1', sentAt: at },
});
export const delivered = (): CommunicationEvent => ({
  type: 'CommunicationDelivered',
  data: { communicationId: 'm1', deliveredAt: at },
});
export const read = (): CommunicationEvent => ({
  type: 'CommunicationRead',
  data: { communicationId: 'm1', readAt: at },
});
export const failed = (): CommunicationEvent => ({
  type: 'CommunicationFailed',
  data: { communicationId: 'm1', reason: { code: 'X', message: 'x' }, failedAt: at },
});
export const historyAt: Record<DeliveryStatus, CommunicationEvent[]> = {
  QUEUED: [queued()],
  SENT: [queued(), sent()],
  DELIVERED: [queued(), sent(), delivered()],
  READ: [queued(), sent(), delivered(), read()],
  FAILED: [queued(), failed()],
};
export const report = (status: CommunicationStatus, providerMessageId: string | null = null): CommunicationCommand => ({
  type: 'RecordDeliveryStatus',
  status,
  providerMessageId,
  reason: status === 'FAILED' ? { code: 'WHATSAPP.131047', message: 'Re-engagement message' } : null,
  now,
});
export const statusAfter = (from: DeliveryStatus, command: CommunicationCommand) => {
  const state = given(...historyAt[from], ...decide(command, historyAt[from]));
  return state.exists ? state.status : null;
};
