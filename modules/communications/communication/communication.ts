export const communicationStreamName = (communicationId: string) => `communication-${communicationId}`;

export const communicationTypes = ['EMAIL', 'WHATSAPP', 'PHONE', 'SMS'] as const;
export type CommunicationType = (typeof communicationTypes)[number];
export const directions = ['INBOUND', 'OUTBOUND'] as const;
export type Direction = (typeof directions)[number];
/** What the API shows; a queued message shows as SENT with `pending`. */
export const communicationStatuses = ['SENT', 'DELIVERED', 'READ', 'FAILED'] as const;
export type CommunicationStatus = (typeof communicationStatuses)[number];
/** QUEUED: recorded, the provider has not accepted it yet. */
export type DeliveryStatus = 'QUEUED' | CommunicationStatus;
export const callOutcomes = ['CONNECTED', 'NO_ANSWER', 'VOICEMAIL', 'BUSY', 'WRONG_NUMBER'] as const;
export type CallOutcome = (typeof callOutcomes)[number];
export type Origin = 'USER' | 'SYSTEM' | 'CANDIDATE';

/** The candidate's side of the conversation as it was when the message was written. */
export type Contact = { firstName: string; lastName: string; email: string | null; phone: string | null };
export type Reason = { code: string; message: string };

/** An iCalendar invitation sent with an e-mail (its method also goes into the MIME type). */
export type CalendarAttachment = { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };

/** Who the message is about: the candidate, their application and the job (each may be unknown). */
export type Links = {
  companyId: string | null;
  candidateId: string | null;
  applicationId: string | null;
  jobId: string | null;
  contact: Contact | null;
};

export type CommunicationQueued = {
  type: 'CommunicationQueued';
  data: Links & {
    communicationId: string;
    companyId: string;
    type: Exclude<CommunicationType, 'PHONE'>;
    subject: string | null;
    content: string;
    replyToId: string | null;
    origin: 'USER' | 'SYSTEM';
    authorId: string | null;
    /** For SYSTEM messages: what sent it (`interview-invitation`, `status-update`, …). */
    systemKind: string | null;
    /** An interview's calendar invitation (added later: absent from older events). */
    calendar?: CalendarAttachment | null;
    queuedAt: string;
  };
};
export type CommunicationSent = {
  type: 'CommunicationSent';
  data: { communicationId: string; providerMessageId: string | null; sentAt: string };
};
export type CommunicationDelivered = {
  type: 'CommunicationDelivered';
  data: { communicationId: string; deliveredAt: string };
};
export type CommunicationRead = { type: 'CommunicationRead'; data: { communicationId: string; readAt: string } };
export type CommunicationFailed = {
  type: 'CommunicationFailed';
  data: { communicationId: string; reason: Reason; failedAt: string };
};
/** A failed message sent again (the recruiter's Retry): it is queued once more, as attempt `attempt` (1, 2, …). */
export type CommunicationRequeued = {
  type: 'CommunicationRequeued';
  data: { communicationId: string; attempt: number; actorId: string | null; requeuedAt: string };
};
export type CommunicationReceived = {
  type: 'CommunicationReceived';
  data: Links & {
    communicationId: string;
    type: CommunicationType;
    subject: string | null;
    content: string;
    providerMessageId: string | null;
    /** PROVIDER: a webhook; MANUAL: a recruiter recorded it. */
    source: 'PROVIDER' | 'MANUAL';
    authorId: string | null;
    replyToId: string | null;
    receivedAt: string;
  };
};
export type PhoneCallLogged = {
  type: 'PhoneCallLogged';
  data: Links & {
    communicationId: string;
    companyId: string;
    direction: Direction;
    outcome: CallOutcome;
    durationSeconds: number;
    notes: string | null;
    content: string;
    status: CommunicationStatus;
    failureReason: Reason | null;
    authorId: string | null;
    replyToId: string | null;
    loggedAt: string;
  };
};
export type CommunicationArchived = {
  type: 'CommunicationArchived';
  data: { communicationId: string; actorId: string | null; archivedAt: string };
};
export type CommunicationUnarchived = {
  type: 'CommunicationUnarchived';
  data: { communicationId: string; actorId: string | null; unarchivedAt: string };
};

export type CommunicationEvent =
  | CommunicationQueued
  | CommunicationSent
  | CommunicationDelivered
  | CommunicationRead
  | CommunicationFailed
  | CommunicationRequeued
  | CommunicationReceived
  | PhoneCallLogged
  | CommunicationArchived
  | CommunicationUnarchived;

export const communicationEventTypes: readonly CommunicationEvent['type'][] = [
  'CommunicationQueued',
  'CommunicationSent',
  'CommunicationDelivered',
  'CommunicationRead',
  'CommunicationFailed',
  'CommunicationRequeued',
  'CommunicationReceived',
  'PhoneCallLogged',
  'CommunicationArchived',
  'CommunicationUnarchived',
];

export type CommunicationState =
  | { exists: false }
  | {
      exists: true;
      communicationId: string;
      companyId: string | null;
      type: CommunicationType;
      direction: Direction;
      status: DeliveryStatus;
      subject: string | null;
      content: string;
      contact: Contact | null;
      jobId: string | null;
      origin: Origin;
      providerMessageId: string | null;
      failureReason: Reason | null;
      archived: boolean;
      /** 0 for the first send; each retry counts one up. */
      attempt: number;
      calendar: CalendarAttachment | null;
    };

export const initialCommunicationState = (): CommunicationState => ({ exists: false });

/** The delivery order; a status only moves to a higher rank. */
export const statusRank: Record<DeliveryStatus, number> = { QUEUED: 0, SENT: 1, DELIVERED: 2, READ: 3, FAILED: 4 };

export function evolveCommunication(state: CommunicationState, event: CommunicationEvent): CommunicationState {
  const base = {
    exists: true as const,
    providerMessageId: null,
    failureReason: null,
    archived: false,
    attempt: 0,
    calendar: null,
  };
  switch (event.type) {
    case 'CommunicationQueued': {
      const d = event.data;
      return {
        ...base,
        communicationId: d.communicationId,
        companyId: d.companyId,
        type: d.type,
        direction: 'OUTBOUND',
        status: 'QUEUED',
        subject: d.subject,
        content: d.content,
        contact: d.contact,
        jobId: d.jobId,
        origin: d.origin,
        calendar: d.calendar ?? null,
      };
    }
    case 'CommunicationReceived': {
      const d = event.data;
      return {
        ...base,
        communicationId: d.communicationId,
        companyId: d.companyId,
        type: d.type,
        direction: 'INBOUND',
        status: 'DELIVERED',
        subject: d.subject,
        content: d.content,
        contact: d.contact,
        jobId: d.jobId,
        origin: d.source === 'MANUAL' ? 'USER' : 'CANDIDATE',
        providerMessageId: d.providerMessageId,
      };
    }
    case 'PhoneCallLogged': {
      const d = event.data;
      return {
        ...base,
        communicationId: d.communicationId,
        companyId: d.companyId,
        type: 'PHONE',
        direction: d.direction,
        status: d.status,
        subject: null,
        content: d.content,
        contact: d.contact,
        jobId: d.jobId,
        origin: 'USER',
        failureReason: d.failureReason,
      };
    }
  }
  if (!state.exists) return state;
  switch (event.type) {
    case 'CommunicationSent':
      return { ...state, status: 'SENT', providerMessageId: event.data.providerMessageId ?? state.providerMessageId };
    case 'CommunicationDelivered':
      return { ...state, status: 'DELIVERED' };
    case 'CommunicationRead':
      return { ...state, status: 'READ' };
    case 'CommunicationFailed':
      return { ...state, status: 'FAILED', failureReason: event.data.reason };
    case 'CommunicationRequeued':
      return { ...state, status: 'QUEUED', failureReason: null, attempt: event.data.attempt };
    case 'CommunicationArchived':
      return { ...state, archived: true };
    case 'CommunicationUnarchived':
      return { ...state, archived: false };
    default:
      return state;
  }
}
