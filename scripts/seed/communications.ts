import { applicationStreamName, type Applicant } from '@tawzeef/applications';
import {
  communicationDecider,
  communicationStreamName,
  type CommunicationCommand,
  type CommunicationStatus,
} from '@tawzeef/communications';
import { uuidV5 } from '@tawzeef/shared';
import { demoApplications } from './applications.ts';
import type { Seeder } from './platform.ts';

const id = (name: string) => uuidV5(`seed:communications:${name}`);
const HOUR = 3_600_000;

type Submitted = { applicant: Applicant; candidateId: string | null; submittedAt: string };

/** What a demo conversation holds: a message, and how far its delivery got. */
type Message =
  | {
      kind: 'out';
      channel: 'EMAIL' | 'WHATSAPP' | 'SMS';
      subject?: string;
      content: string;
      reached: CommunicationStatus;
    }
  | { kind: 'in'; channel: 'WHATSAPP' | 'SMS' | 'EMAIL'; content: string }
  | { kind: 'call'; outcome: 'CONNECTED' | 'NO_ANSWER' | 'VOICEMAIL'; minutes: number; notes: string };

const conversation = (k: number, firstName: string): Message[] => {
  const thanks: Message = {
    kind: 'out',
    channel: 'EMAIL',
    subject: 'We received your application',
    content: `Dear ${firstName},\n\nThank you for applying. Our team is reviewing your CV and will be in touch soon.`,
    reached: k % 3 === 0 ? 'READ' : 'DELIVERED',
  };
  if (k === 0) return [thanks];
  if (k === 2 || k === 3)
    return [
      thanks,
      {
        kind: 'out',
        channel: 'WHATSAPP',
        content: `Hi ${firstName}, your AI interview is ready. Please join within 72 hours using the link in your e-mail.`,
        reached: 'READ',
      },
      { kind: 'in', channel: 'WHATSAPP', content: 'Thank you! I will join tomorrow morning.' },
    ];
  if (k === 4 || k === 5)
    return [
      thanks,
      { kind: 'call', outcome: 'CONNECTED', minutes: 12, notes: 'Discussed the offer and the start date.' },
      {
        kind: 'out',
        channel: 'EMAIL',
        subject: 'Your offer letter',
        content: `Dear ${firstName},\n\nPlease find the details of our offer below. We look forward to working with you.`,
        reached: 'READ',
      },
    ];
  if (k === 6)
    return [
      thanks,
      {
        kind: 'out',
        channel: 'SMS',
        content: 'Please check your e-mail for an update on your application.',
        reached: 'FAILED',
      },
    ];
  return [thanks, { kind: 'call', outcome: k === 1 ? 'NO_ANSWER' : 'VOICEMAIL', minutes: 0, notes: 'Left a message.' }];
};

/**
 * The demo companies' Communication Centers: e-mails, WhatsApp and SMS messages to their applicants with the
 * delivery each reached, replies, and logged calls. The messages are history (no provider is called): each is
 * recorded through the communication decider as the delivery workflow and the webhooks would record it.
 */
export const communicationsSeeder: Seeder = {
  name: 'communications',
  async run({ store, handleCommand, instance }) {
    const before = await store.headPosition();
    const now = Date.now();
    for (const app of demoApplications(instance)) {
      const { events } = await store.readStream(applicationStreamName(app.applicationId));
      const submitted = events[0]?.data as Submitted | undefined;
      if (!submitted) continue;
      const { applicant } = submitted;
      const links = {
        companyId: app.companyId,
        candidateId: submitted.candidateId,
        applicationId: app.applicationId,
        jobId: app.jobId,
        contact: {
          firstName: applicant.firstName,
          lastName: applicant.lastName,
          email: applicant.email,
          phone: applicant.phone ? `${applicant.countryCode ?? ''}${applicant.phone}` : null,
        },
      };
      const start = new Date(submitted.submittedAt);
      for (const [m, message] of conversation(app.k, applicant.firstName).entries()) {
        const communicationId = id(`${app.applicationId}:${m}`);
        const at = new Date(start.getTime() + (m + 1) * 32 * HOUR);
        // A recent application's conversation has not got that far yet.
        if (at.getTime() + 2 * HOUR > now) break;
        const run = (step: string, command: CommunicationCommand, when = at) =>
          handleCommand(store, communicationStreamName(communicationId), communicationDecider, command, {
            commandId: id(`command:${communicationId}:${step}`),
            actorId: message.kind === 'in' ? null : app.ownerId,
            correlationId: 'seed:communications',
            now: when,
          });
        if (message.kind === 'call') {
          await run('log', {
            type: 'LogPhoneCall',
            communicationId,
            ...links,
            direction: 'OUTBOUND',
            outcome: message.outcome,
            durationSeconds: message.minutes * 60,
            notes: message.notes,
            content: message.notes,
            authorId: app.ownerId,
            replyToId: null,
            now: at,
          });
          continue;
        }
        if (message.kind === 'in') {
          await run('receive', {
            type: 'ReceiveCommunication',
            channel: message.channel,
            communicationId,
            ...links,
            subject: null,
            content: message.content,
            providerMessageId: `seed-${communicationId}`,
            source: 'PROVIDER',
            authorId: null,
            replyToId: null,
            now: at,
          });
          continue;
        }
        await run('queue', {
          type: 'QueueCommunication',
          channel: message.channel,
          communicationId,
          ...links,
          subject: message.channel === 'EMAIL' ? (message.subject ?? null) : null,
          content: message.content,
          replyToId: null,
          origin: 'USER',
          authorId: app.ownerId,
          systemKind: null,
          unsendable: null,
          now: at,
        });
        await run('sent', { type: 'RecordProviderAcceptance', providerMessageId: `seed-${communicationId}`, now: at });
        const later = (hours: number) => new Date(at.getTime() + hours * HOUR);
        if (message.reached === 'FAILED') {
          const reason = { code: 'SMS.UNDELIVERED', message: 'The carrier could not deliver the message.' };
          await run(
            'failed',
            { type: 'RecordDeliveryStatus', status: 'FAILED', providerMessageId: null, reason, now: later(1) },
            later(1),
          );
          continue;
        }
        if (message.reached === 'DELIVERED' || message.reached === 'READ') {
          await run(
            'delivered',
            {
              type: 'RecordDeliveryStatus',
              status: 'DELIVERED',
              providerMessageId: null,
              reason: null,
              now: later(0.1),
            },
            later(0.1),
          );
        }
        if (message.reached === 'READ') {
          await run(
            'read',
            { type: 'RecordDeliveryStatus', status: 'READ', providerMessageId: null, reason: null, now: later(2) },
            later(2),
          );
        }
      }
    }
    return Number((await store.headPosition()) - before);
  },
};
