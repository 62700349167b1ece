import { isolate } from '@tawzeef/shared';

/**
 * The notification texts in both languages, keyed like the web app's i18n keys. The web app holds the same texts
 * (its own catalogue); the server renders them for the search text and the e-mail digest.
 */
export const notificationTexts = {
  en: {
    'notifications.application.received.title': 'New application',
    'notifications.application.received.message': '{candidateName} applied for {jobTitle}',
    'notifications.analysis.completed.title': 'CV analysis completed',
    'notifications.analysis.completed.message': "{candidateName}'s CV for {jobTitle} scored {score}/100",
    'notifications.analysis.failed.title': 'CV analysis failed',
    'notifications.analysis.failed.message': "{candidateName}'s CV for {jobTitle} needs a manual review",
    'notifications.interview.scheduled.title': 'Interview scheduled',
    'notifications.interview.scheduled.message': '{candidateName} is scheduled for an interview for {jobTitle}',
    'notifications.interview.started.title': 'Interview started',
    'notifications.interview.started.message': "{candidateName}'s interview for {jobTitle} has started",
    'notifications.interview.completed.title': 'Interview completed',
    'notifications.interview.completed.message': '{candidateName} completed the interview for {jobTitle}',
    'notifications.offer.extended.title': 'Offer extended',
    'notifications.offer.extended.message': '{candidateName} received an offer for {jobTitle}',
    'notifications.offer.accepted.title': 'Candidate hired',
    'notifications.offer.accepted.message': '{candidateName} was hired for {jobTitle}',
    'notifications.candidate.withdrew.title': 'Application withdrawn',
    'notifications.candidate.withdrew.message': '{candidateName} withdrew the application for {jobTitle}',
    'notifications.candidate.mentioned.title': 'You were mentioned',
    'notifications.candidate.mentioned.message':
      "{authorName} mentioned you in a note on {candidateName}'s application for {jobTitle}",
    'notifications.system.jobExpired.title': 'Job expired',
    'notifications.system.jobExpired.message': '{jobTitle} passed its deadline and no longer accepts applications',
  },
  ar: {
    'notifications.application.received.title': 'طلب توظيف جديد',
    'notifications.application.received.message': 'تقدّم {candidateName} لوظيفة {jobTitle}',
    'notifications.analysis.completed.title': 'اكتمل تحليل السيرة الذاتية',
    'notifications.analysis.completed.message':
      'حصلت السيرة الذاتية لـ {candidateName} لوظيفة {jobTitle} على {score}/100',
    'notifications.analysis.failed.title': 'تعذّر تحليل السيرة الذاتية',
    'notifications.analysis.failed.message':
      'السيرة الذاتية لـ {candidateName} لوظيفة {jobTitle} تحتاج إلى مراجعة يدوية',
    'notifications.interview.scheduled.title': 'تمت جدولة مقابلة',
    'notifications.interview.scheduled.message': 'تمت جدولة مقابلة مع {candidateName} لوظيفة {jobTitle}',
    'notifications.interview.started.title': 'بدأت المقابلة',
    'notifications.interview.started.message': 'بدأت مقابلة {candidateName} لوظيفة {jobTitle}',
    'notifications.interview.completed.title': 'اكتملت المقابلة',
    'notifications.interview.completed.message': 'أكمل {candidateName} المقابلة لوظيفة {jobTitle}',
    'notifications.offer.extended.title': 'تم تقديم عرض',
    'notifications.offer.extended.message': 'تلقّى {candidateName} عرضًا لوظيفة {jobTitle}',
    'notifications.offer.accepted.title': 'تم توظيف مرشح',
    'notifications.offer.accepted.message': 'تم توظيف {candidateName} في وظيفة {jobTitle}',
    'notifications.candidate.withdrew.title': 'تم سحب طلب',
    'notifications.candidate.withdrew.message': 'سحب {candidateName} طلبه لوظيفة {jobTitle}',
    'notifications.candidate.mentioned.title': 'تمت الإشارة إليك',
    'notifications.candidate.mentioned.message':
      'أشار إليك {authorName} في ملاحظة على طلب {candidateName} لوظيفة {jobTitle}',
    'notifications.system.jobExpired.title': 'انتهت صلاحية وظيفة',
    'notifications.system.jobExpired.message': 'تجاوزت {jobTitle} موعدها النهائي ولم تعد تقبل طلبات',
  },
} as const;

export type NotificationLanguage = keyof typeof notificationTexts;
export type NotificationTextKey = keyof (typeof notificationTexts)['en'];

/** `isolated`: names and titles between Unicode isolate marks, for texts a person reads (e-mails), not for search. */
export function renderText(
  language: NotificationLanguage,
  key: string,
  params: Record<string, string | number>,
  { isolated = false }: { isolated?: boolean } = {},
): string {
  const template = (notificationTexts[language] as Record<string, string>)[key] ?? key;
  const value = (v: string | number) => (isolated && typeof v === 'string' ? isolate(v) : String(v));
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? value(params[name]!) : whole));
}
