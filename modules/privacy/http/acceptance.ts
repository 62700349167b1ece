import type { Request, Response } from 'express';
import { z } from 'zod';
import { DomainError, commandRequest, readerLanguage } from '@tawzeef/http';
import type { ConsentSubject } from '../consent/consent.ts';
import {
  aiUseNotAcceptedMessages,
  currentNoticeVersions,
  noticeNotAcceptedMessages,
  staleNotices,
  type AcceptedNotices,
  type NoticeContext,
} from '../notices/texts.ts';
import type { ConsentsService } from '../services/consents.ts';

const versions = z.strictObject({ privacy: z.string().max(40), aiUse: z.string().max(40) });

/**
 * The `acceptedNotices` field a form sends with its action (sign-up, apply): the versions the person read and
 * accepted. JSON bodies send the object; multipart forms send it as a JSON string.
 */
export const acceptedNoticesField = z
  .preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }, versions.optional())
  .meta({
    description: 'The versions of the privacy and AI-use notices the person accepted (GET /api/privacy/notices)',
  });

export const NOTICE_NOT_ACCEPTED = 'PRIVACY.NOTICE_NOT_ACCEPTED';

/** The 400 a form shows on its notice checkbox, in the reader's language. */
export function noticeNotAccepted(req: Request, messages = noticeNotAcceptedMessages): DomainError {
  const message = messages[readerLanguage(req)];
  return new DomainError(NOTICE_NOT_ACCEPTED, message, 400, [
    { path: 'acceptedNotices', message, code: NOTICE_NOT_ACCEPTED },
  ]);
}

/**
 * What an action that feeds personal data to the AI asks of the privacy context: refuse it unless the current
 * notices were accepted (with the request, or earlier by the same person), then record the acceptance once the
 * action has a subject to key it by.
 */
export type NoticeGate = {
  /** Throws the 400 unless `accepted` holds the current versions, or the person already accepted them. */
  require(req: Request, accepted: AcceptedNotices | undefined, personId?: string | null): Promise<void>;
  /**
   * Before the AI interview: throws the same 400 unless one of these subjects accepted the current AI-use notice
   * (the signed-in person, the anonymous application, or the visit whose browser ticked it in the room).
   */
  requireAiUse(req: Request, subjects: ConsentSubject[]): Promise<void>;
  record(
    req: Request,
    res: Response,
    subject: ConsentSubject,
    accepted: AcceptedNotices | undefined,
    context: NoticeContext,
  ): Promise<bigint | null>;
};

export function noticeGate(consents: ConsentsService): NoticeGate {
  return {
    async require(req, accepted, personId) {
      if (staleNotices(accepted).length === 0) return;
      if (personId) {
        const earlier = await consents.acceptances({ kind: 'person', id: personId });
        const latest = (notice: string) => earlier.findLast((a) => a.notice === notice)?.version;
        if (staleNotices({ privacy: latest('privacy'), aiUse: latest('ai-use') }).length === 0) return;
      }
      throw noticeNotAccepted(req);
    },
    async requireAiUse(req, subjects) {
      for (const subject of subjects) {
        const earlier = await consents.acceptances(subject);
        const latest = earlier.findLast((a) => a.notice === 'ai-use')?.version;
        if (!staleNotices({ privacy: currentNoticeVersions.privacy, aiUse: latest }).includes('ai-use')) return;
      }
      throw noticeNotAccepted(req, aiUseNotAcceptedMessages);
    },
    async record(req, res, subject, accepted, context) {
      if (!accepted || staleNotices(accepted).length > 0) return null;
      const { position } = await consents.accept(subject, accepted, context, commandRequest(req, res));
      return position;
    },
  };
}
