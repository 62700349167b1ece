import type { AppEventStore, CommandContext } from '@tawzeef/shared';
import type { Channels } from '../channels/channel.ts';
import type { CommunicationType, Contact, Links } from '../communication/communication.ts';

/** A candidate the company may write to: one of their applications to its jobs. */
export type Recipient = {
  companyId: string;
  candidateId: string | null;
  applicationId: string | null;
  jobId: string | null;
  contact: Contact;
};

/** An earlier message being answered. */
export type Thread = Links & { companyId: string; type: CommunicationType; subject: string | null };

/** Read-side lookups the service needs (the read models answer them). */
export type CommunicationsDirectory = {
  application(companyId: string, applicationId: string): Promise<Recipient | null>;
  /** The candidate's latest application to the company (to `jobId` when given). */
  candidate(companyId: string, candidateId: string, jobId: string | null): Promise<Recipient | null>;
  hasJob(companyId: string, jobId: string): Promise<boolean>;
  communication(companyId: string, communicationId: string): Promise<Thread | null>;
  companyName(companyId: string): Promise<string | null>;
  /** Who wrote from this number (phone key); see docs/communications.md for the rule. */
  linkPhone(phoneKey: string): Promise<Links | null>;
  communicationIdByProviderId(providerMessageId: string): Promise<string | null>;
};

export type CommunicationsDeps = {
  store: AppEventStore;
  channels: Channels;
  directory: CommunicationsDirectory;
  clock: () => Date;
  newId: () => string;
  /** Starts the durable delivery of a queued message; never throws (a failure is logged by the caller's adapter). */
  startDelivery: (communicationId: string, attempt?: number) => Promise<void>;
  /** Appended to an e-mail a recruiter wrote: the links the candidate needs (not stored with the message). */
  emailFooter?: (message: { jobId: string | null }) => string;
};

export type CommunicationRequest = Omit<CommandContext, 'now'>;
