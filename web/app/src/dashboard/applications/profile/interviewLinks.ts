import type { Interview } from '../../../api/interviews.ts';

const enc = encodeURIComponent;

/** The recording the API streams to the interview's company (or the link the interview carries). */
export const recordingUrl = (interview: Interview) =>
  interview.videoLink ?? `/api/interviews/${enc(interview.id)}/recording`;

/** The PDF report in the reader's language, with dates in the reader's time zone. */
export function reportUrl(interview: Interview, language: string) {
  const base = interview.reportUrl ?? `/api/interviews/${enc(interview.id)}/report.pdf`;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return `${base}?${new URLSearchParams({ lang: language === 'ar' ? 'ar' : 'en', tz: zone })}`;
}
