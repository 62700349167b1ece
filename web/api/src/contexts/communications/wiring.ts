import {
  createCommunicationsService,
  e164,
  emailFooter,
  phoneKey,
  smsChannel,
  smtpChannel,
  whatsappChannel,
  type Channels,
  type CommunicationsDirectory,
  type CommunicationType,
  type CommunicationsService,
  type Recipient,
} from '@tawzeef/communications';
import type { ApplicationContact, ReadModelQueries } from '@tawzeef/read-models';
import type { AppEventStore } from '@tawzeef/shared';
import type { AppConfig } from '../../config.ts';

/** The channel ports from the environment; an unset channel records its messages as FAILED with the reason. */
export function channelsFromConfig(config: AppConfig): Channels {
  return {
    EMAIL: smtpChannel({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }),
    WHATSAPP: whatsappChannel({
      apiUrl: config.WHATSAPP_API_URL,
      token: config.WHATSAPP_TOKEN,
      phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID,
    }),
    SMS: smsChannel({
      apiUrl: config.SMS_API_URL,
      accountSid: config.SMS_ACCOUNT_SID,
      authToken: config.SMS_AUTH_TOKEN,
      from: config.SMS_FROM,
      statusCallbackUrl: (id) =>
        `${config.publicUrl.replace(/\/+$/, '')}/api/webhooks/sms?communicationId=${encodeURIComponent(id)}`,
    }),
  };
}

const recipientOf = (row: ApplicationContact): Recipient => ({
  companyId: row.companyId,
  candidateId: row.candidateId,
  applicationId: row.applicationId,
  jobId: row.jobId,
  contact: {
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email || null,
    phone: e164(phoneKey(row.phone, row.countryCode)),
  },
});

/** The service's read-side lookups over the read models. */
export function communicationsDirectory(queries: ReadModelQueries): CommunicationsDirectory {
  const q = queries.communications;
  return {
    application: async (companyId, applicationId) => {
      const row = await q.application(companyId, applicationId);
      return row ? recipientOf(row) : null;
    },
    candidate: async (companyId, candidateId, jobId) => {
      const row = await q.candidate(companyId, candidateId, jobId);
      return row ? recipientOf(row) : null;
    },
    hasJob: q.hasJob,
    companyName: q.companyName,
    communicationIdByProviderId: q.idByProviderId,
    communication: async (companyId, communicationId) => {
      const row = await q.one(companyId, communicationId);
      if (!row?.companyId) return null;
      return {
        companyId: row.companyId,
        candidateId: row.candidateId,
        applicationId: row.applicationId,
        jobId: row.jobId,
        type: row.type as CommunicationType,
        subject: row.subject,
        contact: { firstName: row.firstName, lastName: row.lastName, email: row.email, phone: row.phone },
      };
    },
    // The conversation this number last had with a company, else the number's latest application.
    linkPhone: async (key) => {
      const last = await q.latestByPhone(key);
      if (last?.companyId) {
        return {
          companyId: last.companyId,
          candidateId: last.candidateId,
          applicationId: last.applicationId,
          jobId: last.jobId,
          contact: { firstName: last.firstName, lastName: last.lastName, email: last.email, phone: last.phone },
        };
      }
      const candidates = await q.applicationsByPhoneTail(key.slice(-8));
      const match = candidates.find((row) => phoneKey(row.phone, row.countryCode) === key);
      return match ? recipientOf(match) : null;
    },
  };
}

export function communicationsService(deps: {
  store: AppEventStore;
  queries: ReadModelQueries;
  config: AppConfig;
  clock: () => Date;
  newId: () => string;
  startDelivery: (communicationId: string, attempt?: number) => Promise<void>;
}): CommunicationsService {
  return createCommunicationsService({
    store: deps.store,
    channels: channelsFromConfig(deps.config),
    directory: communicationsDirectory(deps.queries),
    clock: deps.clock,
    newId: deps.newId,
    startDelivery: deps.startDelivery,
    emailFooter: emailFooter(deps.config.publicUrl),
  });
}
