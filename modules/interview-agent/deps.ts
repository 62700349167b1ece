import type { InterviewBrief, InterviewSessions, QuestionSource, SpeechToText, TextToSpeech } from './port.ts';

export type AgentLogger = {
  info(fields: object | string, message?: string): void;
  warn(fields: object, message?: string): void;
  error(fields: object, message?: string): void;
  child(fields: object): AgentLogger;
};

export type AgentOptions = {
  livekitUrl: string;
  /** Where recordings are written while the interview runs. */
  workDir: string;
  maxMinutes: number;
  followUpBelowWords: number;
  wrapUpSeconds: number;
  /** Silence after the candidate's last words that ends their answer. */
  turnEndMs: number;
  /** The longer silence that ends it when the words so far stop mid-sentence ("...because"): audio/turn.ts. */
  turnHoldMs: number;
  /** A pause that closes one utterance (a piece of an answer) for the recogniser; shorter than `turnEndMs`. */
  utteranceGapMs: number;
  /**
   * For a recogniser that decodes at the end (Whisper, `LiveRecognizer.peek`): after this much silence it decodes the
   * answer so far, dropped if the candidate speaks again, so the words are usually there when the turn ends. Its
   * utterances then close only on `turnHoldMs` of silence (the whole answer is decoded together). 0: off, each
   * utterance is decoded when `utteranceGapMs` closes it.
   */
  speculateMs: number;
  /** No answer at all for this long: a nudge, then the next question. */
  silenceMs: number;
  /** An answer is cut here, so steady background noise cannot hold the turn open. */
  maxAnswerMs: number;
  /** How long the agent waits for a candidate who dropped out before it closes the interview. */
  reconnectGraceMs: number;
  vadThreshold: number;
  /** Spoken answers heard with less confidence (0 to 1) are not counted: the candidate is asked to repeat or type. */
  minConfidence: number;
  /** How long a dispatched room is waited on for its candidate (a token is given a little before joining). */
  candidateWaitMs: number;
  /** While a dispatched room has no candidate yet, how often it is looked into again. */
  candidateCheckMs: number;
};

export const defaultAgentOptions = {
  maxMinutes: 45,
  followUpBelowWords: 6,
  wrapUpSeconds: 30,
  turnEndMs: 800,
  turnHoldMs: 2_000,
  utteranceGapMs: 400,
  speculateMs: 300,
  silenceMs: 60_000,
  maxAnswerMs: 180_000,
  reconnectGraceMs: 120_000,
  vadThreshold: 500,
  minConfidence: 0.6,
  candidateWaitMs: 120_000,
  candidateCheckMs: 500,
} satisfies Partial<AgentOptions>;

export type AgentDeps = {
  sessions: InterviewSessions;
  questions: QuestionSource;
  tts: TextToSpeech;
  stt: SpeechToText;
  /** A LiveKit token for the agent in the interview's room. */
  token(brief: InterviewBrief): Promise<string>;
  clock: () => Date;
  logger: AgentLogger;
  options: AgentOptions;
};
