import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

/** Where CV files live. Keys are random; nothing a user sends becomes part of a path. */
export type CvStorage = {
  save(bytes: Uint8Array): Promise<string>;
  read(key: string): Promise<Buffer | null>;
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Deletes the file for good (erasure); false when there was none. */
  remove(key: string): Promise<boolean>;
};

export const cvStorageKeyPattern = /^[0-9a-f]{32}\.pdf$/;

/** The default adapter: a folder outside the web root (`.data/cvs`), written atomically. */
export function createFileSystemCvStorage(directory: string): CvStorage {
  const pathOf = (key: string) => (cvStorageKeyPattern.test(key) ? join(directory, key) : null);
  const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
  return {
    async save(bytes) {
      await mkdir(directory, { recursive: true, mode: 0o700 });
      const key = `${randomBytes(16).toString('hex')}.pdf`;
      const temporary = join(directory, `.${key}.tmp`);
      await writeFile(temporary, bytes, { flag: 'wx', mode: 0o600 });
      await rename(temporary, join(directory, key));
      return key;
    },
    async read(key) {
      const path = pathOf(key);
      if (!path) return null;
      try {
        return await readFile(path);
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async open(key) {
      const path = pathOf(key);
      if (!path) return null;
      try {
        const { size } = await stat(path);
        return { stream: createReadStream(path), size };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      const path = pathOf(key);
      if (!path) return false;
      try {
        await unlink(path);
        return true;
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
  };
}
