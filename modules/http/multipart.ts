import busboy from 'busboy';
import type { Request } from 'express';
import { DomainError } from './errors.ts';
import { badCharacterIn, fileNameOf, singleLine } from './input-text.ts';

export type UploadedFile = { bytes: Buffer; fileName: string };
export type MultipartForm = { file: UploadedFile | null; fields: Record<string, string> };

export type MultipartOptions = {
  /** The one file field kept; files in other fields are read and dropped. */
  field: string;
  maxBytes: number;
  tooLarge: () => Error;
  maxFields?: number;
  maxFieldBytes?: number;
  /** The name kept when the client sends none, or one made only of characters that are dropped. */
  defaultFileName?: string;
};

/** Room for the form's text fields and the multipart framing around the file. */
const FORM_OVERHEAD_BYTES = 256 * 1024;

const malformed = (field: string) =>
  new DomainError('UPLOAD.MISSING_FILE', `Send the form as multipart/form-data with the file in "${field}".`, 400);
const cutShort = () =>
  new DomainError('UPLOAD.INCOMPLETE', 'The form ended before it was complete; send it again.', 400);
const tooManyParts = (max: number) =>
  new DomainError('REQUEST.TOO_LARGE', `The form has more than ${max} fields; send the file with fewer fields.`, 413);
const fieldTooLong = (name: string, max: number) =>
  new DomainError('REQUEST.TOO_LARGE', `The field "${name}" is longer than ${max} bytes.`, 413, [
    { path: name, message: `At most ${max} bytes.`, code: 'too_big' },
  ]);

/**
 * Reads a multipart form with one file, streaming: a declared length over the limit is refused before any of
 * the body is read, a file that grows past it is refused at that byte, and the rest of the body is drained, never
 * buffered, so the client reads the problem instead of a reset connection. Every stream busboy hands out gets an
 * error listener: a body cut short ("Unexpected end of form") rejects this request and nothing else.
 */
export function readMultipart(req: Request, options: MultipartOptions): Promise<MultipartForm> {
  const { field, maxBytes, tooLarge, maxFields = 20, maxFieldBytes = 16 * 1024, defaultFileName = 'upload' } = options;
  if (!req.is('multipart/form-data')) return Promise.reject(malformed(field));
  const refuse = (error: Error) => {
    req.unpipe();
    req.resume();
    return error;
  };
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes + FORM_OVERHEAD_BYTES) return Promise.reject(refuse(tooLarge()));

  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // Browsers send a file's name as raw UTF-8 (an Arabic CV name); busboy's default reads it as Latin-1.
        defParamCharset: 'utf8',
        limits: { files: 1, fileSize: maxBytes, fields: maxFields, fieldSize: maxFieldBytes, parts: maxFields + 1 },
      });
    } catch {
      reject(refuse(malformed(field)));
      return;
    }
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      reject(refuse(error));
    };
    let file: UploadedFile | null = null;
    let fileDone = Promise.resolve();
    const fields: Record<string, string> = {};

    // busboy names a field without a name `undefined`, whatever its types say.
    parser.on('field', (rawName: string | undefined, value, info) => {
      const name = rawName ?? '';
      if (info.nameTruncated || info.valueTruncated) return fail(fieldTooLong(name, maxFieldBytes));
      const bad = badCharacterIn(value, { multiline: true }) ?? badCharacterIn(name, { multiline: false });
      if (bad) return fail(bad.problem(name));
      fields[name] = singleLine(value);
    });
    parser.on('file', (name, stream, info) => {
      stream.on('error', () => fail(cutShort()));
      if (name !== field || settled) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(tooLarge()));
      fileDone = new Promise((done) =>
        stream.on('end', () => {
          const fileName = fileNameOf(info.filename ?? '');
          if (!settled) file = { bytes: Buffer.concat(chunks), fileName: fileName || defaultFileName };
          done();
        }),
      );
    });
    parser.on('partsLimit', () => fail(tooManyParts(maxFields)));
    parser.on('fieldsLimit', () => fail(tooManyParts(maxFields)));
    parser.on('filesLimit', () => fail(new DomainError('REQUEST.TOO_LARGE', 'Send one file per form.', 413)));
    parser.on('error', () => fail(cutShort()));
    parser.on('close', () => {
      void fileDone.then(() => {
        if (settled) return;
        settled = true;
        const kept = file as UploadedFile | null;
        resolve({ file: kept && kept.bytes.length > 0 ? kept : null, fields });
      });
    });
    req.on('error', () => fail(cutShort()));
    req.pipe(parser);
  });
}
