import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { contentTypeOfExt, type ImageType } from './image-type.ts';

export type StoredFile = { bytes: Buffer; contentType: string };

export type FileStore = {
  /** Stores the bytes under a new random name and returns it (`<32 hex>.<ext>`). */
  save(bytes: Uint8Array, ext: ImageType['ext']): Promise<string>;
  /** Only names this store hands out are looked up; anything else is null. */
  read(name: string): Promise<StoredFile | null>;
  /** Deletes a stored file for good (erasure); false when there was none. */
  remove(name: string): Promise<boolean>;
};

export const storedNamePattern = /^[0-9a-f]{32}\.(png|jpg|webp|gif)$/;

export function createFileSystemStore(directory: string): FileStore {
  return {
    async save(bytes, ext) {
      await mkdir(directory, { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.${ext}`;
      const temporary = join(directory, `.${name}.tmp`);
      await writeFile(temporary, bytes, { flag: 'wx' });
      await rename(temporary, join(directory, name));
      return name;
    },
    async read(name) {
      const match = storedNamePattern.exec(name);
      if (!match) return null;
      try {
        const bytes = await readFile(join(directory, name));
        return { bytes, contentType: contentTypeOfExt[match[1] as ImageType['ext']] };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(name) {
      if (!storedNamePattern.test(name)) return false;
      try {
        await unlink(join(directory, name));
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
  };
}
