import type { Request } from 'express';
import { imageTooLarge, MAX_IMAGE_BYTES } from '@tawzeef/identity';
import { DomainError, readMultipart } from '@tawzeef/http';

const missing = (field: string) =>
  new DomainError('UPLOAD.MISSING_FILE', `Send the file as multipart/form-data in the field "${field}".`, 400);

/** Reads one file field into memory, refusing more than `maxBytes` without buffering the excess. */
export async function readUpload(req: Request, field: string, maxBytes = MAX_IMAGE_BYTES): Promise<Buffer> {
  const { file } = await readMultipart(req, { field, maxBytes, tooLarge: imageTooLarge });
  if (!file) throw missing(field);
  return file.bytes;
}
