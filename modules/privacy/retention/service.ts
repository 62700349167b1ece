import { fold, handleCommand, isUuid, uuidV5, type AppEventStore, type CommandContext } from '@tawzeef/shared';
import { legalHoldDecider, legalHoldErrors, legalHoldStreamName, type LegalHoldState } from './legal-hold.ts';
import {
  announcedBy,
  retentionNoticeDecider,
  retentionStreamName,
  type AnnouncedErasure,
  type RetentionErasureAnnounced,
} from './notice.ts';
import type { LegalHoldEvent } from './legal-hold.ts';

export type RetentionRequest = Omit<CommandContext, 'now'>;

export type RetentionServiceDeps = {
  store: AppEventStore;
  clock: () => Date;
  /** The company an application belongs to (the read model answers), or null. */
  ownerOf(applicationId: string): Promise<{ companyId: string } | null>;
};

/** Legal holds placed and lifted by a company, and the notices of coming erasures (issue #22's retention). */
export function createRetentionService(deps: RetentionServiceDeps) {
  const { store } = deps;

  async function holdState(applicationId: string): Promise<LegalHoldState> {
    const { events } = await store.readStream(legalHoldStreamName(applicationId));
    return fold(legalHoldDecider, events as unknown as LegalHoldEvent[]);
  }

  /** The company's own application, else 404 (another company's answers the same as none). */
  async function companyApplication(companyId: string, applicationId: string) {
    const owner = isUuid(applicationId) ? await deps.ownerOf(applicationId) : null;
    if (!owner || owner.companyId !== companyId) throw legalHoldErrors.notFound();
  }

  async function changeHold(
    type: 'PlaceLegalHold' | 'LiftLegalHold',
    companyId: string,
    applicationId: string,
    reason: string,
    request: RetentionRequest & { actorId: string },
  ) {
    await companyApplication(companyId, applicationId);
    const now = deps.clock();
    const result = await handleCommand(
      store,
      legalHoldStreamName(applicationId),
      legalHoldDecider,
      { type, applicationId, companyId, actorId: request.actorId, reason, now },
      { ...request, now },
    );
    return { position: result.globalPosition, state: result.state };
  }

  return {
    async legalHold(companyId: string, applicationId: string): Promise<LegalHoldState> {
      await companyApplication(companyId, applicationId);
      return holdState(applicationId);
    },
    placeHold: (
      companyId: string,
      applicationId: string,
      reason: string,
      request: RetentionRequest & { actorId: string },
    ) => changeHold('PlaceLegalHold', companyId, applicationId, reason, request),
    liftHold: (
      companyId: string,
      applicationId: string,
      reason: string,
      request: RetentionRequest & { actorId: string },
    ) => changeHold('LiftLegalHold', companyId, applicationId, reason, request),

    /** Which of these applications are on legal hold now, read from their streams (not a read model that may lag). */
    async heldAmong(applicationIds: readonly string[]): Promise<Set<string>> {
      const held = new Set<string>();
      for (const id of applicationIds) if ((await holdState(id)).held) held.add(id);
      return held;
    },

    /**
     * Records that the company was told of these erasures; answers what this run (`noticeId`) told, also when a
     * retry finds its notice already written, so the mail that follows says the same.
     */
    async announce(companyId: string, noticeId: string, applications: AnnouncedErasure[]): Promise<AnnouncedErasure[]> {
      const now = deps.clock();
      const result = await handleCommand(
        store,
        retentionStreamName(companyId),
        retentionNoticeDecider,
        { type: 'AnnounceErasure', companyId, noticeId, applications, now },
        {
          commandId: uuidV5(`retention-notice/${companyId}/${noticeId}`),
          actorId: null,
          correlationId: noticeId,
          now,
        },
      );
      return announcedBy(result.state, noticeId);
    },
  };
}

export type RetentionService = ReturnType<typeof createRetentionService>;
export type { RetentionErasureAnnounced };
