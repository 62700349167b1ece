/** The privacy and AI-use notices' frame (their own texts live in @tawzeef/privacy/rules). */
export const noticesEn = {
  notices: {
    beforeTitle: 'Before we read your CV: how Tawzeef uses AI',
    beforeInterviewTitle: 'Before the interview: how Tawzeef uses AI',
    points: {
      where: 'AI analyses CVs, scores AI interviews and recommends jobs and next steps.',
      human: 'A person at the company takes every decision; the AI never rejects anyone by itself.',
      emotion: 'No emotion recognition: interviews are scored on the transcript only.',
      review: 'You can ask for a human review instead of the AI interview, or of any AI result.',
    },
    acceptBoth: 'I have read and accept the <privacy>privacy notice</privacy> and the <ai>AI-use notice</ai>.',
    acceptAiUse: 'I have read and accept the <ai>AI-use notice</ai>.',
    required: 'Please read and accept the privacy notice and the AI-use notice to continue.',
    requiredAiUse: 'Please read and accept the AI-use notice to continue.',
    version: 'Version %{version}',
    fullPage: 'Open the full page',
    close: 'Close',
    recordFailed: 'We could not record your acceptance. Please try again.',
    page: {
      english: 'English text',
      arabic: 'Arabic text',
    },
  },
};
