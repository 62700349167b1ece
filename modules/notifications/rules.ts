/**
 * The notification rules a browser needs as well as the server: the notification texts in English and Arabic,
 * and the contact form's subjects.
 * Browser-safe: the files it reaches import nothing but each other (checked by `npm run boundaries` and
 * web/app/src/rules.unit.test.ts).
 */
export { notificationCategories, type NotificationCategory } from './categories.ts';
export { notificationTexts, type NotificationLanguage, type NotificationTexts } from './texts.ts';
export { contactSubjects, type ContactSubject } from './contact/contact.ts';
