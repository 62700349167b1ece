import { isUuid, uuidV5, type AppEventStore, type CommandContext } from '@tawzeef/shared';
import { interviewErrors } from '../errors.ts';
import { humanInterviewDecider, type SlotInput } from '../human/decide.ts';
import {
  humanInterviewStreamName,
  type HumanInterviewState,
  type Interviewer,
  type MeetingType,
} from '../human/human-interview.ts';
import { isTimeZoneName, zonedInstant } from '../human/zoned-time.ts';
import { interviewStreams } from './interview-streams.ts';

export type HumanInterviewRequest = Omit<CommandContext, 'now'>;

/** The company's application as scheduling needs it (the read models answer). */
export type SchedulableApplication = {
  applicationId: string;
  jobId: string;
  companyId: string;
  candidateId: string | null;
  status: string;
};

export type HumanInterviewsDeps = {
  store: AppEventStore;
  clock: () => Date;
  application(companyId: string, applicationId: string): Promise<SchedulableApplication | null>;
  /** The company's members among `userIds`, with the name and address their invitations go to. */
  members(companyId: string, userIds: string[]): Promise<Interviewer[]>;
  /**
   * Moves the application to INTERVIEW_SCHEDULED where it is earlier in the pipeline; `key` makes it idempotent.
   * Answers the global position of the status change (null when there was none).
   */
  interviewScheduled(applicationId: string, actorId: string | null, key: string): Promise<bigint | null>;
};

/** The form's fields: a local date and time in `timeZone`, and the people by their user ids. */
export type SlotForm = {
  date: string;
  time: string;
  timeZone: string;
  durationMinutes: number;
  meeting: MeetingType;
  location: string | null;
  interviewerIds: string[];
  note: string | null;
};

/** Scheduling, rescheduling and cancelling interviews held by people, their reminder and their ratings. */
export function createHumanInterviewsService(deps: HumanInterviewsDeps) {
  const { store } = deps;

  const streams = interviewStreams(store, humanInterviewStreamName, humanInterviewDecider);
  const { run, load } = streams;

  /** The interview as it was in version `sequence` (what the mail of that version describes). */
  async function version(interviewId: string, sequence: number): Promise<HumanInterviewState> {
    let state = humanInterviewDecider.initialState();
    for (const event of await streams.events(interviewId)) {
      const of = (event.data as { sequence?: unknown }).sequence;
      if (typeof of === 'number' && of > sequence) break;
      state = humanInterviewDecider.evolve(state, event);
    }
    return state;
  }

  /** The company's interview, or the same not-found as a missing one. */
  async function own(companyId: string, interviewId: string) {
    const state = await load(interviewId);
    if (!state.exists || state.companyId !== companyId) throw interviewErrors.notFound();
    return state;
  }

  async function slotOf(companyId: string, form: SlotForm): Promise<SlotInput> {
    if (!isTimeZoneName(form.timeZone)) throw interviewErrors.invalid('Choose a time zone from the list.');
    const startsAt = zonedInstant(form.date, form.time, form.timeZone);
    if (!startsAt) throw interviewErrors.invalid('That date and time do not exist in the chosen time zone.');
    const ids = [...new Set(form.interviewerIds)];
    const found = ids.every(isUuid) ? await deps.members(companyId, ids) : [];
    const byId = new Map(found.map((m) => [m.userId, m]));
    if (ids.some((id) => !byId.has(id))) throw interviewErrors.invalid('Choose the interviewers among your team.');
    return {
      startsAt,
      timeZone: form.timeZone,
      durationMinutes: form.durationMinutes,
      meeting: form.meeting,
      location: form.location,
      interviewers: ids.map((id) => byId.get(id)!),
      note: form.note,
    };
  }

  return {
    load,
    own,
    version,

    /** One interview for one of the company's applications; the same request id again schedules nothing twice. */
    async schedule(
      companyId: string,
      actorId: string | null,
      input: SlotForm & { applicationId: string },
      request: HumanInterviewRequest,
    ) {
      const app = isUuid(input.applicationId) ? await deps.application(companyId, input.applicationId) : null;
      if (!app) throw interviewErrors.notFound();
      const slot = await slotOf(companyId, input);
      const [organizer] = actorId && isUuid(actorId) ? await deps.members(companyId, [actorId]) : [];
      const interviewId = uuidV5(`human-interview:${request.commandId}:${app.applicationId}`);
      const result = await run(
        interviewId,
        {
          type: 'ScheduleHumanInterview',
          ...slot,
          interviewId,
          applicationId: app.applicationId,
          jobId: app.jobId,
          companyId,
          candidateId: app.candidateId,
          applicationStatus: app.status,
          organizer: organizer ?? { ...slot.interviewers[0]!, userId: null },
          now: deps.clock(),
        },
        request,
      );
      const moved = await deps.interviewScheduled(
        app.applicationId,
        actorId,
        `human-interview-scheduled:${interviewId}`,
      );
      // Read-your-writes covers the status change too.
      const position =
        moved !== null && (result.position === null || moved > result.position) ? moved : result.position;
      return { ...result, position };
    },

    async reschedule(
      companyId: string,
      actorId: string | null,
      interviewId: string,
      form: SlotForm,
      request: HumanInterviewRequest,
    ) {
      await own(companyId, interviewId);
      const slot = await slotOf(companyId, form);
      return run(interviewId, { type: 'RescheduleHumanInterview', ...slot, actorId, now: deps.clock() }, request);
    },

    async cancel(
      companyId: string,
      actorId: string | null,
      interviewId: string,
      reason: string | null,
      request: HumanInterviewRequest,
    ) {
      await own(companyId, interviewId);
      return run(interviewId, { type: 'CancelHumanInterview', reason, actorId, now: deps.clock() }, request);
    },

    /** An interviewer's rating (1 to 5) once the interview has started; rating again replaces their own. */
    async rate(
      companyId: string,
      interviewerId: string,
      interviewId: string,
      input: { rating: number; comment: string | null },
      request: HumanInterviewRequest,
    ) {
      await own(companyId, interviewId);
      return run(interviewId, { type: 'RateHumanInterview', interviewerId, ...input, now: deps.clock() }, request);
    },

    /** Workflow: the reminder of this version of the invitation, once. */
    remind: (interviewId: string, sequence: number, request: HumanInterviewRequest) =>
      run(interviewId, { type: 'RecordHumanInterviewReminder', sequence, now: deps.clock() }, request),

    /** Workflow: the interview is over; its interviewers are asked for their rating. */
    requestRatings: (interviewId: string, request: HumanInterviewRequest) =>
      run(interviewId, { type: 'RequestHumanInterviewRatings', now: deps.clock() }, request),
  };
}

export type HumanInterviewsService = ReturnType<typeof createHumanInterviewsService>;
