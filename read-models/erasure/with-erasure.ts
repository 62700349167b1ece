import type { RecordedEvent } from '@tawzeef/shared';
import type { ReadModelTx } from '../db.ts';
import type { Projection } from '../runner/projection.ts';
import { erasedSubjectOf, PERSONAL_DATA_ERASED, type ErasedSubject } from './placeholders.ts';

/**
 * A projection that also handles `PersonalDataErased` with `erase`, in log order: a batch is cut at each erasure,
 * so the events before it are applied first and those after it see the placeholders.
 */
export function withErasure<P extends Projection>(
  projection: P,
  erase: (tx: ReadModelTx, subject: ErasedSubject) => Promise<void>,
): P {
  const { apply, applyBatch } = projection;
  return {
    ...projection,
    handles: projection.handles ? [...projection.handles, PERSONAL_DATA_ERASED] : undefined,
    async apply(tx, event) {
      if (event.type !== PERSONAL_DATA_ERASED) return apply.call(projection, tx, event);
      const subject = erasedSubjectOf(event);
      if (subject) await erase(tx, subject);
    },
    applyBatch:
      applyBatch &&
      (async (tx: ReadModelTx, events: readonly RecordedEvent[]) => {
        let run: RecordedEvent[] = [];
        for (const event of events) {
          if (event.type !== PERSONAL_DATA_ERASED) {
            run.push(event);
            continue;
          }
          if (run.length > 0) await applyBatch.call(projection, tx, run);
          run = [];
          const subject = erasedSubjectOf(event);
          if (subject) await erase(tx, subject);
        }
        if (run.length > 0) await applyBatch.call(projection, tx, run);
      }),
  };
}
