import { interviewAr } from './ar/interview.ts';
import { humanInterviewsAr } from './ar/humanInterviews.ts';
import { reviewRequestsAr } from './ar/reviewRequests.ts';
import { candidateApplicationsAr } from './ar/candidateApplications.ts';
import { communicationsAr } from './ar/communications.ts';
import { notificationsAr } from './ar/notifications.ts';
import { analyticsAr } from './ar/analytics.ts';
import { contactAr } from './ar/contact.ts';
import { noticesAr } from './ar/notices.ts';
import { candidateApplyAr } from './ar/candidateApply.ts';
import { candidateCvAr } from './ar/candidateCv.ts';
import { applicationsCompanyAr } from './ar/applications-company.ts';
import { decisionLogAr } from './ar/decisionLog.ts';
import { biasAuditAr } from './ar/biasAudit.ts';
import { myDataAr } from './ar/myData.ts';
import { erasureAr } from './ar/erasure.ts';
import { retentionAr } from './ar/retention.ts';
import { companyJobsAr } from './ar/companyJobs.ts';
import { jobsAr } from './ar/jobs.ts';
import { accountAr } from './ar/account.ts';
import { candidateAr } from './ar/candidate.ts';
import { companyAr } from './ar/company.ts';
import { countriesAr } from './ar/countries.ts';
import { profileAr } from './ar/profile.ts';
import type { Messages } from './en.ts';

export const ar: Messages = {
  ...interviewAr,
  ...humanInterviewsAr,
  ...reviewRequestsAr,
  ...communicationsAr,
  ...notificationsAr,
  ...analyticsAr,
  ...contactAr,
  ...noticesAr,
  ...accountAr,
  ...companyAr,
  ...profileAr,
  ...candidateAr,
  ...candidateCvAr,
  ...candidateApplyAr,
  ...candidateApplicationsAr,
  ...countriesAr,
  ...jobsAr,
  ...companyJobsAr,
  ...applicationsCompanyAr,
  ...decisionLogAr,
  ...biasAuditAr,
  ...myDataAr,
  ...erasureAr,
  ...retentionAr,
  brand: {
    name: 'توظيف',
    tagline: 'وظائف وتوظيف بمساعدة الذكاء الاصطناعي في الشرق الأوسط',
    home: 'الصفحة الرئيسية لتوظيف',
  },
  nav: {
    label: 'التنقل الرئيسي',
    home: 'الرئيسية',
    jobs: 'الوظائف',
    employers: 'أصحاب العمل',
    about: 'من نحن',
    contact: 'اتصل بنا',
    signIn: 'تسجيل الدخول',
    openMenu: 'فتح القائمة',
    closeMenu: 'إغلاق القائمة',
    menu: 'القائمة',
  },
  language: {
    switchTo: 'English',
    switchToLabel: 'التبديل إلى الإنجليزية',
  },
  a11y: {
    skipToContent: 'الانتقال إلى المحتوى الرئيسي',
  },
  footer: {
    about:
      'توظيف يربط الباحثين عن عمل بالشركات في أنحاء الشرق الأوسط، مع ذكاء اصطناعي يحلل السير الذاتية ويجري المقابلات الأولى.',
    candidates: 'للمرشحين',
    employers: 'للشركات',
    company: 'توظيف',
    browseJobs: 'تصفح الوظائف',
    howItWorks: 'كيف يعمل',
    hireWithUs: 'وظّف مع توظيف',
    signIn: 'تسجيل الدخول',
    contact: 'تواصل معنا',
    rights: '© %{year} توظيف. جميع الحقوق محفوظة.',
  },
  cookies: {
    label: 'إشعار ملفات تعريف الارتباط',
    message: 'نستخدم ملفات تعريف الارتباط والتخزين المحلي لإبقائك مسجلاً للدخول وتذكّر لغتك وفهم طريقة استخدام الموقع.',
    accept: 'قبول',
    decline: 'رفض',
    close: 'إغلاق',
  },
  errors: {
    notFound: 'تعذّر العثور على هذه الصفحة.',
    badRequest: 'طلب غير صالح',
    pageNotFound: 'تعذّر العثور على هذه الصفحة',
    methodNotAllowed: 'الطريقة غير مسموح بها',
    internalServerError: 'خطأ داخلي في الخادم',
    unexpected: 'حدث خطأ غير متوقع',
    backHome: 'العودة إلى الصفحة الرئيسية',
  },
  landing: {
    title: 'توظيف: وظائف وتوظيف بمساعدة الذكاء الاصطناعي في الشرق الأوسط',
    hero: {
      eyebrow: 'وظائف في السعودية وقطر والأردن والإمارات وغيرها',
      title: 'اعثر على وظيفتك القادمة في الشرق الأوسط',
      subtitle:
        'تصفّح الوظائف الشاغرة لدى شركات من أنحاء المنطقة، وقدّم طلبك خلال دقائق بحساب أو من دونه، واحصل على تحليل تلقائي لسيرتك الذاتية مع كل طلب.',
      browseJobs: 'تصفح الوظائف',
      forEmployers: 'لأصحاب العمل',
    },
    featured: {
      title: 'وظائف مميزة',
      subtitle: 'فرص مختارة لدى شركات توظّف الآن.',
      loading: 'جارٍ تحميل الوظائف المميزة',
      error: 'تعذّر تحميل الوظائف المميزة من الخادم',
      tryAgain: 'حاول مرة أخرى',
      empty: 'لا توجد وظائف مميزة حالياً',
      viewAll: 'عرض جميع الوظائف',
    },
    features: {
      title: 'لماذا يستخدم المرشحون توظيف',
      analysisTitle: 'تحليل تلقائي للسيرة الذاتية',
      analysisBody:
        'يحصل كل طلب على تحليل بالذكاء الاصطناعي لمدى توافق سيرتك الذاتية مع الوظيفة، لتعرف نقاط قوتك والمهارات التي تحتاج إلى تطويرها.',
      interviewTitle: 'مقابلات مباشرة بالذكاء الاصطناعي',
      interviewBody:
        'بعد التقديم بوقت قصير قد تُدعى إلى مقابلة فيديو مباشرة مع محاور يعمل بالذكاء الاصطناعي، من متصفحك مباشرة.',
      applyTitle: 'قدّم بالطريقة التي تناسبك',
      applyBody:
        'قدّم بسيرة ذاتية بصيغة PDF من دون حساب، أو أنشئ حساباً لحفظ الوظائف والاحتفاظ بسيرك الذاتية ومتابعة كل طلباتك.',
    },
  },
  teaser: {
    title: 'اكتشف ما تقوله سيرتك الذاتية عنك',
    subtitle: 'ارفع سيرتك الذاتية وسنستخرج منها مسماك الوظيفي الحالي وسنوات خبرتك وأبرز مهاراتك.',
    dropZone: 'اسحب سيرتك الذاتية وأفلتها هنا، أو اختر ملفاً',
    dropZoneActive: 'أفلت سيرتك الذاتية لرفعها',
    choose: 'اختر ملفاً',
    hint: 'يدعم ملفات PDF (بحد أقصى 10 ميغابايت)',
    invalidType: 'يرجى رفع ملف بصيغة PDF أو DOC أو DOCX.',
    analyzing: 'جارٍ تحليل سيرتك الذاتية...',
    failedTitle: 'فشل الرفع',
    uploadFailed: 'فشل الرفع: %{status}',
    uploadError: 'حدث خطأ أثناء رفع السيرة الذاتية: %{message}',
    tryAgain: 'حاول مرة أخرى',
    thanks: 'شكراً لك يا %{name}!',
    thanksAnonymous: 'شكراً لك!',
    summary: 'إليك ما وجدناه في سيرتك الذاتية.',
    currentRole: 'المسمى الوظيفي الحالي',
    experience: 'سنوات الخبرة',
    keySkills: 'أبرز المهارات',
    notDetected: 'غير محدد',
    uploadDifferent: 'رفع سيرة ذاتية أخرى',
  },

  about: {
    title: 'عن توظيف',
    eyebrow: 'للمرشحين',
    heading: 'طريقة أعدل وأسرع للحصول على وظيفة في الشرق الأوسط',
    lead: 'توظيف منصة توظيف للباحثين عن عمل والشركات في أنحاء المنطقة. إليك ما تقدمه لك بصفتك مرشحاً.',
    stepsTitle: 'كيف تعمل المنصة من أجلك',
    findTitle: 'اعثر على الوظائف المناسبة',
    findBody:
      'ابحث في الوظائف حسب المسمى أو الشركة أو المهارات، وصفِّها حسب نوع الوظيفة والموقع والراتب والخبرة والقطاع، واحفظ ما يعجبك للرجوع إليه لاحقاً.',
    applyTitle: 'قدّم خلال دقائق',
    applyBody:
      'قدّم بحسابك وسيرك الذاتية المحفوظة، أو من دون حساب برفع سيرة ذاتية بصيغة PDF لا يتجاوز حجمها 10 ميغابايت.',
    analysisTitle: 'اعرف موقعك',
    analysisBody:
      'يحصل كل طلب على تحليل تلقائي لسيرتك الذاتية مع درجة توافق والمهارات المتوفرة لديك والناقصة. وتعرض لوحة التحكم حالة كل طلب.',
    interviewTitle: 'أجرِ المقابلة من أي مكان',
    interviewBody:
      'يُدعى المرشحون المؤهلون إلى مقابلة فيديو مباشرة مع الذكاء الاصطناعي تعمل في المتصفح، من دون سفر ولا مراسلات لتحديد المواعيد.',
    cvTitle: 'سيرتك الذاتية بيدك',
    cvBody: 'احتفظ بأكثر من سيرة ذاتية واختر السيرة النشطة منها. لا يرى أصحاب العمل إلا سيرتك الذاتية النشطة.',
    regionTitle: 'صُممت للمنطقة',
    regionBody:
      'تعمل توظيف باللغتين العربية والإنجليزية، وتعرض وظائف في السعودية وقطر والأردن والإمارات والكويت والبحرين وعُمان والدول المجاورة.',
    browseJobs: 'تصفح الوظائف',
    signUp: 'أنشئ حساباً',
  },
  employers: {
    title: 'توظيف لأصحاب العمل',
    eyebrow: 'للشركات',
    heading: 'وظّف أسرع بمساعدة الذكاء الاصطناعي',
    lead: 'تمنح توظيف فريق التوظيف لديك مكاناً واحداً لنشر الوظائف وفرز المتقدمين وإجراء المقابلات. يتولى الذكاء الاصطناعي الخطوات الأولى المتكررة، ليتفرغ فريقك لاتخاذ القرارات.',
    featuresTitle: 'ما يحصل عليه فريقك',
    wizardTitle: 'إعلانات وظائف أفضل',
    wizardBody:
      'يساعدك معالج إنشاء الوظائف خطوة بخطوة على وصف الدور. ويصوغ الذكاء الاصطناعي النص ويعيد كتابته ويُعدّ التعليمات التي توجّه الفرز والمقابلات.',
    analysisTitle: 'تحليل كل سيرة ذاتية',
    analysisBody: 'يحصل كل طلب على درجة من 0 إلى 100 مقارنة بمتطلبات وظيفتك، مع ملخص منظم للمهارات المتوفرة والناقصة.',
    interviewTitle: 'مقابلات بالذكاء الاصطناعي على مرحلتين',
    interviewBody:
      'يجري المرشحون مقابلات فيديو مباشرة مع الذكاء الاصطناعي بالعربية أو الإنجليزية، وتراجع أنت النتائج والنص المكتوب والتسجيل.',
    pipelineTitle: 'مسار توظيف واحد للفريق',
    pipelineBody: 'تابع كل متقدم من تقديم الطلب حتى العرض والتعيين، وأضف الملاحظات، وانقل المرشحين دفعة واحدة.',
    messagesTitle: 'كل المحادثات في مكان واحد',
    messagesBody: 'تُحفظ رسائل البريد الإلكتروني وواتساب والمكالمات والرسائل النصية مع المرشحين معاً في مركز التواصل.',
    teamTitle: 'أحضر فريقك',
    teamBody: 'أنشئ مساحة عمل شركتك وادعُ زملاءك برابط دعوة، ليعمل الجميع على مسار التوظيف نفسه.',
    startTitle: 'البدء',
    startStep1: 'أنشئ حساباً للشركة.',
    startStep2: 'أعدّ الملف التعريفي لشركتك، أو انضم إلى شركتك برمز دعوة.',
    startStep3: 'انشر وظيفتك الأولى وابدأ باستقبال الطلبات.',
    signUp: 'أنشئ حساباً للشركة',
    signIn: 'تسجيل الدخول',
  },
  dashboard: {
    title: 'توظيف للشركات',
    loading: 'جارٍ تحميل لوحة التحكم...',
    loadError: 'تعذّر تحميل لوحة التحكم.',
    retry: 'حاول مرة أخرى',
    backToSite: 'العودة إلى الموقع',
    notFoundTitle: 'الصفحة غير موجودة',
    notFoundBody: 'إما أنك كتبت عنواناً خاطئاً، أو اتبعت رابطاً غير صالح.',
    goBack: 'رجوع',
    home: 'الصفحة الرئيسية للوحة التحكم',
  },
};
