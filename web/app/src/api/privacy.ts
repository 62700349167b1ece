import { currentNoticeVersions, type AcceptedNotices, type NoticeContext } from '@tawzeef/privacy/rules';
import { api } from './client.ts';

/** The field a form sends when its person ticked the notices (a JSON string, so multipart forms carry it too). */
export const acceptedNoticesField = () => JSON.stringify(currentNoticeVersions);

const visitorKey = 'tawzeef.visitorId';

/** A random id for this visit (nothing personal), so an anonymous visitor's acceptance can be recorded. */
export function visitorId(): string {
  try {
    const known = sessionStorage.getItem(visitorKey);
    if (known) return known;
    const made = crypto.randomUUID();
    sessionStorage.setItem(visitorKey, made);
    return made;
  } catch {
    return crypto.randomUUID();
  }
}

export const privacyApi = {
  /** Records the acceptance where no other form carries it (the CV teaser, the interview room). */
  accept: (
    notices: Partial<AcceptedNotices>,
    context: Extract<NoticeContext, 'cv-teaser' | 'interview'>,
    signedIn: boolean,
  ) =>
    api('/api/privacy/consents', {
      body: { acceptedNotices: notices, context, ...(signedIn ? {} : { visitorId: visitorId() }) },
    }),
};
