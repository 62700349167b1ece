import type { Readable, Writable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

export type ArchiveEntry =
  | { path: string; bytes: Uint8Array }
  /** A file already compressed (PDF, audio) is stored as it is. */
  | { path: string; stream: Readable };

/**
 * Streams a ZIP of the entries to `out` in order (fflate's streaming Zip: one entry at a time, so a recording is
 * never held whole in memory) and resolves once the archive's last byte is written.
 */
export function writeZip(out: Writable, entries: ArchiveEntry[], mtime: Date): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const zip = new Zip((error, chunk, final) => {
      if (error) return reject(error);
      out.write(chunk);
      if (final) resolve();
    });
    const run = async () => {
      for (const entry of entries) {
        if ('bytes' in entry) {
          const file = new ZipDeflate(entry.path, { level: 6 });
          file.mtime = mtime;
          zip.add(file);
          file.push(entry.bytes, true);
          continue;
        }
        const file = new ZipPassThrough(entry.path);
        file.mtime = mtime;
        zip.add(file);
        for await (const chunk of entry.stream) file.push(chunk as Uint8Array);
        file.push(new Uint8Array(0), true);
      }
      zip.end();
    };
    run().catch((error: unknown) => {
      zip.terminate();
      reject(error instanceof Error ? error : new Error(String(error)));
    });
  });
}
