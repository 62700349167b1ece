import type { NameCheck } from './name-check.ts';
import type { Decider } from '@tawzeef/shared';
import { applicationErrors } from '../errors.ts';
import {
  evolveApplication,
  initialApplicationState,
  type Applicant,
  type ApplicationEvent,
  type ApplicationPriority,
  type ApplicationState,
  type ApplicationStatus,
  type NoteSource,
  type SentCv,
  MAX_NOTE_LENGTH,
} from './application.ts';
import { canChangeStatus, canWithdraw } from './status-machine.ts';

export type SubmitApplication = {
  type: 'SubmitApplication';
  applicationId: string;
  jobId: string;
  companyId: string;
  candidateId: string | null;
  source: 'candidate' | 'anonymous';
  applicant: Applicant;
  cv: SentCv;
  coverLetter: string | null;
  expectedSalary: string | null;
  noticePeriod: string | null;
  now: Date;
};

export type ApplicationCommand =
  | SubmitApplication
  | {
      type: 'ChangeApplicationStatus';
      status: ApplicationStatus;
      actorId: string | null;
      reason: string | null;
      /** The version the recruiter saw; another writer in between makes this a conflict. */
      expectedVersion?: number | null;
      now: Date;
    }
  | {
      type: 'ChangeApplicationPriority';
      priority: ApplicationPriority;
      actorId: string | null;
      expectedVersion?: number | null;
      now: Date;
    }
  | {
      type: 'AddApplicationNote';
      noteId: string;
      source: NoteSource;
      authorId: string | null;
      text: string;
      provenance: Record<string, unknown> | null;
      now: Date;
    }
  | { type: 'WithdrawApplication'; candidateId: string; reason: string | null; now: Date }
  | {
      type: 'RecordCvAnalysis';
      result:
        | {
            status: 'analyzed';
            score: number;
            results: Record<string, unknown>;
            provenance: Record<string, unknown>;
            nameCheck?: NameCheck;
          }
        | { status: 'failed'; error: { code: string; message: string }; provenance: Record<string, unknown> | null };
      now: Date;
    };

export function decideApplication(command: ApplicationCommand, state: ApplicationState): ApplicationEvent[] {
  const at = command.now.toISOString();
  if (command.type === 'SubmitApplication') {
    if (state.exists) return [];
    const { now: _now, type: _type, ...data } = command;
    return [{ type: 'ApplicationSubmitted', data: { ...data, status: 'SUBMITTED', submittedAt: at } }];
  }
  if (!state.exists) throw applicationErrors.notFound();
  const { applicationId } = state;
  if ('expectedVersion' in command && command.expectedVersion != null && command.expectedVersion !== state.version)
    throw applicationErrors.versionConflict(command.expectedVersion, state.version);
  switch (command.type) {
    case 'ChangeApplicationStatus': {
      if (command.status === state.status) return [];
      if (command.status === 'WITHDRAWN') throw applicationErrors.withdrawnByCandidateOnly();
      if (!canChangeStatus(state.status, command.status))
        throw applicationErrors.transition(state.status, command.status);
      return [
        {
          type: 'ApplicationStatusChanged',
          data: {
            applicationId,
            status: command.status,
            previousStatus: state.status,
            actorId: command.actorId,
            reason: command.reason,
            changedAt: at,
          },
        },
      ];
    }
    case 'WithdrawApplication': {
      if (state.candidateId !== command.candidateId) throw applicationErrors.notFound();
      if (state.status === 'WITHDRAWN') return [];
      if (!canWithdraw(state.status)) throw applicationErrors.transition(state.status, 'WITHDRAWN');
      // The status change keeps every status-reading consumer right; the withdrawal records who ended it.
      return [
        {
          type: 'ApplicationStatusChanged',
          data: {
            applicationId,
            status: 'WITHDRAWN',
            previousStatus: state.status,
            actorId: command.candidateId,
            reason: command.reason,
            changedAt: at,
          },
        },
        {
          type: 'ApplicationWithdrawn',
          data: { applicationId, candidateId: command.candidateId, reason: command.reason, withdrawnAt: at },
        },
      ];
    }
    case 'ChangeApplicationPriority': {
      if (command.priority === state.priority) return [];
      return [
        {
          type: 'ApplicationPriorityChanged',
          data: {
            applicationId,
            priority: command.priority,
            previousPriority: state.priority,
            actorId: command.actorId,
            changedAt: at,
          },
        },
      ];
    }
    case 'AddApplicationNote': {
      const text = command.text.trim();
      if (!text) throw applicationErrors.noteEmpty();
      if (text.length > MAX_NOTE_LENGTH) throw applicationErrors.noteTooLong();
      return [
        {
          type: 'ApplicationNoteAdded',
          data: {
            applicationId,
            noteId: command.noteId,
            source: command.source,
            authorId: command.authorId,
            text,
            provenance: command.provenance,
            addedAt: at,
          },
        },
      ];
    }
    case 'RecordCvAnalysis': {
      if (state.analysis !== 'PENDING') return [];
      const r = command.result;
      if (r.status === 'analyzed') {
        return [
          {
            type: 'CvAnalyzed',
            data: {
              applicationId,
              score: r.score,
              results: r.results,
              provenance: r.provenance,
              ...(r.nameCheck ? { nameCheck: r.nameCheck } : {}),
              analyzedAt: at,
            },
          },
        ];
      }
      return [
        { type: 'CvAnalysisFailed', data: { applicationId, error: r.error, provenance: r.provenance, failedAt: at } },
      ];
    }
  }
}

export const applicationDecider: Decider<ApplicationState, ApplicationCommand, ApplicationEvent> = {
  initialState: initialApplicationState,
  evolve: evolveApplication,
  decide: decideApplication,
};
