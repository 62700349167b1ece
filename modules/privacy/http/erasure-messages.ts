/** The erasure routes' refusals, in the reader's language (the web app has the same under apiErrors.ERASURE_*). */
export const erasureMessages = {
  confirmMissing: {
    en: 'Enter your password and confirm that you want your account and data erased.',
    ar: 'أدخل كلمة المرور وأكّد أنك تريد مسح حسابك وبياناتك.',
  },
  confirmLink: {
    en: "Confirm that you want this application's personal data erased.",
    ar: 'أكّد أنك تريد مسح البيانات الشخصية لهذا الطلب.',
  },
  wrongPassword: {
    en: 'That password is not correct. Nothing was erased.',
    ar: 'كلمة المرور غير صحيحة. لم يُمسح شيء.',
  },
  failed: {
    en: 'We could not erase your data just now. Nothing is lost: try again in a moment.',
    ar: 'تعذّر مسح بياناتك الآن. لم يضِع شيء: حاول مرة أخرى بعد قليل.',
  },
  linkInvalid: {
    en: 'This link is not valid or has expired. Ask for a new one.',
    ar: 'هذا الرابط غير صالح أو انتهت مدته. اطلب رابطًا جديدًا.',
  },
  linkUsed: {
    en: 'This link was already used to erase the data. It opens nothing more.',
    ar: 'استُخدم هذا الرابط لمسح البيانات من قبل، ولم يعد يفتح شيئًا.',
  },
  rateLimited: {
    en: (seconds: number) => `Too many requests. Try again in ${seconds} seconds.`,
    ar: (seconds: number) => `طلبات كثيرة جدًا. حاول مرة أخرى بعد ${seconds} ثانية.`,
  },
} as const;
