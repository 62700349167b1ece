export const contactStreamName = (messageId: string) => `contact-${messageId}`;

export const contactSubjects = ['general', 'partnership', 'support', 'careers', 'media'] as const;
export type ContactSubject = (typeof contactSubjects)[number];

export type ContactMessage = {
  name: string;
  email: string;
  company: string | null;
  subject: ContactSubject;
  message: string;
};

export type ContactMessageReceived = {
  type: 'ContactMessageReceived';
  data: ContactMessage & { messageId: string; receivedAt: string };
};
export type ContactMessageDelivered = {
  type: 'ContactMessageDelivered';
  data: { messageId: string; to: string; deliveredAt: string };
};
export type ContactMessageDeliveryFailed = {
  type: 'ContactMessageDeliveryFailed';
  data: { messageId: string; to: string; reason: string; failedAt: string };
};
export type ContactEvent = ContactMessageReceived | ContactMessageDelivered | ContactMessageDeliveryFailed;

/** The e-mail the contact address receives. */
export function contactMail(message: ContactMessage, to: string) {
  const text = [
    `Name: ${message.name}`,
    `E-mail: ${message.email}`,
    `Company: ${message.company ?? '-'}`,
    `Subject: ${message.subject}`,
    '',
    message.message,
  ].join('\n');
  return { to, subject: `[Contact/${message.subject}] ${message.name} <${message.email}>`, text };
}
