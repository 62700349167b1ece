import type { RecordedEvent } from '@tawzeef/shared';
import type { ReadModelTx } from '../db.ts';
import { defineProjection, occurredAtOf } from '../runner/projection.ts';
import { applyApplication } from './application-events.ts';
import { applyCv } from './cv-events.ts';
import { applyErasure } from './erasure.ts';
import { withErasure } from '../erasure/with-erasure.ts';
import { obj } from './event-data.ts';
import { applicationNotes, applications, candidateCvs } from './schema.ts';
import { applyInterviewScore } from './scores.ts';

export { priorityRanks } from './application-events.ts';

async function apply(tx: ReadModelTx, event: RecordedEvent) {
  const d = obj(event.data);
  const position = Number(event.globalPosition);
  const at = occurredAtOf(event) ?? new Date(0);
  if (event.type.startsWith('Cv') && 'cvId' in d) await applyCv(tx, event, d, position, at);
  else if (event.type === 'InterviewScored' || event.type === 'HumanInterviewRated')
    await applyInterviewScore(tx, event, d, position, at);
  else await applyApplication(tx, event, d, position, at);
}

export const applicationsProjection = withErasure(
  defineProjection({
    name: 'applications',
    version: 4,
    tables: [candidateCvs, applications, applicationNotes],
    handles: [
      'CvUploaded',
      'CvProcessingStarted',
      'CvProcessed',
      'CvProcessingFailed',
      'CvActivated',
      'CvDeleted',
      'ApplicationSubmitted',
      'ApplicationStatusChanged',
      'ApplicationWithdrawn',
      'CvAnalyzed',
      'CvAnalysisFailed',
      'ApplicationPriorityChanged',
      'ApplicationNoteAdded',
      'InterviewScored',
      'HumanInterviewRated',
    ],
    apply,
  }),
  applyErasure,
);
