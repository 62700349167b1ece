import { api } from './client.ts';

export const contactSubjects = ['general', 'partnership', 'support', 'careers', 'media'] as const;
export type ContactSubject = (typeof contactSubjects)[number];

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
