import type { Decider } from '@tawzeef/shared';
import { interviewErrors } from '../errors.ts';
import {
  evolveInterview,
  initialInterviewState,
  roomNameOf,
  type CompletionReason,
  type InterviewEvent,
  type InterviewScored,
  type InterviewStage,
  type InterviewState,
  type SpeakerType,
} from './interview.ts';

/** Utterances may still arrive this long after completion (the agent's closing words, network lag). */
export const LATE_UTTERANCE_MS = 2 * 60_000;
export const MAX_UTTERANCE_LENGTH = 10_000;

export type ScheduleInterview = {
  type: 'ScheduleInterview';
  interviewId: string;
  applicationId: string;
  jobId: string;
  companyId: string;
  candidateId: string | null;
  stage: InterviewStage;
  round: number;
  remindAfterHours: number;
  expireAfterHours: number;
  maxDurationMinutes: number;
  tokenTtlSeconds: number;
  now: Date;
};

export type InterviewCommand =
  | ScheduleInterview
  | { type: 'SendInterviewReminder'; now: Date }
  | { type: 'StartInterview'; now: Date }
  | {
      type: 'RecordUtterance';
      seq: number;
      speakerType: SpeakerType;
      text: string;
      at: Date;
      now: Date;
      confidence?: number;
      corrects?: number;
    }
  | { type: 'CompleteInterview'; reason: CompletionReason; now: Date }
  | { type: 'ExpireInterview'; now: Date }
  | { type: 'CancelInterview'; reason: string; now: Date }
  | {
      type: 'ScoreInterview';
      result: Omit<InterviewScored['data'], 'interviewId' | 'applicationId' | 'stage' | 'scoredAt'>;
      now: Date;
    }
  | { type: 'AttachRecording'; storageKey: string; contentType: string; now: Date };

const hours = (h: number) => h * 3_600_000;

export function decideInterview(command: InterviewCommand, state: InterviewState): InterviewEvent[] {
  const at = command.now.toISOString();
  if (command.type === 'ScheduleInterview') {
    if (state.exists) return [];
    if (command.expireAfterHours <= 0 || command.maxDurationMinutes <= 0 || command.round < 1)
      throw interviewErrors.invalid('Expiry, length and round must be positive.');
    const { type: _t, now: _n, remindAfterHours, expireAfterHours, tokenTtlSeconds, ...data } = command;
    const start = command.now.getTime();
    return [
      {
        type: 'InterviewScheduled',
        data: {
          ...data,
          roomName: roomNameOf(command.interviewId),
          scheduledAt: at,
          remindAt: new Date(start + hours(Math.min(remindAfterHours, expireAfterHours))).toISOString(),
          expiresAt: new Date(start + hours(expireAfterHours)).toISOString(),
          joinPolicy: { tokenTtlSeconds, observers: 'hidden-subscribe-only' },
        },
      },
    ];
  }
  if (!state.exists) throw interviewErrors.notFound();
  const { interviewId, status } = state;
  switch (command.type) {
    case 'SendInterviewReminder':
      if (status !== 'SCHEDULED' || state.reminderSent) return [];
      return [{ type: 'InterviewReminderSent', data: { interviewId, sentAt: at } }];
    case 'StartInterview':
      if (status === 'IN_PROGRESS') return [];
      if (status === 'SCHEDULED' && command.now.getTime() >= Date.parse(state.expiresAt))
        throw interviewErrors.expired();
      if (status !== 'SCHEDULED') throw interviewErrors.notJoinable(status);
      return [
        {
          type: 'InterviewStarted',
          data: { interviewId, applicationId: state.applicationId, jobId: state.jobId, startedAt: at },
        },
      ];
    case 'RecordUtterance': {
      const text = command.text.trim();
      if (!Number.isInteger(command.seq) || command.seq < 1) throw interviewErrors.invalid('seq starts at 1.');
      if (!text || text.length > MAX_UTTERANCE_LENGTH)
        throw interviewErrors.invalid(`An utterance has 1 to ${MAX_UTTERANCE_LENGTH} characters.`);
      const same = state.utterances.find((u) => u.seq === command.seq);
      if (same) {
        if (same.text === text && same.speakerType === command.speakerType) return [];
        throw interviewErrors.seqConflict(command.seq);
      }
      const late =
        status === 'COMPLETED' &&
        state.endedAt !== null &&
        command.now.getTime() - Date.parse(state.endedAt) <= LATE_UTTERANCE_MS;
      if (status !== 'IN_PROGRESS' && !late) throw interviewErrors.transition(status, 'record utterances');
      const { confidence, corrects } = command;
      if (confidence !== undefined && !(confidence >= 0 && confidence <= 1))
        throw interviewErrors.invalid('A confidence is between 0 and 1.');
      if (corrects !== undefined && !state.utterances.some((u) => u.seq === corrects))
        throw interviewErrors.invalid('A correction names an utterance of this interview.');
      return [
        {
          type: 'TranscriptUtteranceRecorded',
          data: {
            interviewId,
            applicationId: state.applicationId,
            seq: command.seq,
            speakerType: command.speakerType,
            text,
            at: command.at.toISOString(),
            ...(confidence !== undefined ? { confidence } : {}),
            ...(corrects !== undefined ? { corrects } : {}),
          },
        },
      ];
    }
    case 'CompleteInterview':
      if (status === 'COMPLETED') return [];
      if (status !== 'IN_PROGRESS') throw interviewErrors.transition(status, 'complete');
      return [
        {
          type: 'InterviewCompleted',
          data: {
            interviewId,
            applicationId: state.applicationId,
            jobId: state.jobId,
            completedAt: at,
            reason: command.reason,
          },
        },
      ];
    case 'ExpireInterview':
      if (status !== 'SCHEDULED') return [];
      return [{ type: 'InterviewExpired', data: { interviewId, expiredAt: at } }];
    case 'CancelInterview':
      if (status !== 'SCHEDULED' && status !== 'IN_PROGRESS') return [];
      return [{ type: 'InterviewCancelled', data: { interviewId, cancelledAt: at, reason: command.reason } }];
    case 'ScoreInterview':
      if (state.scored) return [];
      if (status !== 'COMPLETED') throw interviewErrors.transition(status, 'be scored');
      return [
        {
          type: 'InterviewScored',
          data: {
            interviewId,
            applicationId: state.applicationId,
            stage: state.stage,
            scoredAt: at,
            ...command.result,
          },
        },
      ];
    case 'AttachRecording':
      if (state.recordingKeys.includes(command.storageKey)) return [];
      if (state.startedAt === null) throw interviewErrors.transition(status, 'have a recording before it started');
      return [
        {
          type: 'RecordingAttached',
          data: { interviewId, storageKey: command.storageKey, contentType: command.contentType, attachedAt: at },
        },
      ];
  }
}

export const interviewDecider: Decider<InterviewState, InterviewCommand, InterviewEvent> = {
  initialState: initialInterviewState,
  evolve: evolveInterview,
  decide: decideInterview,
};
