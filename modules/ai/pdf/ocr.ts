import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type OcrResult =
  | { ok: true; pages: string[] }
  | { ok: false; code: 'CV.TIMEOUT' | 'CV.OCR_UNAVAILABLE' | 'CV.MALFORMED'; detail: string };

type RunError = Error & { code?: string | number; killed?: boolean; signal?: string };

export type OcrOptions = {
  /** Where pdftoppm and tesseract are found: the children's PATH. */
  searchPath?: string;
  /** tesseract's language data folder, when it is not the installed one. */
  tessdataPrefix?: string;
};

export const DEFAULT_SEARCH_PATH = '/usr/local/bin:/usr/bin:/bin';

/** The children see only this, never the caller's environment (and its secrets). */
export function ocrEnvironment(options: OcrOptions = {}): Record<string, string> {
  return {
    PATH: options.searchPath || DEFAULT_SEARCH_PATH,
    // OpenMP threads make tesseract about 5x slower on small machines.
    OMP_THREAD_LIMIT: '1',
    ...(options.tessdataPrefix ? { TESSDATA_PREFIX: options.tessdataPrefix } : {}),
  };
}

function run(cmd: string, args: string[], timeoutMs: number, env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      cmd,
      args,
      {
        timeout: Math.max(1, timeoutMs),
        killSignal: 'SIGKILL',
        maxBuffer: 16 * 1024 * 1024,
        encoding: 'utf8',
        env,
      },
      (err, stdout) => (err ? reject(err) : resolve(stdout)),
    );
  });
}

function failure(err: unknown, step: string): OcrResult {
  const e = err as RunError;
  if (e.code === 'ENOENT') return { ok: false, code: 'CV.OCR_UNAVAILABLE', detail: `${step} is not installed` };
  if (e.killed || e.signal === 'SIGKILL')
    return { ok: false, code: 'CV.TIMEOUT', detail: `${step} ran out of the time budget` };
  return { ok: false, code: 'CV.MALFORMED', detail: `${step} failed: ${String(e.message).split('\n')[0]}` };
}

/**
 * Rasterises the first pages with pdftoppm (scaled to a fixed size, so a page of absurd dimensions
 * cannot blow up memory) and reads them with tesseract in English and Arabic.
 */
export async function ocrPdf(
  data: Uint8Array,
  opts: { pages: number; deadline: number; longSidePx?: number; languages?: string; env: Record<string, string> },
): Promise<OcrResult> {
  const dir = await mkdtemp(join(tmpdir(), 'tawzeef-ocr-'));
  try {
    const input = join(dir, 'in.pdf');
    await writeFile(input, data);
    const remaining = () => opts.deadline - Date.now();
    try {
      await run(
        'pdftoppm',
        [
          '-f',
          '1',
          '-l',
          String(opts.pages),
          '-scale-to',
          String(opts.longSidePx ?? 2200),
          '-gray',
          '-png',
          input,
          join(dir, 'page'),
        ],
        remaining(),
        opts.env,
      );
    } catch (err) {
      return failure(err, 'pdftoppm');
    }
    const images = (await readdir(dir)).filter((f) => f.startsWith('page') && f.endsWith('.png')).sort();
    const pages: string[] = [];
    for (const img of images) {
      if (remaining() <= 0) return { ok: false, code: 'CV.TIMEOUT', detail: 'OCR ran out of the time budget' };
      try {
        pages.push(
          await run(
            'tesseract',
            [join(dir, img), 'stdout', '-l', opts.languages ?? 'eng+ara', '--psm', '3'],
            remaining(),
            opts.env,
          ),
        );
      } catch (err) {
        return failure(err, 'tesseract');
      }
    }
    return { ok: true, pages };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
