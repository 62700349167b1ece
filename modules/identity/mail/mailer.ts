import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string; html?: string };

export type Mailer = { readonly configured: boolean; send(message: MailMessage): Promise<void> };

/** SMTP through nodemailer; `smtpUrl` like smtp://user:pass@host:587 or smtps://host:465. */
export function createSmtpMailer(options: { smtpUrl: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    configured: true,
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
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
