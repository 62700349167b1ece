import type { Decider } from '@tawzeef/shared';
import { noticeKinds, notices, type NoticeContext, type NoticeKind } from '../notices/texts.ts';
import {
  evolveConsent,
  initialConsentState,
  type ConsentEvent,
  type ConsentState,
  type ConsentSubject,
} from './consent.ts';

export type AcceptNotices = {
  type: 'AcceptNotices';
  subject: ConsentSubject;
  /** The version of each notice the person was shown and accepted. */
  accepted: Partial<Record<NoticeKind, string>>;
  context: NoticeContext;
  now: Date;
};

export type ConsentCommand = AcceptNotices;

export class ConsentError extends Error {
  constructor(
    readonly code: 'PRIVACY.NOTICE_NOT_ACCEPTED' | 'PRIVACY.NOTICE_VERSION_NOT_CURRENT' | 'PRIVACY.SUBJECT_MISMATCH',
    message: string,
  ) {
    super(message);
    this.name = 'ConsentError';
  }
}

/**
 * Only the current version of a notice can be accepted (an old page cannot record consent to a text that no
 * longer applies). Accepting again in the same context records nothing new; another context is a new fact
 * (shown again before an interview).
 */
export function decideConsent(command: ConsentCommand, state: ConsentState): ConsentEvent[] {
  if (state.subject && (state.subject.id !== command.subject.id || state.subject.kind !== command.subject.kind)) {
    throw new ConsentError('PRIVACY.SUBJECT_MISMATCH', 'This consent record belongs to someone else.');
  }
  const kinds = noticeKinds.filter((kind) => command.accepted[kind] !== undefined);
  if (kinds.length === 0) throw new ConsentError('PRIVACY.NOTICE_NOT_ACCEPTED', 'No notice was accepted.');
  for (const kind of kinds) {
    if (command.accepted[kind] !== notices[kind].version) {
      throw new ConsentError(
        'PRIVACY.NOTICE_VERSION_NOT_CURRENT',
        `The ${kind} notice has changed (now version ${notices[kind].version}); read it again.`,
      );
    }
  }
  return kinds
    .filter(
      (kind) =>
        !state.acceptances.some(
          (a) => a.notice === kind && a.version === command.accepted[kind] && a.context === command.context,
        ),
    )
    .map((kind) => ({
      type: 'PrivacyNoticeAccepted' as const,
      data: {
        subject: command.subject,
        notice: kind,
        version: command.accepted[kind] as string,
        context: command.context,
        acceptedAt: command.now.toISOString(),
      },
    }));
}

export const consentDecider: Decider<ConsentState, ConsentCommand, ConsentEvent> = {
  initialState: initialConsentState,
  evolve: evolveConsent,
  decide: decideConsent,
};
