/** What the candidate is told of the company's answer: never the verdict, the internal note or who answered. */
export type ReviewOutcome =
  | { type: 'AcceptHumanReview'; noteToCandidate: string | null }
  | { type: 'DeclineHumanReview'; reason: string }
  | { type: 'CompleteHumanReevaluation'; noteToCandidate: string };

const texts = {
  en: {
    subject: 'The answer to your request for a person',
    AcceptHumanReview:
      'Your request for a person instead of the AI interview was accepted. The AI interview will not take place; the company will arrange an interview with people.',
    DeclineHumanReview:
      'Your request for a person instead of the AI interview was declined. The reason the company gave:',
    CompleteHumanReevaluation:
      'A person at the company has re-evaluated the AI result you asked about. Their note to you:',
    note: 'Their note to you:',
    see: 'See it on your application:',
  },
  ar: {
    subject: 'الرد على طلبك مراجعة بشرية',
    AcceptHumanReview:
      'قُبل طلبك أن يجري المقابلة شخص بدلًا من الذكاء الاصطناعي. لن تُجرى المقابلة بالذكاء الاصطناعي، وستحدد الشركة موعد مقابلة مع أشخاص.',
    DeclineHumanReview: 'رُفض طلبك أن يجري المقابلة شخص بدلًا من الذكاء الاصطناعي. السبب الذي ذكرته الشركة:',
    CompleteHumanReevaluation: 'أعاد شخص في الشركة تقييم نتيجة الذكاء الاصطناعي التي سألت عنها. ملاحظته لك:',
    note: 'ملاحظة الشركة لك:',
    see: 'اطّلع عليه في صفحة طلبك:',
  },
} as const;

/** The e-mail telling the candidate the outcome, in English then Arabic (the address's language is not known). */
export function reviewOutcomeMail(
  outcome: ReviewOutcome,
  applicationUrl: string,
): { subject: string; content: string } {
  const note = 'reason' in outcome ? outcome.reason : outcome.noteToCandidate;
  const part = (lang: 'en' | 'ar') => {
    const t = texts[lang];
    const lines: string[] = [t[outcome.type]];
    if (note) {
      if (outcome.type === 'AcceptHumanReview') lines.push(t.note);
      lines.push(note);
    }
    lines.push(t.see, applicationUrl);
    return lines.join('\n');
  };
  return { subject: `${texts.en.subject} | ${texts.ar.subject}`, content: `${part('en')}\n\n${part('ar')}` };
}
