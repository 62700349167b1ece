import { Worker } from 'node:worker_threads';
import type { RawPage } from './layout.ts';

export type ExtractFailure = {
  code: 'CV.ENCRYPTED' | 'CV.MALFORMED' | 'CV.TOO_MANY_PAGES' | 'CV.TIMEOUT' | 'CV.TOO_COMPLEX';
  detail: string;
};
export type ExtractResult = { ok: true; pages: RawPage[] } | { ok: false; failure: ExtractFailure };

type Reply =
  { id: number; ok: true; pages: RawPage[] } | { id: number; ok: false; error: { name: string; message: string } };
type Pending = { resolve: (r: ExtractResult) => void; timer: NodeJS.Timeout };

/**
 * One long-lived worker thread parses PDFs, so warm calls skip loading pdf.js. A document that
 * overruns its time budget or heap kills the worker; the next call starts a fresh one.
 */
export class PdfTextExtractor {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  constructor(private readonly heapLimitMb = 512) {}

  extract(data: Uint8Array, opts: { maxPages: number; timeoutMs: number }): Promise<ExtractResult> {
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        this.restart();
        resolve({
          ok: false,
          failure: { code: 'CV.TIMEOUT', detail: `text extraction took longer than ${opts.timeoutMs} ms` },
        });
      }, opts.timeoutMs);
      this.pending.set(id, { resolve, timer });
      worker.ref();
      worker.postMessage({ id, data: data.slice(), maxPages: opts.maxPages });
    });
  }

  async close(): Promise<void> {
    const w = this.worker;
    this.worker = undefined;
    if (w) await w.terminate();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./worker.ts', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: this.heapLimitMb, maxYoungGenerationSizeMb: 64 },
    });
    worker.on('message', (reply: Reply) => this.settle(reply.id, toResult(reply)));
    worker.on('error', (err) => this.failAll(worker, { code: 'CV.TOO_COMPLEX', detail: err.message }));
    worker.on('exit', () => this.failAll(worker, { code: 'CV.TOO_COMPLEX', detail: 'the PDF parser stopped' }));
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private settle(id: number, result: ExtractResult): void {
    const p = this.pending.get(id);
    if (!p) return;
    clearTimeout(p.timer);
    this.pending.delete(id);
    if (this.pending.size === 0) this.worker?.unref();
    p.resolve(result);
  }

  private failAll(worker: Worker, failure: ExtractFailure): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    for (const id of [...this.pending.keys()]) this.settle(id, { ok: false, failure });
  }

  private restart(): void {
    const w = this.worker;
    this.worker = undefined;
    if (w) void w.terminate();
  }
}

function toResult(reply: Reply): ExtractResult {
  if (reply.ok) return { ok: true, pages: reply.pages };
  const { name, message } = reply.error;
  if (name === 'PasswordException')
    return { ok: false, failure: { code: 'CV.ENCRYPTED', detail: 'the PDF is password-protected' } };
  if (name === 'TooManyPages')
    return { ok: false, failure: { code: 'CV.TOO_MANY_PAGES', detail: `the PDF has ${message} pages` } };
  return { ok: false, failure: { code: 'CV.MALFORMED', detail: message } };
}
