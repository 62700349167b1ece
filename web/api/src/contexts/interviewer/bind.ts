import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { RoomServiceClient } from 'livekit-server-sdk';
import type { AiEngine } from '@tawzeef/ai';
import { interviewSessionsOf, type InterviewsService } from '@tawzeef/interviews';
import {
  agentTokenFactory,
  createInterviewAgent,
  defaultAgentOptions,
  espeakTextToSpeech,
  openAiSpeech,
  pocketsphinxLive,
  pocketsphinxSpeechToText,
  whisperLive,
  type InterviewAgent,
} from '@tawzeef/interview-agent';
import type { Container } from 'inversify';
import { dispatchInterviewer, interviewerActivities, interviewerTaskQueue } from '@tawzeef/workflows';
import type { AppConfig } from '../../config.ts';
import { backgroundWorker } from '../../temporal-worker.ts';
import { TOKENS } from '../../tokens.ts';

/**
 * The AI interviewer: the agent, the activity worker on the interviewers' queue that hands it rooms (started by the
 * interviewer role), and the dispatch that asks for an interviewer when a candidate is given a room's token.
 */
export function bindInterviewer(c: Container, config: AppConfig): void {
  c.bind(TOKENS.InterviewAgent)
    .toDynamicValue((ctx) =>
      apiInterviewAgent(config, {
        interviews: ctx.get(TOKENS.Interviews),
        ai: ctx.get(TOKENS.AiEngine),
        rooms: ctx.get(TOKENS.LiveKitRooms),
        logger: ctx.get(TOKENS.Logger).child({ component: 'interview-agent' }),
      }),
    )
    .onDeactivation((agent) => agent.stop());
  c.bind(TOKENS.InterviewerWorker)
    .toDynamicValue((ctx) =>
      backgroundWorker({
        address: config.TEMPORAL_ADDRESS,
        namespace: config.TEMPORAL_NAMESPACE,
        taskQueue: interviewerTaskQueue(config.TEMPORAL_TASK_QUEUE),
        activitiesOnly: true,
        activities: interviewerActivities((room, signal) => ctx.get(TOKENS.InterviewAgent).hold(room, signal)),
        logger: ctx.get(TOKENS.Logger).child({ component: 'interviewer-worker' }),
      }),
    )
    .onDeactivation((worker) => worker.stop());
  c.bind(TOKENS.DispatchInterviewer).toDynamicValue((ctx) => {
    const logger = ctx.get(TOKENS.Logger).child({ component: 'interviewer-dispatch' });
    return (roomName: string) => {
      if (config.INTERVIEW_AGENT !== 'on') return;
      dispatchInterviewer(ctx.get(TOKENS.TemporalClient), config.TEMPORAL_TASK_QUEUE, roomName).catch(
        (error: unknown) => logger.warn({ err: error, roomName }, 'could not dispatch an interviewer'),
      );
    };
  });
}

/**
 * The AI interviewer agent: espeak-ng and pocketsphinx by default, OpenAI speech
 * when OPENAI_API_KEY is set; questions from the AI engine (local or OpenAI). docs/interview-agent.md.
 */
export function apiInterviewAgent(
  config: AppConfig,
  deps: { interviews: InterviewsService; ai: AiEngine; rooms: RoomServiceClient; logger: Logger },
): InterviewAgent {
  const openai = config.OPENAI_API_KEY
    ? openAiSpeech({ apiKey: config.OPENAI_API_KEY, baseUrl: config.OPENAI_BASE_URL })
    : null;
  return createInterviewAgent({
    sessions: interviewSessionsOf(deps.interviews),
    questions: deps.ai,
    tts: openai?.tts ?? espeakTextToSpeech(),
    stt: openai?.stt ?? offlineSpeechToText(config, deps.logger),
    token: agentTokenFactory(config.LIVEKIT_API_KEY, config.LIVEKIT_API_SECRET),
    clock: () => new Date(),
    logger: deps.logger,
    rooms: deps.rooms,
    options: {
      ...defaultAgentOptions,
      livekitUrl: config.LIVEKIT_URL,
      workDir: join(tmpdir(), `tawzeef-interview-agent-${process.pid}`),
      maxMinutes: config.INTERVIEW_MAX_MINUTES,
      silenceMs: config.INTERVIEW_AGENT_SILENCE_SECONDS * 1000,
      turnEndMs: config.INTERVIEW_AGENT_TURN_END_MS,
      speculateMs: config.INTERVIEW_AGENT_SPECULATE_MS,
    },
  });
}

/**
 * The offline recogniser (docs/interview-agent.md): Whisper (base, else tiny.en) from the speech venv, else PyPI's pocketsphinx 5
 * (live, biased to the interview) from it; Debian's pocketsphinx, one process per utterance, when there is no venv.
 */
function offlineSpeechToText(config: AppConfig, logger: Logger) {
  const python = config.INTERVIEW_AGENT_SPEECH_PYTHON;
  const debian = pocketsphinxSpeechToText();
  if (!python || !existsSync(python)) {
    logger.warn({ python }, 'interview agent: no speech venv; spoken answers are decoded by Debian pocketsphinx');
    return debian;
  }
  const pocketsphinx = pocketsphinxLive({ python, batch: debian });
  return config.INTERVIEW_AGENT_RECOGNISER === 'pocketsphinx'
    ? pocketsphinx
    : whisperLive({
        python,
        batch: debian,
        orElse: pocketsphinx,
        settings: {
          ...(config.INTERVIEW_AGENT_WHISPER_MODEL && { model: config.INTERVIEW_AGENT_WHISPER_MODEL }),
          ...(config.INTERVIEW_AGENT_WHISPER_BEAM && { beam: config.INTERVIEW_AGENT_WHISPER_BEAM }),
        },
      });
}
