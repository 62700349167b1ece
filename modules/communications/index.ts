export { CommunicationError, communicationErrors } from './errors.ts';
export {
  callOutcomes,
  communicationEventTypes,
  communicationStatuses,
  communicationStreamName,
  communicationTypes,
  directions,
  evolveCommunication,
  initialCommunicationState,
  statusRank,
  type CalendarAttachment,
  type CallOutcome,
  type CommunicationEvent,
  type CommunicationState,
  type CommunicationStatus,
  type CommunicationType,
  type Contact,
  type DeliveryStatus,
  type Direction,
  type Links,
  type Origin,
  type Reason,
} from './communication/communication.ts';
export {
  communicationDecider,
  maxContentLength,
  MAX_DURATION_SECONDS,
  type CommunicationCommand,
} from './communication/decide.ts';
export { e164, phoneKey } from './phone.ts';
export {
  channelNames,
  TransientSendError,
  type Channel,
  type Channels,
  type OutboundMessage,
  type SendingType,
  type SendOutcome,
} from './channels/channel.ts';
export { calendarParts, emailMessageId, smtpChannel } from './channels/email.ts';
export { whatsappChannel, type WhatsAppOptions } from './channels/whatsapp.ts';
export { smsChannel, type SmsOptions } from './channels/sms.ts';
export { hubSignature, twilioSignature, verifyHubSignature, verifyTwilioSignature } from './channels/signatures.ts';
export {
  createCommunicationsService,
  type CommunicationsService,
  type InboundInput,
  type SendInput,
  systemMessageId,
  type SystemMessageInput,
} from './services/communications.ts';
export { emailFooter } from './services/email-footer.ts';
export type {
  CommunicationRequest,
  CommunicationsDeps,
  CommunicationsDirectory,
  Recipient,
  Thread,
} from './services/deps.ts';
export * from './personal-data.ts';
