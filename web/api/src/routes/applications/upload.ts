import busboy from 'busboy';
import type { Request } from 'express';
import { applicationMessages, MAX_CV_BYTES } from '@tawzeef/applications';
import { DomainError } from '../../errors.ts';

export type CvUpload = { file: { bytes: Buffer; fileName: string } | null; fields: Record<string, string> };

/** Room for the form's text fields and the multipart framing around the file. */
const FORM_OVERHEAD_BYTES = 256 * 1024;

export const cvTooLarge = () => new DomainError('CV.TOO_LARGE', applicationMessages.tooLarge, 413);
const notMultipart = (field: string) =>
  new DomainError('UPLOAD.MISSING_FILE', `Send the form as multipart/form-data with the file in "${field}".`, 400);

/**
 * Reads a multipart form with one CV file, streaming: a declared length over the limit is refused before
 * any of the body is read, and a file that grows past it is refused at that byte. The rest of the body is
 * drained, never buffered, so the client reads the 413 instead of a reset connection.
 */
export function readCvForm(req: Request, field = 'cv', maxBytes = MAX_CV_BYTES): Promise<CvUpload> {
  if (!req.is('multipart/form-data')) return Promise.reject(notMultipart(field));
  const declared = Number(req.headers['content-length']);
  const refuse = (error: Error) => {
    req.unpipe();
    req.resume();
    return error;
  };
  if (Number.isFinite(declared) && declared > maxBytes + FORM_OVERHEAD_BYTES)
    return Promise.reject(refuse(cvTooLarge()));
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fileSize: maxBytes, fields: 20, fieldSize: 16 * 1024, parts: 30 },
      });
    } catch {
      reject(notMultipart(field));
      return;
    }
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      reject(refuse(error));
    };
    let file: CvUpload['file'] = null;
    const fields: Record<string, string> = {};
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== field) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(cvTooLarge()));
      stream.on('end', () => {
        if (!settled) file = { bytes: Buffer.concat(chunks), fileName: info.filename ?? 'cv.pdf' };
      });
    });
    parser.on('error', () => fail(notMultipart(field)));
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      resolve({ file: file && file.bytes.length > 0 ? file : null, fields });
    });
    req.pipe(parser);
  });
}
