import { createReadStream } from 'node:fs';
import { mkdir, stat, unlink, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

/** Where interview recordings live; keys are opaque to callers. */
export type RecordingStorage = {
  save(bytes: Uint8Array, contentType: string): Promise<string>;
  /** null when the key is unknown. `range` is inclusive, as in HTTP. */
  open(key: string, range?: { start: number; end: number }): Promise<{ size: number; stream: Readable } | null>;
  /** Deletes the recording for good (erasure); false when there was none. */
  remove(key: string): Promise<boolean>;
};

export const recordingKeyPattern = /^rec-[0-9a-f-]{36}\.(ogg|wav|webm|mp4|mp3)$/u;
const extensionOf = (contentType: string) =>
  ({
    'audio/ogg': 'ogg',
    'audio/wav': 'wav',
    'audio/x-wav': 'wav',
    'video/webm': 'webm',
    'audio/webm': 'webm',
    'video/mp4': 'mp4',
    'audio/mpeg': 'mp3',
  })[contentType.split(';')[0]!.trim().toLowerCase()] ?? 'webm';

export const contentTypeOfKey = (key: string) =>
  ({ ogg: 'audio/ogg', wav: 'audio/wav', webm: 'video/webm', mp4: 'video/mp4', mp3: 'audio/mpeg' })[
    key.split('.').pop() ?? ''
  ] ?? 'application/octet-stream';

export function createFileSystemRecordingStorage(dir: string): RecordingStorage {
  return {
    async save(bytes, contentType) {
      await mkdir(dir, { recursive: true });
      const key = `rec-${randomUUID()}.${extensionOf(contentType)}`;
      await writeFile(join(dir, key), bytes);
      return key;
    },
    async open(key, range) {
      if (!recordingKeyPattern.test(key)) return null;
      const path = join(dir, key);
      const info = await stat(path).catch(() => null);
      if (!info) return null;
      return { size: info.size, stream: createReadStream(path, range) };
    },
    async remove(key) {
      if (!recordingKeyPattern.test(key)) return false;
      return unlink(join(dir, key)).then(
        () => true,
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return false;
          throw error;
        },
      );
    },
  };
}
