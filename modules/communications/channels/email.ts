import { mailHtml } from '@tawzeef/shared';
import nodemailer from 'nodemailer';
import type { CalendarAttachment } from '../communication/communication.ts';
import { unconfiguredChannel, type Channel } from './channel.ts';

/** The Message-ID a communication is always sent with: a resent copy is the same message to mail clients. */
export const emailMessageId = (communicationId: string, from: string) => {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'tawzeef.local';
  return `<communication-${communicationId}@${domain}>`;
};

/**
 * A calendar invitation as calendar clients read it: nodemailer's icalEvent sends it as a text/calendar part with
 * its method (Outlook, Gmail, Apple Mail offer Accept, or apply the update or cancellation) and as the same file
 * attached (application/ics) for the others.
 */
export function calendarParts(calendar: CalendarAttachment | null | undefined) {
  if (!calendar) return {};
  return { icalEvent: { method: calendar.method, filename: calendar.filename, content: calendar.content } };
}

/** E-mail over SMTP (nodemailer), with the platform's SMTP_URL and MAIL_FROM. */
export function smtpChannel(options: { smtpUrl: string | undefined; from: string }): Channel {
  const { smtpUrl, from } = options;
  if (!smtpUrl) return unconfiguredChannel(['SMTP_URL']);
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    configured: true,
    missing: [],
    async send(message) {
      const messageId = emailMessageId(message.communicationId, from);
      try {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject ?? '',
          text: message.content,
          html: mailHtml(message.content),
          messageId,
          headers: { 'X-Tawzeef-Communication-Id': message.communicationId },
          ...calendarParts(message.calendar),
        });
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode;
        // 5xx: the server refused this message for good (unknown mailbox, policy); 4xx and network errors pass.
        if (typeof code === 'number' && code >= 500) {
          return {
            status: 'rejected',
            reason: { code: 'PROVIDER.REJECTED', message: `The mail server refused the message (${code}).` },
          };
        }
        throw error;
      }
      return { status: 'accepted', providerMessageId: messageId };
    },
  };
}
