import type { Container } from 'inversify';
import { createErasure } from '@tawzeef/privacy';
import {
  deletePersonalRows,
  eraseDecisionLogOf,
  erasureTargetsOfApplications,
  erasureTargetsOfCandidate,
} from '@tawzeef/read-models';
import { TOKENS } from '../../tokens.ts';

/** The erasure service (issue #22) behind TOKENS.Erasure: the routes and the retention schedule call it. */
export function bindErasure(c: Container): void {
  c.bind(TOKENS.Erasure).toDynamicValue((ctx) => {
    const db = ctx.get(TOKENS.ReadModelDb);
    return createErasure({
      // The app's own vault: erasing through it evicts the key from this process's cache at once.
      vault: ctx.get(TOKENS.KeyVault),
      store: ctx.get(TOKENS.EventStore),
      targets: {
        ofCandidate: (userId) => erasureTargetsOfCandidate(db, userId),
        ofApplications: (ids) => erasureTargetsOfApplications(db, ids),
      },
      rows: {
        deletePersonal: (scope) => deletePersonalRows(db, scope),
        deleteDecisionLog: (ids) => eraseDecisionLogOf(db, ids),
      },
      files: {
        cvs: ctx.get(TOKENS.CvStorage),
        recordings: ctx.get(TOKENS.RecordingStorage),
        uploads: ctx.get(TOKENS.FileStore),
      },
      clock: ctx.get(TOKENS.Clock),
    });
  });
}
