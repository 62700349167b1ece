import type { Readable, Writable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

export type ArchiveEntry =
  | { path: string; bytes: Uint8Array }
  /** A file already compressed (PDF, audio) is stored as it is. */
  | { path: string; stream: Readable };

/** Bytes pushed into the compressor at a time, so a large entry waits for the receiver between slices. */
const SLICE = 64 * 1024;

/**
 * Resolves once `out` can take more (at once when its buffer is under its high-water mark); rejects if it closes or
 * fails first (a download cancelled half way), so the caller stops reading files nobody will receive.
 */
function drained(out: Writable): Promise<void> {
  if (!out.writableNeedDrain) return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    const cleanup = () => {
      out.off('drain', onDrain);
      out.off('close', onClose);
      out.off('error', onError);
    };
    const onDrain = () => {
      cleanup();
      resolve();
    };
    const onClose = () => {
      cleanup();
      reject(new Error('The receiver closed before the archive was written'));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    out.on('drain', onDrain);
    out.on('close', onClose);
    out.on('error', onError);
  });
}

/**
 * Streams a ZIP of the entries to `out` in order (fflate's streaming Zip: one entry at a time, so a recording is
 * never held whole in memory) and resolves once the archive's last byte is written. It respects backpressure: after
 * each slice it waits until `out` has drained, so a slow download reads the files only as fast as it receives them.
 */
export function writeZip(out: Writable, entries: ArchiveEntry[], mtime: Date): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let done = false;
    const zip = new Zip((error, chunk, final) => {
      if (error) return reject(error);
      out.write(chunk);
      if (final) {
        done = true;
        resolve();
      }
    });
    const run = async () => {
      for (const entry of entries) {
        if ('bytes' in entry) {
          const file = new ZipDeflate(entry.path, { level: 6 });
          file.mtime = mtime;
          zip.add(file);
          for (let start = 0; start < entry.bytes.length; start += SLICE) {
            file.push(entry.bytes.subarray(start, start + SLICE));
            await drained(out);
          }
          file.push(new Uint8Array(0), true);
          continue;
        }
        const file = new ZipPassThrough(entry.path);
        file.mtime = mtime;
        zip.add(file);
        for await (const chunk of entry.stream) {
          file.push(chunk as Uint8Array);
          await drained(out);
        }
        file.push(new Uint8Array(0), true);
      }
      zip.end();
    };
    run().catch((error: unknown) => {
      if (done) return;
      zip.terminate();
      for (const entry of entries) if ('stream' in entry) entry.stream.destroy();
      reject(error instanceof Error ? error : new Error(String(error)));
    });
  });
}
