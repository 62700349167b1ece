import { biasAuditTexts } from '@tawzeef/oversight/rules';
/**
 * The optional self-identification form and the company's bias audit (issue #22). The audit's words and the form's
 * questions and answers come from @tawzeef/oversight/rules, where the server's PDF and CSV read them too.
 */
export const biasAuditEn = {
  selfId: {
    menu: 'Fair hiring (optional)',
    title: 'Help us check that hiring is fair',
    intro:
      'These questions are optional and separate from your applications. Companies never see your answers: they only see how many people of each group moved through each stage of their hiring, and only for groups of at least five. We use this to spot unfair outcomes.',
    security:
      'Your answers are encrypted and stored apart from your profile and applications. You can change or withdraw them at any time; withdrawing deletes them.',
    preferNot: biasAuditTexts.en.preferNot,
    question: biasAuditTexts.en.question,
    answer: biasAuditTexts.en.answer,
    save: 'Save my answers',
    saving: 'Saving…',
    saved: 'Your answers are saved.',
    savedAt: 'Last saved %{when}',
    none: 'You have not answered. That is fine: nothing about you is used.',
    withdraw: 'Withdraw my answers',
    withdrawTitle: 'Withdraw your answers?',
    withdrawBody: 'Your answers will be deleted. Your applications are not affected.',
    withdrawing: 'Withdrawing…',
    withdrawn: 'Your answers were deleted.',
    failed: 'This could not be loaded.',
    saveFailed: 'Your answers could not be saved. Please try again.',
    retry: 'Retry',
    offerTitle: 'One more thing, if you like',
    offer: 'Answer a few optional questions that help check hiring is fair. Companies never see your answers.',
    offerAction: 'Answer optional questions',
  },
  biasAudit: biasAuditTexts.en.report,
};
