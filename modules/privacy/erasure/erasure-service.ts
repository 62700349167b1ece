import { erasureStreamName, uuidV5, type AppEventStore, type PersonalDataErased } from '@tawzeef/shared';
import type { ErasureTargets } from '@tawzeef/read-models';
import type { Erasure, ErasureActor, ErasureReport } from './erasure-port.ts';
import type { KeyVault } from './key-vault.ts';

type Removable = { remove(key: string): Promise<boolean> };

/** What the erasure reaches, typed structurally; the composition root gives the real ones. */
export type ErasureDeps = {
  vault: Pick<KeyVault, 'erase' | 'erasedAt'>;
  store: Pick<AppEventStore, 'appendToStream'>;
  targets: {
    ofCandidate(userId: string): Promise<ErasureTargets | null>;
    ofApplications(applicationIds: readonly string[]): Promise<ErasureTargets>;
  };
  rows: {
    /** Rows outside the event log: self-identification, sessions, counters keyed by the address. */
    deletePersonal(scope: { people: readonly string[]; emails: readonly string[] }): Promise<number>;
    /** The applications' decision-log entries (the only deletion allowed before six months). */
    deleteDecisionLog(applicationIds: readonly string[]): Promise<number>;
  };
  files: { cvs: Removable; recordings: Removable; uploads: Removable };
  clock: () => Date;
};

type Subject = { id: string; kind: PersonalDataErased['data']['kind'] };

/**
 * Crypto-shredding, then clean-up. Keys go first (after that nothing sealed can be read again), then the
 * `PersonalDataErased` facts (read models write their placeholders), then files and rows. Every step is safe to
 * repeat, so erasing twice, or again after a crash half way, finishes the job.
 */
export function createErasure(deps: ErasureDeps): Erasure {
  async function erase(subjects: Subject[], targets: ErasureTargets, by: ErasureActor): Promise<ErasureReport> {
    const at = deps.clock();
    const before = await deps.vault.erasedAt(subjects.map((s) => s.id));
    for (const subject of subjects) await deps.vault.erase(subject.id, before.get(subject.id) ?? at);
    for (const subject of subjects) {
      const erasedAt = (before.get(subject.id) ?? at).toISOString();
      const event: PersonalDataErased = {
        type: 'PersonalDataErased',
        data: { subject: subject.id, kind: subject.kind, reason: by.reason, erasedAt },
      };
      const stream = erasureStreamName(subject.id);
      // The same id every time: a repeated erasure appends nothing new.
      const messageId = uuidV5(`${stream}\u0000PersonalDataErased`);
      await deps.store.appendToStream(stream, [
        {
          ...event,
          metadata: {
            messageId,
            actorId: by.actorId,
            correlationId: messageId,
            causationId: null,
            occurredAt: erasedAt,
          },
        },
      ]);
    }

    let filesDeleted = 0;
    const removeAll = async (storage: Removable, keys: readonly string[]) => {
      for (const key of keys) if (await storage.remove(key)) filesDeleted++;
    };
    await removeAll(deps.files.cvs, targets.cvKeys);
    await removeAll(deps.files.recordings, targets.recordingKeys);
    await removeAll(deps.files.uploads, targets.uploads);

    const people = subjects.filter((s) => s.kind === 'user').map((s) => s.id);
    if (targets.candidateId) people.push(targets.candidateId);
    const rowsDeleted =
      (await deps.rows.deletePersonal({ people, emails: targets.emails })) +
      (await deps.rows.deleteDecisionLog(targets.applicationIds));
    return { subjects: subjects.map((s) => s.id), filesDeleted, rowsDeleted, erasedAt: at.toISOString() };
  }

  const nothing = (): ErasureReport => ({
    subjects: [],
    filesDeleted: 0,
    rowsDeleted: 0,
    erasedAt: deps.clock().toISOString(),
  });

  return {
    async eraseCandidate(userId, by) {
      const targets = await deps.targets.ofCandidate(userId);
      if (!targets) return nothing();
      const subjects: Subject[] = [
        { id: userId, kind: 'user' },
        ...targets.applicationIds.map((id) => ({ id, kind: 'application' as const })),
      ];
      return erase(subjects, targets, by);
    },
    async eraseApplications(applicationIds, by) {
      const targets = await deps.targets.ofApplications([...new Set(applicationIds)]);
      if (targets.applicationIds.length === 0) return nothing();
      return erase(
        targets.applicationIds.map((id) => ({ id, kind: 'application' as const })),
        targets,
        by,
      );
    },
  };
}
