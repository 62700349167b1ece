import type { CommunicationType } from './communication.ts';

/** The longest call a recruiter may log. */
export const MAX_DURATION_SECONDS = 86_400;

/** The longest message or call note per channel (WhatsApp's and SMS's own limits). */
export const maxContentLength: Record<CommunicationType, number> = {
  EMAIL: 5000,
  WHATSAPP: 4096,
  SMS: 1600,
  PHONE: 5000,
};
