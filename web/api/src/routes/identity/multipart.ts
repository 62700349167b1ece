import busboy from 'busboy';
import type { Request } from 'express';
import { imageTooLarge, MAX_IMAGE_BYTES } from '@tawzeef/identity';
import { DomainError } from '../../errors.ts';

const missing = (field: string) =>
  new DomainError('UPLOAD.MISSING_FILE', `Send the file as multipart/form-data in the field "${field}".`, 400);

/** Reads one file field into memory, refusing more than `maxBytes` without buffering the excess. */
export function readUpload(req: Request, field: string, maxBytes = MAX_IMAGE_BYTES): Promise<Buffer> {
  if (!req.is('multipart/form-data')) return Promise.reject(missing(field));
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: maxBytes + 1, fields: 20, parts: 30 } });
    } catch {
      reject(missing(field));
      return;
    }
    let file: Buffer | null = null;
    let tooLarge = false;
    parser.on('file', (name, stream) => {
      if (name !== field) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        tooLarge = true;
      });
      stream.on('end', () => {
        file = Buffer.concat(chunks);
      });
    });
    parser.on('error', () => reject(missing(field)));
    parser.on('close', () => {
      if (tooLarge || (file && file.length > maxBytes)) reject(imageTooLarge());
      else if (!file || file.length === 0) reject(missing(field));
      else resolve(file);
    });
    req.pipe(parser);
  });
}
