/** شاشة الإشعارات وشارة العنوان، ونصوص الإشعارات التي يشير إليها الخادم بمفاتيحها. */
export const notificationsAr = {
  notificationCenter: {
    title: 'الإشعارات',
    subtitle: 'إشعارات غير مقروءة: %{count}',
    badgeLabel: 'الإشعارات: %{count} غير مقروءة',
    badgeLabelNone: 'الإشعارات: لا يوجد غير مقروء',
    markAllRead: 'تعليم الكل كمقروء',
    searchPlaceholder: 'ابحث في الإشعارات',
    searchLabel: 'ابحث في العنوان والرسالة',
    readFilter: 'حالة القراءة',
    all: 'الكل',
    unread: 'غير مقروء',
    read: 'مقروء',
    categoryFilter: 'الفئة',
    allCategories: 'كل الفئات',
    category: {
      application: 'طلب توظيف',
      interview: 'مقابلة',
      candidate: 'مرشح',
      offer: 'عروض وظيفية',
      system: 'النظام',
    },
    type: { SUCCESS: 'نجاح', WARNING: 'تحذير', INFO: 'معلومة', ERROR: 'خطأ' },
    listLabel: 'قائمة الإشعارات',
    loadMore: 'عرض المزيد',
    loadingMore: 'جارٍ التحميل...',
    justNow: 'الآن',
    deleteLabel: 'حذف الإشعار: %{title}',
    selectOne: 'اختر إشعاراً لعرض التفاصيل',
    fields: {
      type: 'النوع',
      category: 'الفئة',
      time: 'الوقت',
      candidate: 'المرشح',
      position: 'الوظيفة',
      score: 'درجة السيرة الذاتية',
      applicationId: 'رقم الطلب',
    },
    viewDetails: 'عرض التفاصيل',
    delete: 'حذف',
    deleted: 'تم حذف الإشعار',
    deleteFailed: 'تعذّر حذف الإشعار. يرجى المحاولة مرة أخرى.',
    markFailed: 'تعذّر تحديث الإشعار. يرجى المحاولة مرة أخرى.',
    loading: 'جارٍ تحميل الإشعارات...',
    loadFailed: 'تعذّر جلب الإشعارات',
    retry: 'إعادة المحاولة',
    empty: 'لم يتم العثور على إشعارات',
  },
  notifications: {
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
    },
  },
};
