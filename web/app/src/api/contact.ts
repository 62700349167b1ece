import type { ContactSubject } from '@tawzeef/notifications/rules';
import { api } from './client.ts';

export { contactSubjects, type ContactSubject } from '@tawzeef/notifications/rules';

export interface ContactMessage {
  name: string;
  email: string;
  company?: string;
  subject: ContactSubject | '';
  message: string;
  /** The honeypot: people never see it, so it stays empty. */
  website?: string;
}

export const contactApi = {
  send: (input: ContactMessage) => api<{ id: string; status: string }>('/api/contact', { body: input }),
};
