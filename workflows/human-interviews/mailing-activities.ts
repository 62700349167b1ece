import type { CommunicationsService } from '@tawzeef/communications';
import type { Mailer } from '@tawzeef/identity';
import {
  candidateInterviewMail,
  interviewCalendar,
  interviewerInterviewMail,
  type HumanInterviewMailFacts,
  type HumanInterviewsService,
  type HumanInterviewState,
  type Interviewer,
  type InterviewerMailKind,
} from '@tawzeef/interviews';
import type { ReadModelQueries } from '@tawzeef/read-models';
import { uuidV5 } from '@tawzeef/shared';
import type { HumanInterviewActivities } from './activities.ts';
import type { HumanInterviewMailKind } from './messages.ts';

type Version = Extract<HumanInterviewState, { exists: true }>;

/**
 * The interview workflow's activities: every record's command id derives from the interview and its version, and
 * the candidate's mail is keyed the same way, so a retried activity records and mails the candidate once.
 */
export function humanInterviewActivitiesOf(deps: {
  humanInterviews: HumanInterviewsService;
  communications: Pick<CommunicationsService, 'recordSystemMessage'>;
  mailer: Mailer;
  queries: Pick<ReadModelQueries, 'interviews' | 'users'>;
  publicUrl: string;
  clock: () => Date;
}): HumanInterviewActivities {
  const { humanInterviews, queries } = deps;
  const request = (name: string) => ({ commandId: uuidV5(name), actorId: null, correlationId: name });
  const linkOf = (state: Version) =>
    `${deps.publicUrl.replace(/\/$/u, '')}/dashboard/candidates/${encodeURIComponent(state.applicationId)}`;

  async function factsOf(state: Version) {
    const found = await queries.interviews.context(state.applicationId, state.jobId);
    const applicant = found?.applicant ?? null;
    const candidateName = applicant ? `${applicant.firstName} ${applicant.lastName}`.trim() || null : null;
    const facts: HumanInterviewMailFacts = {
      jobTitle: found?.job.title ?? null,
      company: found?.job.companyName ?? null,
      candidateName,
      startsAt: state.startsAt,
      timeZone: state.timeZone,
      durationMinutes: state.durationMinutes,
      type: state.type,
      location: state.location,
      interviewers: state.interviewers.map((i) => i.name),
      note: state.note,
      reason: state.cancelReason,
    };
    return { facts, candidate: applicant?.email ? { name: candidateName ?? '', email: applicant.email } : null };
  }

  function calendarOf(
    state: Version,
    facts: HumanInterviewMailFacts,
    candidate: { name: string; email: string } | null,
  ) {
    const title = `Interview: ${facts.candidateName ?? 'Candidate'} – ${facts.jobTitle ?? ''} (${facts.company ?? ''})`;
    return interviewCalendar({
      interviewId: state.interviewId,
      sequence: state.sequence,
      cancelled: state.status === 'CANCELLED',
      startsAt: state.startsAt,
      endsAt: state.endsAt,
      title,
      description: [state.note, state.type === 'VIDEO' ? state.location : null].filter(Boolean).join('\n\n'),
      location: state.location,
      url: state.type === 'VIDEO' && state.location && /^https?:\/\//u.test(state.location) ? state.location : null,
      organizer: { name: state.organizer.name, email: state.organizer.email },
      attendees: [...(candidate ? [candidate] : []), ...state.interviewers.map(({ name, email }) => ({ name, email }))],
      issuedAt: deps.clock(),
    });
  }

  async function mailInterviewers(
    state: Version,
    people: Interviewer[],
    kind: InterviewerMailKind,
    facts: HumanInterviewMailFacts,
    calendar: ReturnType<typeof interviewCalendar> | null,
  ) {
    for (const person of people) {
      const user = await queries.users.one(person.userId);
      const language = user?.language === 'ar' ? 'ar' : 'en';
      const { subject, content } = interviewerInterviewMail(kind, language, {
        ...facts,
        interviewerName: user?.firstName || person.name,
        link: linkOf(state),
      });
      await deps.mailer.send({
        to: person.email,
        subject,
        text: content,
        language,
        ...(calendar ? { calendar } : {}),
      });
    }
  }

  async function mail(state: Version, kind: HumanInterviewMailKind) {
    const { facts, candidate } = await factsOf(state);
    const calendar = kind === 'reminder' ? null : calendarOf(state, facts, candidate);
    const { subject, content } = candidateInterviewMail(kind, facts);
    await deps.communications.recordSystemMessage({
      companyId: state.companyId,
      applicationId: state.applicationId,
      type: 'EMAIL',
      subject,
      content,
      kind: `human-interview-${kind}`,
      key: `human-interview-${kind}:${state.interviewId}:${state.sequence}`,
      calendar,
    });
    await mailInterviewers(state, state.interviewers, kind, facts, calendar);
    if (kind === 'update' && calendar) {
      // Interviewers taken off the interview get its cancellation.
      const before = await humanInterviews.version(state.interviewId, state.sequence - 1);
      const kept = new Set(state.interviewers.map((i) => i.userId));
      const removed = before.exists ? before.interviewers.filter((i) => !kept.has(i.userId)) : [];
      if (removed.length) {
        const cancelled = { ...state, status: 'CANCELLED' as const, interviewers: removed };
        await mailInterviewers(state, removed, 'cancellation', facts, calendarOf(cancelled, facts, null));
      }
    }
  }

  return {
    async planHumanInterview(interviewId) {
      const state = await humanInterviews.load(interviewId);
      if (!state.exists) return null;
      const now = deps.clock().getTime();
      return {
        status: state.status,
        sequence: state.sequence,
        startsInMs: Date.parse(state.startsAt) - now,
        remindInMs: state.remindAt ? Date.parse(state.remindAt) - now : null,
        reminded: state.remindedSequences.includes(state.sequence),
        endsInMs: Date.parse(state.endsAt) - now,
      };
    },
    async mailHumanInterview({ interviewId, sequence, kind }) {
      const state = await humanInterviews.version(interviewId, sequence);
      if (!state.exists) throw new Error(`interview ${interviewId} does not exist`);
      await mail(state, kind);
    },
    async remindHumanInterview({ interviewId, sequence }) {
      const { state } = await humanInterviews.remind(
        interviewId,
        sequence,
        request(`human-interview-reminder:${interviewId}:${sequence}`),
      );
      const due = state.exists && state.status === 'SCHEDULED' && state.sequence === sequence;
      if (!due || !state.remindedSequences.includes(sequence)) return false;
      await mail(state, 'reminder');
      return true;
    },
    async requestHumanInterviewRatings(interviewId) {
      const { state } = await humanInterviews.requestRatings(
        interviewId,
        request(`human-interview-ratings:${interviewId}`),
      );
      if (!state.exists || state.status !== 'COMPLETED') return;
      const { facts } = await factsOf(state);
      await mailInterviewers(state, state.interviewers, 'rating-request', facts, null);
    },
  };
}
