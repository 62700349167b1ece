export type {
  HoldOutcome,
  CompletionReason,
  Heard,
  InterviewBrief,
  InterviewSessions,
  Language,
  LiveRecognizer,
  Pcm,
  QuestionSource,
  RecordingFile,
  SpeakerType,
  SpeechContext,
  SpeechToText,
  TextToSpeech,
  Utterance,
} from './port.ts';
export type { AgentDeps, AgentLogger, AgentOptions } from './deps.ts';
export { defaultAgentOptions } from './deps.ts';
export { agentTokenFactory, createInterviewAgent, type InterviewAgent } from './supervisor.ts';
export {
  AGENT_STATE_ATTRIBUTE,
  CHAT_TOPIC,
  CONTROL_TOPIC,
  isAgentIdentity,
  TRANSCRIPT_TOPIC,
  runInterview,
} from './session.ts';
export { Conversation } from './conversation.ts';
export { resumePoint } from './resume.ts';
export { runTypedInterview, type TypedCandidate, type TypedInterviewDeps } from './typed.ts';
export { heardOfUnclearNote, unclearNote } from './heard.ts';
export { espeakTextToSpeech } from './speech/espeak.ts';
export { pocketsphinxSpeechToText } from './speech/pocketsphinx.ts';
export { pocketsphinxLive, whisperLive } from './speech/live-worker.ts';
export { speechContextOf } from './speech-context.ts';
export { openAiSpeech } from './speech/openai.ts';
export { decodeWav, encodeWav, resample } from './audio/wav.ts';
