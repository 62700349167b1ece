export type {
  CompletionReason,
  InterviewBrief,
  InterviewSessions,
  Language,
  Pcm,
  QuestionSource,
  RecordingFile,
  SpeakerType,
  SpeechToText,
  TextToSpeech,
  Utterance,
} from './port.ts';
export type { AgentDeps, AgentLogger, AgentOptions } from './deps.ts';
export { defaultAgentOptions } from './deps.ts';
export { agentTokenFactory, createInterviewAgent, type InterviewAgent } from './supervisor.ts';
export { AGENT_STATE_ATTRIBUTE, CHAT_TOPIC, isAgentIdentity, TRANSCRIPT_TOPIC, runInterview } from './session.ts';
export { Conversation } from './conversation.ts';
export { resumePoint } from './resume.ts';
export { espeakTextToSpeech } from './speech/espeak.ts';
export { pocketsphinxSpeechToText } from './speech/pocketsphinx.ts';
export { openAiSpeech } from './speech/openai.ts';
export { decodeWav, encodeWav, resample } from './audio/wav.ts';
