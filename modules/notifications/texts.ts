/**
 * The notification texts in both languages, in the web app's catalogue shape (`notifications.<kind>.title` and
 * `.message`, `%{name}` placeholders). The web app's i18n catalogues take them from here; the server renders them
 * for the notifications' search text, the e-mail digest and the mention e-mails.
 */
type Text = { title: string; message: string };
export type NotificationTexts = {
  application: { received: Text };
  analysis: { completed: Text; failed: Text };
  interview: { scheduled: Text; started: Text; completed: Text };
  offer: { extended: Text; accepted: Text };
  candidate: { withdrew: Text; mentioned: Text };
  /** retentionDue: some applications will be erased at the end of the company's retention period (issue #22). */
  system: { jobExpired: Text; retentionDue: Text };
  /** A candidate asks for a person instead of the AI (issue #22). */
  review: { insteadOfAi: Text; reevaluation: Text };
};
export type NotificationLanguage = 'en' | 'ar';

export const notificationTexts: Record<NotificationLanguage, NotificationTexts> = {
  en: {
    application: {
      received: { title: 'New application', message: '%{candidateName} applied for %{jobTitle}' },
    },
    analysis: {
      completed: {
        title: 'CV analysis completed',
        message: "%{candidateName}'s CV for %{jobTitle} scored %{score}/100",
      },
      failed: { title: 'CV analysis failed', message: "%{candidateName}'s CV for %{jobTitle} needs a manual review" },
    },
    interview: {
      scheduled: {
        title: 'Interview scheduled',
        message: '%{candidateName} is scheduled for an interview for %{jobTitle}',
      },
      started: { title: 'Interview started', message: "%{candidateName}'s interview for %{jobTitle} has started" },
      completed: {
        title: 'Interview completed',
        message: '%{candidateName} completed the interview for %{jobTitle}',
      },
    },
    offer: {
      extended: { title: 'Offer extended', message: '%{candidateName} received an offer for %{jobTitle}' },
      accepted: { title: 'Candidate hired', message: '%{candidateName} was hired for %{jobTitle}' },
    },
    candidate: {
      withdrew: {
        title: 'Application withdrawn',
        message: '%{candidateName} withdrew the application for %{jobTitle}',
      },
      mentioned: {
        title: 'You were mentioned',
        message: "%{authorName} mentioned you in a note on %{candidateName}'s application for %{jobTitle}",
      },
    },
    system: {
      jobExpired: {
        title: 'Job expired',
        message: '%{jobTitle} passed its deadline and no longer accepts applications',
      },
      retentionDue: {
        title: 'Applications due for erasure',
        message:
          '%{count} application(s) from candidates you did not hire will be erased on %{eraseOn}, at the end of their retention period. Put one on legal hold to keep it',
      },
    },
    review: {
      insteadOfAi: {
        title: 'Human review requested',
        message: '%{candidateName} asks for a person instead of the AI interview for %{jobTitle}',
      },
      reevaluation: {
        title: 'Re-evaluation requested',
        message: '%{candidateName} asks a person to re-evaluate an AI result for %{jobTitle}',
      },
    },
  },
  ar: {
    application: {
      received: { title: 'طلب توظيف جديد', message: 'تقدّم %{candidateName} لوظيفة %{jobTitle}' },
    },
    analysis: {
      completed: {
        title: 'اكتمل تحليل السيرة الذاتية',
        message: 'حصلت السيرة الذاتية لـ %{candidateName} لوظيفة %{jobTitle} على %{score}/100',
      },
      failed: {
        title: 'تعذّر تحليل السيرة الذاتية',
        message: 'السيرة الذاتية لـ %{candidateName} لوظيفة %{jobTitle} تحتاج إلى مراجعة يدوية',
      },
    },
    interview: {
      scheduled: { title: 'تمت جدولة مقابلة', message: 'تمت جدولة مقابلة مع %{candidateName} لوظيفة %{jobTitle}' },
      started: { title: 'بدأت المقابلة', message: 'بدأت مقابلة %{candidateName} لوظيفة %{jobTitle}' },
      completed: { title: 'اكتملت المقابلة', message: 'أكمل %{candidateName} المقابلة لوظيفة %{jobTitle}' },
    },
    offer: {
      extended: { title: 'تم تقديم عرض', message: 'تلقّى %{candidateName} عرضًا لوظيفة %{jobTitle}' },
      accepted: { title: 'تم توظيف مرشح', message: 'تم توظيف %{candidateName} في وظيفة %{jobTitle}' },
    },
    candidate: {
      withdrew: { title: 'تم سحب طلب', message: 'سحب %{candidateName} طلبه لوظيفة %{jobTitle}' },
      mentioned: {
        title: 'تمت الإشارة إليك',
        message: 'أشار إليك %{authorName} في ملاحظة على طلب %{candidateName} لوظيفة %{jobTitle}',
      },
    },
    system: {
      jobExpired: {
        title: 'انتهت صلاحية وظيفة',
        message: 'تجاوزت %{jobTitle} موعدها النهائي ولم تعد تقبل طلبات',
      },
      retentionDue: {
        title: 'طلبات ستُحذف قريبًا',
        message:
          'سيُحذف %{count} من طلبات مرشحين لم توظفوهم في %{eraseOn} عند انتهاء مدة الاحتفاظ. ضع الطلب تحت الحجز القانوني للاحتفاظ به',
      },
    },
    review: {
      insteadOfAi: {
        title: 'طلب مراجعة بشرية',
        message: 'يطلب %{candidateName} مقابلة مع شخص بدلًا من مقابلة الذكاء الاصطناعي لوظيفة %{jobTitle}',
      },
      reevaluation: {
        title: 'طلب إعادة تقييم',
        message: 'يطلب %{candidateName} أن يعيد شخص تقييم نتيجة للذكاء الاصطناعي لوظيفة %{jobTitle}',
      },
    },
  },
};
