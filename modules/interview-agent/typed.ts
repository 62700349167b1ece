import { Conversation } from './conversation.ts';
import type { AgentOptions } from './deps.ts';
import type { CompletionReason, InterviewBrief, InterviewSessions, QuestionSource, SpeakerType } from './port.ts';
import { resumePoint } from './resume.ts';

export type TypedInterviewDeps = {
  sessions: InterviewSessions;
  questions: QuestionSource;
  clock: () => Date;
  options: Pick<AgentOptions, 'maxMinutes' | 'followUpBelowWords' | 'wrapUpSeconds'>;
};

/**
 * The candidate's side of a chat-only interview: given what the interviewer just said (a question or a follow-up),
 * the typed answer; an empty answer is silence.
 */
export type TypedCandidate = (said: string) => Promise<string>;

/**
 * One interview held in the chat alone, with no room and no audio: the interviewer's own script (Conversation),
 * questions and records, as `runInterview` holds them, with every answer typed. It records no recording, because
 * nothing was spoken. Used where no browser takes part (the demo seed's scripted candidates).
 */
export async function runTypedInterview(
  brief: InterviewBrief,
  deps: TypedInterviewDeps,
  candidate: TypedCandidate,
): Promise<{ reason: CompletionReason; answers: number }> {
  const { sessions, clock } = deps;
  let seq = brief.nextSeq ?? 1;
  const record = (speakerType: SpeakerType, text: string) =>
    sessions.recordUtterance(brief.interviewId, { seq: seq++, speakerType, text, at: clock() });

  await sessions.start(brief.interviewId, clock());
  const questions = (await deps.questions.generateInterviewQuestions(brief.questions)).questions.map((q) => q.text);
  const conversation = new Conversation(brief, questions, {
    maxMinutes: brief.maxMinutes ?? deps.options.maxMinutes,
    followUpBelowWords: deps.options.followUpBelowWords,
    wrapUpSeconds: deps.options.wrapUpSeconds,
  });
  const startedAt = brief.startedAt ?? clock();
  let turn = brief.transcript?.length
    ? conversation.resume(resumePoint(questions, brief.transcript), startedAt)
    : conversation.open(startedAt);
  let reason: CompletionReason = 'AGENT_ENDED';
  let answers = 0;
  for (;;) {
    for (const line of turn.say) await record('AI_ASSISTANT', line);
    if (turn.done) break;
    const said = turn.say.at(-1) ?? '';
    const text = (await candidate(said)).trim().slice(0, 4000);
    if (conversation.timeIsUp(clock())) {
      reason = 'TIME_LIMIT';
      turn = conversation.closeForTime();
      continue;
    }
    if (!text) {
      turn = conversation.silence(clock());
      continue;
    }
    await record('CANDIDATE', text);
    answers++;
    turn = conversation.answer(text, clock());
  }
  await sessions.complete(brief.interviewId, reason, clock());
  return { reason, answers };
}
