import type { CalendarAttachment, Reason } from '../communication/communication.ts';

export type OutboundMessage = {
  communicationId: string;
  /** E-mail address for EMAIL; international digits (phone key) for WHATSAPP and SMS. */
  to: string;
  subject: string | null;
  content: string;
  /** E-mail only: a calendar invitation, as a text/calendar part and an .ics attachment. */
  calendar?: CalendarAttachment | null;
};

/** Accepted, or refused for good; a thrown error is transient and the caller retries. */
export type SendOutcome =
  { status: 'accepted'; providerMessageId: string | null } | { status: 'rejected'; reason: Reason };

export type Channel = {
  readonly configured: boolean;
  /** The environment variables still to set when it is not configured. */
  readonly missing: readonly string[];
  send(message: OutboundMessage): Promise<SendOutcome>;
};

export type SendingType = 'EMAIL' | 'WHATSAPP' | 'SMS';
export type Channels = Record<SendingType, Channel>;

export const channelNames: Record<SendingType, string> = { EMAIL: 'E-mail', WHATSAPP: 'WhatsApp', SMS: 'SMS' };

export function unconfiguredChannel(missing: string[]): Channel {
  return {
    configured: false,
    missing,
    send: async () => ({
      status: 'rejected',
      reason: { code: 'CHANNEL.NOT_CONFIGURED', message: `Not configured: set ${missing.join(', ')}.` },
    }),
  };
}

/** Refused by the provider (4xx other than 408 and 429): retrying the same request cannot succeed. */
export const isPermanentHttpFailure = (status: number) =>
  status >= 400 && status < 500 && status !== 408 && status !== 429;

export class TransientSendError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TransientSendError';
  }
}

export const joinUrl = (base: string, path: string) => `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
