import { IdentityError } from '../errors.ts';
import type { FileStore } from './file-store.ts';
import { detectImageType } from './image-type.ts';

export const MAX_IMAGE_BYTES = 5_242_880;

export const imageTooLarge = () => new IdentityError('UPLOAD.TOO_LARGE', 'File size must be less than 5MB', 413);
export const notAnImage = () => new IdentityError('UPLOAD.NOT_AN_IMAGE', 'Please select an image file', 415);

/** Stores a logo or avatar after checking it by content; returns the URL it is served from. */
export async function storeImage(files: FileStore, bytes: Uint8Array): Promise<string> {
  if (bytes.length > MAX_IMAGE_BYTES) throw imageTooLarge();
  const type = detectImageType(bytes);
  if (!type) throw notAnImage();
  return `/api/uploads/${await files.save(bytes, type.ext)}`;
}
