import type { ApplicationsService, ApplyInput } from '@tawzeef/applications';
import { finalApplicationStatuses } from '@tawzeef/workflows';
import { scriptedCandidate } from './answers.ts';
import type { Timeline } from './clock.ts';
import type { HiringDriver } from './hiring.ts';
import { ANALYSIS_TIME, gapBefore, NOTE_AFTER, type Step } from './journeys.ts';

/** One demo application's story: its timeline, the id the next thing it creates takes, and how to run within it. */
export type Story = {
  timeline: Timeline;
  nextId(value: string): void;
  run<T>(work: () => Promise<T>): Promise<T>;
};

type Request = { commandId: string; actorId: string | null; correlationId: string };

/**
 * Plays one story within its timeline (`Story.run`): the application is submitted, its hiring workflow (started
 * from the event log) analyses the CV and invites, then each step happens and the seed waits until the workflow
 * has reacted, so the workflow's activities record their facts at the story's time.
 */
export async function playStory(input: {
  app: { applicationId: string; ownerId: string; k: number; n: number };
  job: { title: string; skills: string[]; language: 'en' | 'ar' };
  steps: Step[];
  story: Story;
  applications: ApplicationsService;
  hiring: HiringDriver;
  request: (step: string, actorId: string | null) => Request;
  /** A fixed id of something the story creates besides the application (its note). */
  idOf: (name: string) => string;
  application: ApplyInput;
}): Promise<void> {
  const { app, story, applications, hiring, request } = input;
  const { applicationId: id, ownerId, n } = app;
  const candidateId = input.application.candidateId;
  story.nextId(id);
  await applications.apply(input.application, request('apply', candidateId));
  story.timeline.advance(ANALYSIS_TIME);
  // The stage shows the invitation as soon as it starts; the interview is listed once the invitation is done.
  let view = await hiring.reaches(
    id,
    'the CV analysis and the invitation',
    (v) => v.stage === 'MANUAL_REVIEW' || (v.stage === 'INTERVIEW_1_INVITED' && v.interviews.length === 1),
  );

  story.timeline.advance(NOTE_AFTER);
  if (app.k === 1 || app.k === 4) {
    story.nextId(input.idOf('note'));
    await applications.addNote(
      id,
      {
        source: 'USER',
        authorId: ownerId,
        text: app.k === 1 ? '@Omar Khalil strong CV, please call this week.' : 'Offer sent by e-mail.',
      },
      request('note', ownerId),
    );
  }
  if (app.k === 2 || app.k === 6) {
    await applications.changePriority(
      id,
      { priority: app.k === 2 ? 'high' : 'low', actorId: ownerId },
      request('priority', ownerId),
    );
  }

  let held = 0;
  for (const [s, step] of input.steps.entries()) {
    story.timeline.advance(gapBefore(step, n + s));
    if (step.kind === 'interview') {
      const stage = held === 0 ? 'FIRST' : 'SECOND';
      // The workflow decides whether there is an interview to take (a failed analysis waits for the recruiter).
      if (view.stage !== `INTERVIEW_${held + 1}_INVITED`) {
        console.warn(`seed: application ${id} has no open ${stage} interview (${view.stage}); its story stops there`);
        return;
      }
      const candidate = scriptedCandidate({
        language: input.job.language,
        quality: step.quality,
        skills: input.job.skills,
        jobTitle: input.job.title,
        years: 3 + (n % 6),
        typing: () => void story.timeline.advance((30 + ((n * 13 + held * 7) % 30)) * 1000),
      });
      await hiring.interview(id, stage, candidate);
      held++;
      // Scored: the workflow then waits for the recruiter, or (after a strong first one) invited to the second.
      view = await hiring.reaches(
        id,
        `the score of interview ${held}`,
        (v) =>
          v.stage === 'AWAITING_DECISION' ||
          (held === 1 && v.stage === 'INTERVIEW_2_INVITED' && v.interviews.length === 2),
      );
    } else if (step.kind === 'status') {
      await applications.changeStatus(
        id,
        { status: step.status, actorId: ownerId, reason: step.reason ?? null },
        request(`status:${step.status}`, ownerId),
      );
      await hiring.statusChanged(id, step.status, ownerId);
      const final = finalApplicationStatuses.includes(step.status);
      view = await hiring.reaches(id, `the status ${step.status}`, (v) =>
        final ? v.ended : v.lastStatus === step.status,
      );
    } else {
      if (!candidateId) throw new Error('seed: only a signed-in candidate withdraws');
      await applications.withdraw(candidateId, id, step.reason, request('withdraw', candidateId));
      await hiring.statusChanged(id, 'WITHDRAWN', candidateId);
      view = await hiring.reaches(id, 'the withdrawal', (v) => v.ended);
    }
  }
}
