import type { Language } from './port.ts';

export type ConversationOptions = {
  maxMinutes: number;
  /** An answer with fewer words gets one follow-up question. */
  followUpBelowWords: number;
  /** The closing starts this long before the maximum length. */
  wrapUpSeconds: number;
};

export type Turn = { say: string[]; done: boolean };

const T = {
  en: {
    greeting: (name: string | null, job: string, company: string | null) =>
      `Hello${name ? ` ${name}` : ''}, I am the AI interviewer for the ${job} role${company ? ` at ${company}` : ''}.`,
    typeNotice:
      'Please type your answers in the chat: I cannot understand speech in this language yet. What you say is still recorded for the hiring team.',
    welcomeBack: (name: string | null) =>
      `Welcome back${name ? ` ${name}` : ''}. We were interrupted; let us continue where we left off.`,
    followUp: 'Could you tell me a little more? A concrete example, what you did and the result would help.',
    nudge: 'Take your time. When you are ready, answer by speaking or in the chat.',
    notCaught: 'Sorry, I did not catch that. Could you say it again, or type your answer in the chat?',
    stillNotCaught: 'Sorry, I still did not catch that. You can type it in the chat; let us go on.',
    timeUp: 'We have reached the end of our time.',
    closing: (name: string | null) =>
      `Thank you${name ? ` ${name}` : ''}, that completes the interview. The hiring team will review it and contact you about the next steps. Goodbye.`,
  },
  ar: {
    greeting: (name: string | null, job: string, company: string | null) =>
      `مرحباً${name ? ` ${name}` : ''}، أنا المحاور الآلي لوظيفة ${job}${company ? ` في ${company}` : ''}.`,
    typeNotice:
      'من فضلك اكتب إجاباتك في المحادثة: لا أستطيع فهم الكلام بهذه اللغة بعد. ما تقوله يُسجَّل مع ذلك لفريق التوظيف.',
    welcomeBack: (name: string | null) => `أهلاً بعودتك${name ? ` ${name}` : ''}. حدث انقطاع؛ لنكمل من حيث توقفنا.`,
    followUp: 'هل يمكنك التوضيح أكثر؟ مثال محدد عما فعلته والنتيجة سيكون مفيداً.',
    nudge: 'خذ وقتك. عندما تكون جاهزاً، أجب بالكلام أو في المحادثة.',
    notCaught: 'عذراً، لم أفهم ذلك. هل يمكنك قوله مرة أخرى، أو كتابة إجابتك في المحادثة؟',
    stillNotCaught: 'عذراً، ما زلت لم أفهم. يمكنك كتابتها في المحادثة؛ لننتقل إلى السؤال التالي.',
    timeUp: 'لقد وصلنا إلى نهاية الوقت المخصص.',
    closing: (name: string | null) =>
      `شكراً لك${name ? ` ${name}` : ''}، انتهت المقابلة. سيراجعها فريق التوظيف ويتواصل معك بخصوص الخطوات التالية. مع السلامة.`,
  },
};

const wordCount = (text: string) => text.split(/\s+/u).filter(Boolean).length;

/**
 * The interviewer's script, without audio or network: greets, asks each question, follows up once
 * on a short answer, nudges once after silence, keeps time and closes. Time comes in as an argument.
 */
export class Conversation {
  private index = -1;
  private followedUp = false;
  private nudged = false;
  private unclearCount = 0;
  private finished = false;
  private startedAt: number | null = null;
  private readonly t: (typeof T)['en'];

  constructor(
    private readonly brief: {
      language: Language;
      candidateName: string | null;
      jobTitle: string;
      companyName: string | null;
    },
    private readonly questions: string[],
    private readonly options: ConversationOptions & {
      /** False when speech in this language cannot be understood: the greeting asks for typed answers. */
      hearsSpeech?: boolean;
    },
  ) {
    this.t = T[brief.language];
  }

  get done(): boolean {
    return this.finished;
  }

  /** The question being answered now, if any. */
  get currentQuestion(): string | null {
    return this.questions[this.index] ?? null;
  }

  /**
   * The first words of a new interview, before any question: the greeting, after the notice to type when speech in
   * this language cannot be understood (said first, so that the candidate knows within seconds). They need no
   * questions, so they can be said while the questions are being prepared.
   */
  static opening(
    brief: { language: Language; candidateName: string | null; jobTitle: string; companyName: string | null },
    hearsSpeech: boolean,
  ): string[] {
    const t = T[brief.language];
    const greeting = t.greeting(brief.candidateName, brief.jobTitle, brief.companyName);
    return hearsSpeech ? [greeting] : [t.typeNotice, greeting];
  }

  /** Starts the interview: the opening lines (unless already said, `greeted`) and the first question. */
  open(now: Date, greeted = false): Turn {
    this.startedAt = now.getTime();
    return this.next(greeted ? [] : Conversation.opening(this.brief, this.options.hearsSpeech !== false));
  }

  /**
   * Rejoining an interview in progress: a short welcome back, then the question at `index` (see
   * resumePoint). `startedAt` is the interview's original start: the time limit keeps counting from there.
   */
  resume(index: number, startedAt: Date): Turn {
    this.startedAt = startedAt.getTime();
    if (index >= this.questions.length) return this.close();
    this.index = Math.max(0, index) - 1;
    const back = this.t.welcomeBack(this.brief.candidateName);
    return this.next(this.options.hearsSpeech === false ? [back, this.t.typeNotice] : [back]);
  }

  /**
   * The candidate came back to the room (a reload, another device) while a question was open: a short welcome
   * back, then that question again, so the screen and the voice say what is being answered. The follow-up and
   * nudge already used stay used: the next answer is the answer to this question.
   */
  rejoined(now: Date): Turn {
    if (this.finished) return { say: [], done: true };
    if (this.timeIsUp(now)) return this.closeForTime();
    const question = this.currentQuestion;
    return { say: [this.t.welcomeBack(this.brief.candidateName), ...(question ? [question] : [])], done: false };
  }

  answer(text: string, now: Date): Turn {
    if (this.finished) return { say: [], done: true };
    if (this.timeIsUp(now)) return this.closeForTime();
    if (wordCount(text) < this.options.followUpBelowWords && !this.followedUp) {
      this.followedUp = true;
      return { say: [this.t.followUp], done: false };
    }
    return this.next([]);
  }

  /**
   * A spoken answer too unsure to count: the candidate is asked once to say it again or type it; a
   * second unclear answer to the same question moves on (it stays unscored either way).
   */
  unclear(now: Date): Turn {
    if (this.finished) return { say: [], done: true };
    if (this.timeIsUp(now)) return this.closeForTime();
    this.unclearCount++;
    if (this.unclearCount === 1) return { say: [this.t.notCaught], done: false };
    return this.next([this.t.stillNotCaught]);
  }

  /** The candidate said nothing for a while: one nudge per question, then the next question. */
  silence(now: Date): Turn {
    if (this.finished) return { say: [], done: true };
    if (this.timeIsUp(now)) return this.closeForTime();
    if (!this.nudged) {
      this.nudged = true;
      return { say: [this.t.nudge], done: false };
    }
    return this.next([]);
  }

  /**
   * What may be said after the current answer, so that its voice can be made while the candidate speaks: the next
   * question (or the closing), the follow-up and the not-caught lines.
   */
  upcoming(): string[] {
    if (this.finished) return [];
    const next = this.questions[this.index + 1] ?? this.t.closing(this.brief.candidateName);
    return [next, this.t.followUp, this.t.notCaught, this.t.stillNotCaught];
  }

  /** Called on a timer: true once the closing must start. */
  timeIsUp(now: Date): boolean {
    if (this.startedAt === null) return false;
    return now.getTime() - this.startedAt >= (this.options.maxMinutes * 60 - this.options.wrapUpSeconds) * 1000;
  }

  closeForTime(): Turn {
    return this.close([this.t.timeUp]);
  }

  close(before: string[] = []): Turn {
    if (this.finished) return { say: [], done: true };
    this.finished = true;
    return { say: [...before, this.t.closing(this.brief.candidateName)], done: true };
  }

  private next(before: string[]): Turn {
    this.index++;
    this.followedUp = false;
    this.nudged = false;
    this.unclearCount = 0;
    const question = this.questions[this.index];
    if (question === undefined) return this.close(before);
    return { say: [...before, question], done: false };
  }
}
