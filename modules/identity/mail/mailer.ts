import { mailHtml } from '@tawzeef/shared';
import nodemailer from 'nodemailer';

/** An iCalendar invitation (its method also goes into the MIME type). */
export type MailCalendar = { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };

/** `language`: the mail is in that one language (its HTML part gets its direction); unset, each paragraph's own. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  language?: 'en' | 'ar';
  /** Sent as a text/calendar part that calendar clients act on, and as an .ics attachment. */
  calendar?: MailCalendar;
};

export type Mailer = { readonly configured: boolean; send(message: MailMessage): Promise<void> };

/** SMTP through nodemailer; `smtpUrl` like smtp://user:pass@host:587 or smtps://host:465. */
export function createSmtpMailer(options: { smtpUrl: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    configured: true,
    async send({ language, calendar, ...message }) {
      // Every mail has a plain-text part and an HTML part that mail clients show right to left where it is Arabic.
      await transport.sendMail({
        from: options.from,
        ...message,
        html: message.html ?? mailHtml(message.text, language),
        // nodemailer sends it as a text/calendar part with its method and attaches the same file.
        ...(calendar
          ? { icalEvent: { method: calendar.method, filename: calendar.filename, content: calendar.content } }
          : {}),
      });
    },
  };
}

type Warn = (fields: Record<string, unknown>, message: string) => void;

/** Without SMTP the platform still runs: it says a mail was dropped, and never what it held. */
export function createUnconfiguredMailer(warn: Warn): Mailer {
  return {
    configured: false,
    async send(message) {
      warn({ subject: message.subject }, 'mail is not configured (set SMTP_URL): a mail was not sent');
    },
  };
}
