/** The interview report's own words, in the reader's language (the dashboard's wording for the same things). */
export type ReportLanguage = 'en' | 'ar';

type ReportTexts = {
  title: Record<'FIRST' | 'SECOND', string>;
  candidate: string;
  at: (job: string, company: string) => string;
  status: Record<string, string>;
  times: { scheduled: string; started: string; ended: string };
  score: string;
  notScored: string;
  insufficient: string;
  aiScore: (score: number) => string;
  recommended: string;
  recommendation: Record<string, string>;
  parts: Record<string, string>;
  analysis: string;
  evidence: string;
  none: string;
  transcript: (count: number) => string;
  speaker: Record<string, string>;
};

const en: ReportTexts = {
  title: { FIRST: 'First AI interview report', SECOND: 'Second AI interview report' },
  candidate: 'Candidate',
  at: (job, company) => `${job} at ${company}`,
  status: {
    SCHEDULED: 'Scheduled',
    IN_PROGRESS: 'In progress',
    COMPLETED: 'Completed',
    EXPIRED: 'Expired',
    CANCELLED: 'Cancelled',
  },
  times: { scheduled: 'Invited', started: 'Started', ended: 'Ended' },
  score: 'Score',
  notScored: 'Not scored yet.',
  insufficient: 'Insufficient evidence: no score was given.',
  aiScore: (score) => `AI score: ${score}/100`,
  recommended: 'Recommendation',
  recommendation: {
    SECOND_INTERVIEW: 'Second interview',
    OFFER: 'Offer',
    REJECT: 'Reject',
    INSUFFICIENT_EVIDENCE: 'Insufficient evidence',
  },
  parts: {
    coverage: 'Questions answered',
    depth: 'Depth of answers',
    skills: 'Job skills discussed',
    communication: 'Communication',
    prompt: "The job's own criteria",
  },
  analysis: 'AI analysis',
  evidence: 'Evidence from the transcript',
  none: 'None.',
  transcript: (count) =>
    `Transcript (${new Intl.PluralRules('en').select(count) === 'one' ? '1 line' : `${count} lines`})`,
  speaker: { AI_ASSISTANT: 'AI interviewer', CANDIDATE: 'Candidate', SYSTEM: 'System' },
};

const arabicLines = (count: number) => {
  switch (new Intl.PluralRules('ar').select(count)) {
    case 'zero':
      return 'لا أسطر';
    case 'one':
      return 'سطر واحد';
    case 'two':
      return 'سطران';
    case 'few':
      return `${count} أسطر`;
    default:
      return `${count} سطرًا`;
  }
};

const ar: ReportTexts = {
  title: { FIRST: 'تقرير مقابلة الذكاء الاصطناعي الأولى', SECOND: 'تقرير مقابلة الذكاء الاصطناعي الثانية' },
  candidate: 'المرشح',
  at: (job, company) => `${job} لدى ${company}`,
  status: {
    SCHEDULED: 'مجدولة',
    IN_PROGRESS: 'جارية',
    COMPLETED: 'مكتملة',
    EXPIRED: 'منتهية الصلاحية',
    CANCELLED: 'ملغاة',
  },
  times: { scheduled: 'تاريخ الدعوة', started: 'البدء', ended: 'الانتهاء' },
  score: 'التقييم',
  notScored: 'لم يتم التقييم بعد.',
  insufficient: 'لا توجد أدلة كافية للتقييم: لم تُمنح أي درجة.',
  aiScore: (score) => `تقييم الذكاء الاصطناعي: ${score}/100`,
  recommended: 'التوصية',
  recommendation: {
    SECOND_INTERVIEW: 'مقابلة ثانية',
    OFFER: 'عرض عمل',
    REJECT: 'رفض',
    INSUFFICIENT_EVIDENCE: 'أدلة غير كافية',
  },
  parts: {
    coverage: 'الأسئلة المُجاب عنها',
    depth: 'عمق الإجابات',
    skills: 'مهارات الوظيفة التي نوقشت',
    communication: 'التواصل',
    prompt: 'معايير الوظيفة الخاصة',
  },
  analysis: 'تحليل الذكاء الاصطناعي',
  evidence: 'أدلة من النص',
  none: 'لا يوجد.',
  transcript: (count) => `نص المقابلة (${arabicLines(count)})`,
  speaker: { AI_ASSISTANT: 'المحاور الآلي', CANDIDATE: 'المرشح', SYSTEM: 'النظام' },
};

export const reportTexts: Record<ReportLanguage, ReportTexts> = { en, ar };
