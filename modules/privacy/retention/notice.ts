import type { Decider } from '@tawzeef/shared';

/**
 * The company was told that some of its applications will be erased, and when (issue #22). Stream
 * `retention-<companyId>`. An application is announced once per date: the same date again announces nothing, so a
 * retried or repeated run tells the company nothing twice. `noticeId` names the run that told.
 */
export const retentionStreamName = (companyId: string) => `retention-${companyId}`;

export type AnnouncedErasure = { applicationId: string; eraseOn: string };
export type RetentionErasureAnnounced = {
  type: 'RetentionErasureAnnounced';
  data: { companyId: string; noticeId: string; applications: AnnouncedErasure[]; announcedAt: string };
};

/** Per application: the date it was announced for, and by which run. */
export type RetentionNoticeState = ReadonlyMap<string, { eraseOn: string; noticeId: string }>;

export type AnnounceErasure = {
  type: 'AnnounceErasure';
  companyId: string;
  noticeId: string;
  applications: AnnouncedErasure[];
  now: Date;
};

export function evolveRetentionNotice(state: RetentionNoticeState, event: RetentionErasureAnnounced) {
  const next = new Map(state);
  for (const a of event.data.applications)
    next.set(a.applicationId, { eraseOn: a.eraseOn, noticeId: event.data.noticeId });
  return next;
}

export function decideRetentionNotice(command: AnnounceErasure, state: RetentionNoticeState) {
  const fresh = command.applications.filter((a) => state.get(a.applicationId)?.eraseOn !== a.eraseOn);
  if (fresh.length === 0) return [];
  const { companyId, noticeId } = command;
  const event: RetentionErasureAnnounced = {
    type: 'RetentionErasureAnnounced',
    data: { companyId, noticeId, applications: fresh, announcedAt: command.now.toISOString() },
  };
  return [event];
}

/** What this run announced: a retried run finds its own notice already written and tells the same again. */
export const announcedBy = (state: RetentionNoticeState, noticeId: string): AnnouncedErasure[] =>
  [...state]
    .filter(([, v]) => v.noticeId === noticeId)
    .map(([applicationId, v]) => ({ applicationId, eraseOn: v.eraseOn }));

export const retentionNoticeDecider: Decider<RetentionNoticeState, AnnounceErasure, RetentionErasureAnnounced> = {
  initialState: () => new Map(),
  evolve: evolveRetentionNotice,
  decide: decideRetentionNotice,
};
