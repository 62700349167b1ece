import { NO_PERSONAL_DATA, subjectAt, classifyPersonalData } from '@tawzeef/shared';
import type { CommunicationEvent } from './communication/communication.ts';

/** A message about an application is that application's; else the candidate's own; else its own key. */
const about = subjectAt('applicationId', 'candidateId', 'communicationId');
const contact = ['contact.firstName', 'contact.lastName', 'contact.email', 'contact.phone'];

/**
 * Communications' personal data: the message (subject, body, the calendar invitation with the people's names and
 * addresses), the call notes and the candidate's contact details as they were. Delivery facts stay readable.
 */
export const communicationsPersonalData = classifyPersonalData<CommunicationEvent['type']>()({
  CommunicationQueued: { subject: about, fields: ['subject', 'content', 'calendar.content', ...contact] },
  CommunicationSent: NO_PERSONAL_DATA,
  CommunicationDelivered: NO_PERSONAL_DATA,
  CommunicationRead: NO_PERSONAL_DATA,
  CommunicationFailed: NO_PERSONAL_DATA,
  CommunicationRequeued: NO_PERSONAL_DATA,
  CommunicationReceived: { subject: about, fields: ['subject', 'content', ...contact] },
  PhoneCallLogged: { subject: about, fields: ['notes', 'content', ...contact] },
  CommunicationArchived: NO_PERSONAL_DATA,
  CommunicationUnarchived: NO_PERSONAL_DATA,
});
