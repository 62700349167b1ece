import type { Event } from '@tawzeef/shared';
import type { NoticeContext, NoticeKind } from '../notices/texts.ts';

/**
 * Whose consent a stream holds: a signed-in person, an anonymous application, or an anonymous visitor (the CV
 * teaser, an interview joined by link) known only by an id their browser made up for the visit.
 */
export type ConsentSubject = { kind: 'person' | 'application' | 'visitor'; id: string };

export type PrivacyNoticeAccepted = Event<
  'PrivacyNoticeAccepted',
  {
    subject: ConsentSubject;
    notice: NoticeKind;
    version: string;
    context: NoticeContext;
    acceptedAt: string;
  }
>;

export type ConsentEvent = PrivacyNoticeAccepted;

export type Acceptance = { notice: NoticeKind; version: string; context: NoticeContext; acceptedAt: string };

export type ConsentState = { subject: ConsentSubject | null; acceptances: Acceptance[] };

export const initialConsentState = (): ConsentState => ({ subject: null, acceptances: [] });

export function evolveConsent(state: ConsentState, event: ConsentEvent): ConsentState {
  switch (event.type) {
    case 'PrivacyNoticeAccepted': {
      const { subject, notice, version, context, acceptedAt } = event.data;
      return { subject, acceptances: [...state.acceptances, { notice, version, context, acceptedAt }] };
    }
    default:
      return state;
  }
}

/** One consent stream per subject; the ids are UUIDs, so kinds never collide. */
export const consentStreamId = (subject: ConsentSubject) => `consent-${subject.id}`;

/** The version of a notice last accepted, in any context; null when never. */
export function acceptedVersion(state: ConsentState, notice: NoticeKind): string | null {
  for (let i = state.acceptances.length - 1; i >= 0; i--) {
    if (state.acceptances[i]!.notice === notice) return state.acceptances[i]!.version;
  }
  return null;
}
