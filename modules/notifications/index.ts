export { createNotificationsService } from './service.ts';
export type { NotificationsService, NotificationsServiceDeps, SendMail } from './service.ts';
export { inboxEventTypes, inboxStreamName } from './inbox/inbox.ts';
export type {
  InboxEvent,
  NotificationDeleted,
  NotificationMentionMailed,
  NotificationRead,
  NotificationsAllRead,
  NotificationWeeklyReportSent,
} from './inbox/inbox.ts';
export { decideInbox, type InboxCommand } from './inbox/decide.ts';
export { contactMail, contactStreamName, contactSubjects } from './contact/contact.ts';
export type { ContactEvent, ContactMessage, ContactSubject } from './contact/contact.ts';
export { notificationTexts, type NotificationLanguage, type NotificationTexts } from './texts.ts';
export * from './personal-data.ts';
