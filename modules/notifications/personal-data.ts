import { NO_PERSONAL_DATA, subjectAt, classifyPersonalData } from '@tawzeef/shared';
import type { ContactEvent } from './contact/contact.ts';
import type { InboxEvent } from './inbox/inbox.ts';

/**
 * A contact-form message is its sender's (no account: sealed with the message's id). The inbox marks hold ids,
 * days and counts only; `to` of a delivery is the platform's own contact address.
 */
export const notificationsPersonalData = classifyPersonalData<(ContactEvent | InboxEvent)['type']>()({
  ContactMessageReceived: { subject: subjectAt('messageId'), fields: ['name', 'email', 'company', 'message'] },
  ContactMessageDelivered: NO_PERSONAL_DATA,
  ContactMessageDeliveryFailed: NO_PERSONAL_DATA,
  NotificationRead: NO_PERSONAL_DATA,
  NotificationsAllRead: NO_PERSONAL_DATA,
  NotificationDeleted: NO_PERSONAL_DATA,
  NotificationDigestSent: NO_PERSONAL_DATA,
  NotificationMentionMailed: NO_PERSONAL_DATA,
  NotificationWeeklyReportSent: NO_PERSONAL_DATA,
});
