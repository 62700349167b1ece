/**
 * The versioned privacy and AI-use notices, in English and Arabic: one source for the server (which refuses an
 * action unless the current versions were accepted) and the web app (which shows them). A change of meaning gets
 * a new version (the date it takes effect), so people who accepted an older one are asked again.
 */
export const noticeKinds = ['privacy', 'ai-use'] as const;
export type NoticeKind = (typeof noticeKinds)[number];

export const noticeContexts = ['sign-up', 'apply', 'cv-teaser', 'interview'] as const;
export type NoticeContext = (typeof noticeContexts)[number];

export type NoticeLanguage = 'en' | 'ar';
export type NoticeSection = { heading: string; body: string };
export type NoticeText = { title: string; summary: string; sections: NoticeSection[] };
export type Notice = { kind: NoticeKind; version: string } & Record<NoticeLanguage, NoticeText>;

const privacy: Notice = {
  kind: 'privacy',
  version: '2026-11-27',
  en: {
    title: 'Privacy notice',
    summary: 'What Tawzeef keeps about you, why, for how long, and your rights.',
    sections: [
      {
        heading: 'What we keep',
        body: 'Your account details (name, e-mail, phone), the CVs you upload, your applications and their answers, your AI interviews (transcript, and the recording when you use a camera or microphone), the messages companies send you, and the notices you accepted.',
      },
      {
        heading: 'Why',
        body: 'To let you apply for jobs and to let the companies you apply to assess your application. A company sees only the applications sent to it.',
      },
      {
        heading: 'How long',
        body: 'While your account is open. A company keeps an application it did not hire for as long as its retention period (24 months after the last activity unless it sets another), then it is erased.',
      },
      {
        heading: 'Your rights',
        body: 'You can see, download and erase your data, correct your profile, and ask a person to review any AI result about you. Write to us through the contact page.',
      },
    ],
  },
  ar: {
    title: 'إشعار الخصوصية',
    summary: 'ما تحفظه توظيف عنك، ولماذا، وإلى متى، وما حقوقك.',
    sections: [
      {
        heading: 'ما نحفظه',
        body: 'بيانات حسابك (الاسم والبريد الإلكتروني والهاتف)، والسير الذاتية التي ترفعها، وطلباتك وإجاباتها، ومقابلاتك مع الذكاء الاصطناعي (النص المكتوب، والتسجيل إن استخدمت الكاميرا أو الميكروفون)، والرسائل التي ترسلها إليك الشركات، والإشعارات التي قبلتها.',
      },
      {
        heading: 'لماذا',
        body: 'لتتمكن من التقدم إلى الوظائف، ولتتمكن الشركات التي تتقدم إليها من تقييم طلبك. لا ترى الشركة إلا الطلبات المرسلة إليها.',
      },
      {
        heading: 'إلى متى',
        body: 'ما دام حسابك مفتوحًا. تحتفظ الشركة بالطلب الذي لم توظّف صاحبه طوال مدة الاحتفاظ لديها (24 شهرًا بعد آخر نشاط ما لم تحدد غيرها)، ثم يُمحى.',
      },
      {
        heading: 'حقوقك',
        body: 'يمكنك الاطلاع على بياناتك وتنزيلها ومحوها، وتصحيح ملفك، وطلب مراجعة بشرية لأي نتيجة للذكاء الاصطناعي تخصك. راسلنا من صفحة التواصل.',
      },
    ],
  },
};

const aiUse: Notice = {
  kind: 'ai-use',
  version: '2026-11-27',
  en: {
    title: 'How Tawzeef uses AI',
    summary: 'Where AI is used on your application, and what it never does.',
    sections: [
      {
        heading: 'Where AI is used',
        body: 'CV analysis: an AI reads your CV and compares it with the job. AI interview: an AI interviewer asks the questions and scores your answers. Recommendations: an AI suggests jobs to you and a next step to the company.',
      },
      {
        heading: 'A person decides',
        body: 'Every decision on your application (shortlist, interview, offer, rejection) is taken by a person at the company. The AI never rejects anyone by itself; its results are advice, kept with the model and version that produced them.',
      },
      {
        heading: 'No emotion recognition',
        body: 'Tawzeef does not read emotions, facial expressions or tone of voice. The interview is scored on the transcript only: the words of your answers. Your voice is turned into text; the recording is kept for the company to watch, never scored.',
      },
      {
        heading: 'You can ask for a person instead',
        body: 'You can ask for a human review instead of the AI interview, and for a person to re-evaluate any AI result about you, from your application or through the contact page.',
      },
    ],
  },
  ar: {
    title: 'كيف تستخدم توظيف الذكاء الاصطناعي',
    summary: 'أين يُستخدم الذكاء الاصطناعي في طلبك، وما الذي لا يفعله أبدًا.',
    sections: [
      {
        heading: 'أين يُستخدم الذكاء الاصطناعي',
        body: 'تحليل السيرة الذاتية: يقرأ الذكاء الاصطناعي سيرتك ويقارنها بالوظيفة. المقابلة بالذكاء الاصطناعي: يطرح محاور آلي الأسئلة ويقيّم إجاباتك. التوصيات: يقترح الذكاء الاصطناعي عليك وظائف ويقترح على الشركة خطوة تالية.',
      },
      {
        heading: 'القرار لإنسان',
        body: 'كل قرار في طلبك (القائمة المختصرة، المقابلة، العرض، الرفض) يتخذه شخص في الشركة. لا يرفض الذكاء الاصطناعي أحدًا من تلقاء نفسه؛ نتائجه نصيحة تُحفظ مع النموذج والإصدار اللذين أنتجاها.',
      },
      {
        heading: 'لا تعرّف على المشاعر',
        body: 'لا تقرأ توظيف المشاعر ولا تعابير الوجه ولا نبرة الصوت. تُقيَّم المقابلة من النص المكتوب فقط: كلمات إجاباتك. يُحوَّل صوتك إلى نص؛ ويُحفظ التسجيل لتشاهده الشركة، ولا يُقيَّم أبدًا.',
      },
      {
        heading: 'يمكنك طلب إنسان بدلًا من ذلك',
        body: 'يمكنك طلب مراجعة بشرية بدلًا من المقابلة بالذكاء الاصطناعي، وطلب أن يعيد شخص تقييم أي نتيجة للذكاء الاصطناعي تخصك، من صفحة طلبك أو من صفحة التواصل.',
      },
    ],
  },
};

export const notices: Record<NoticeKind, Notice> = { privacy, 'ai-use': aiUse };

/** The versions a form sends back when its person ticks "I have read and accept". */
export type AcceptedNotices = { privacy: string; aiUse: string };

export const currentNoticeVersions: AcceptedNotices = { privacy: privacy.version, aiUse: aiUse.version };

/** The notices among `accepted` that are missing or not the current version. */
export function staleNotices(accepted: Partial<AcceptedNotices> | null | undefined): NoticeKind[] {
  const stale: NoticeKind[] = [];
  if (accepted?.privacy !== privacy.version) stale.push('privacy');
  if (accepted?.aiUse !== aiUse.version) stale.push('ai-use');
  return stale;
}

/** The refusal when an action needs the current notices accepted, in both languages. */
export const noticeNotAcceptedMessages: Record<NoticeLanguage, string> = {
  en: 'Please read and accept the privacy notice and the AI-use notice to continue.',
  ar: 'يُرجى قراءة إشعار الخصوصية وإشعار استخدام الذكاء الاصطناعي والموافقة عليهما للمتابعة.',
};

/** The refusal when the AI interview would start before the AI-use notice was accepted. */
export const aiUseNotAcceptedMessages: Record<NoticeLanguage, string> = {
  en: 'Please read and accept the AI-use notice before the AI interview starts.',
  ar: 'يُرجى قراءة إشعار استخدام الذكاء الاصطناعي والموافقة عليه قبل بدء المقابلة بالذكاء الاصطناعي.',
};
