import { IdentityError } from '../errors.ts';
import type { FileStore } from './file-store.ts';
import { detectImageType } from './image-type.ts';
import { reencodeImage } from './reencode-image.ts';

export const MAX_IMAGE_BYTES = 5_242_880;

export const imageTooLarge = () => new IdentityError('UPLOAD.TOO_LARGE', 'File size must be less than 5MB', 413);
export const notAnImage = () => new IdentityError('UPLOAD.NOT_AN_IMAGE', 'Please select an image file', 415);

/**
 * Keeps a logo or avatar: checked by size and content, then decoded and re-encoded (see reencodeImage), so
 * what is stored and served is only a bounded picture. Returns the URL it is served from.
 */
export async function storeImage(files: FileStore, bytes: Uint8Array): Promise<string> {
  if (bytes.length > MAX_IMAGE_BYTES) throw imageTooLarge();
  if (!detectImageType(bytes)) throw notAnImage();
  const kept = await reencodeImage(bytes);
  return `/api/uploads/${await files.save(kept.bytes, kept.ext)}`;
}
