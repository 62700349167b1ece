import type { InterviewQuestionsInput } from '@tawzeef/ai';

export type SpeakerType = 'AI_ASSISTANT' | 'CANDIDATE' | 'SYSTEM';
export type Language = 'en' | 'ar';

/** What the agent needs to hold one interview: who, for which job, which questions, how long. */
export type InterviewBrief = {
  interviewId: string;
  roomName: string;
  language: Language;
  candidateName: string | null;
  jobTitle: string;
  companyName: string | null;
  /** Handed to the AI engine to build the questions: the job, the stage prompt and the job's own questions. */
  questions: InterviewQuestionsInput;
  /** The applied CV's skills, job titles, employers and schools, for the recogniser. */
  cvTerms?: string[];
  /** The job's maximum interview length; the agent's default applies when absent. */
  maxMinutes?: number;
  /** The next transcript sequence number (seq starts at 1; higher when the agent rejoins an interview in progress). */
  nextSeq?: number;
  /** Set when the interview already started: the clock keeps running from there. */
  startedAt?: Date | null;
  /** What was said so far, in seq order; not empty when the agent rejoins an interview in progress. */
  transcript?: { speakerType: SpeakerType; text: string }[];
};

export type Utterance = {
  seq: number;
  speakerType: SpeakerType;
  text: string;
  at: Date;
  /** How sure the recogniser was of a spoken answer (0 to 1); absent for typed and spoken-by-the-agent lines. */
  confidence?: number;
  /** The seq of an earlier spoken answer that this typed text corrects (it counts instead of that one). */
  corrects?: number;
};
/** A finished WAV file in the agent's work folder; the service moves it into the recording storage. */
export type RecordingFile = { path: string; contentType: 'audio/wav'; durationSeconds: number; bytes: number };
/** What an interviewer did with a room it was handed. */
export type HoldOutcome = 'held' | 'no-candidate' | 'not-due' | 'already-held';

export type CompletionReason = 'AGENT_ENDED' | 'CANDIDATE_LEFT' | 'TIME_LIMIT';

/**
 * The narrow slice of the interviews service the agent uses; the composition root adapts
 * `@tawzeef/interviews` (briefing / start / recordUtterance / complete / saveRecording) to it.
 */
export interface InterviewSessions {
  /** The interview a LiveKit room belongs to, when it can still be held (SCHEDULED or IN_PROGRESS); else null. */
  forRoom(roomName: string): Promise<InterviewBrief | null>;
  start(interviewId: string, at: Date): Promise<void>;
  recordUtterance(interviewId: string, utterance: Utterance): Promise<void>;
  complete(interviewId: string, reason: CompletionReason, at: Date): Promise<void>;
  /** Keeps the recording (the recording storage port) and attaches it to the interview; the file may then go. */
  saveRecording(interviewId: string, recording: RecordingFile): Promise<void>;
}

/** 16-bit mono PCM at a stated sample rate. */
export type Pcm = { samples: Int16Array; sampleRate: number };

export interface TextToSpeech {
  synthesize(text: string, language: Language): Promise<Pcm>;
}

/** What the recogniser heard, with how sure it is (0 to 1; 0 when nothing intelligible was heard). */
export type Heard = { text: string; confidence: number };

export interface SpeechToText {
  /** Transcribes one utterance; text '' when nothing intelligible was heard. */
  transcribe(audio: Pcm, language: Language): Promise<Heard>;
  /** False when this engine cannot hear the language (the candidate answers in the chat instead). */
  supports(language: Language): boolean;
  /**
   * A recogniser of its own for one interview, when the engine has one: it is fed each utterance while it is spoken
   * (so the words are ready when it ends) and biased to what this interview is about. Without it, each utterance
   * goes to `transcribe` once it has ended.
   */
  listen?(language: Language, context: SpeechContext): Promise<LiveRecognizer>;
}

/** What an interview is about, for the recogniser: the job's and the CV's texts, and the terms to listen for. */
export type SpeechContext = { texts: string[]; terms: string[] };

export interface LiveRecognizer {
  /** The question now being asked: its words are likely in the answer. */
  expect(question: string): void;
  /** An utterance starts; its audio follows with `write`, as it arrives. */
  begin(): void;
  write(audio: Pcm): void;
  /** It was noise, not speech: forget it. */
  cancel(): void;
  /**
   * What was heard so far in the open utterance, decoded now (the candidate paused; the turn may be over). Only for
   * recognisers that decode at the end (Whisper): speculative, so that the words are ready when the turn ends.
   */
  peek?(): Promise<Heard>;
  /** It ended: what was heard. `reusePeek`: nothing was said since the last `peek`, whose words are the answer. */
  end(options?: { reusePeek?: boolean }): Promise<Heard>;
  close(): Promise<void>;
}

export type QuestionSource = {
  generateInterviewQuestions(input: InterviewQuestionsInput): Promise<{ questions: { text: string }[] }>;
};
