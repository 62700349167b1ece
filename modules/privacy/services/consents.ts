import { fold, handleCommand, type AppEventStore, type CommandContext } from '@tawzeef/shared';
import { consentStreamId, type Acceptance, type ConsentEvent, type ConsentSubject } from '../consent/consent.ts';
import { consentDecider } from '../consent/decide.ts';
import type { AcceptedNotices, NoticeContext } from '../notices/texts.ts';

export type ConsentsDeps = {
  store: Pick<AppEventStore, 'readStream' | 'appendToStream'>;
  clock: () => Date;
};

export type ConsentRequest = Omit<CommandContext, 'now'>;

/** Records which notice versions a person (or an anonymous application or visit) accepted, and reads them back. */
export function createConsentsService({ store, clock }: ConsentsDeps) {
  return {
    async accept(
      subject: ConsentSubject,
      accepted: Partial<AcceptedNotices>,
      context: NoticeContext,
      request: ConsentRequest,
    ): Promise<{ position: bigint | null; acceptances: Acceptance[] }> {
      const now = clock();
      const result = await handleCommand(
        store,
        consentStreamId(subject),
        consentDecider,
        {
          type: 'AcceptNotices',
          subject,
          accepted: { privacy: accepted.privacy, 'ai-use': accepted.aiUse },
          context,
          now,
        },
        { ...request, now },
      );
      return { position: result.globalPosition, acceptances: result.state.acceptances };
    },

    /** Read from the subject's own stream: one short stream, always current (no projection to wait for). */
    async acceptances(subject: ConsentSubject): Promise<Acceptance[]> {
      const { events } = await store.readStream<ConsentEvent>(consentStreamId(subject));
      const state = fold(consentDecider, events as unknown as ConsentEvent[]);
      return state.subject && state.subject.kind === subject.kind ? state.acceptances : [];
    },
  };
}

export type ConsentsService = ReturnType<typeof createConsentsService>;
