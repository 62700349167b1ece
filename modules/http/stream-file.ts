import { pipeline } from 'node:stream';
import type { Readable } from 'node:stream';
import type { Response } from 'express';

/**
 * Sends a stored file's stream as the response body. A read that fails midway (the file removed under it) or a
 * client that goes away ends this response and closes the file; neither reaches the process as an unhandled error.
 */
export function streamFile(res: Response, file: Readable): void {
  pipeline(file, res, (error) => {
    if (error && !res.destroyed) res.destroy(error);
  });
}

/** A stored PDF as the answer: named for the browser, never cached by the way, never sniffed as another type. */
export function sendPdf(
  res: Response,
  file: { size: number; stream: Readable },
  fileName: string,
  disposition: 'inline' | 'attachment',
): void {
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Length', String(file.size));
  res.setHeader('Content-Disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(fileName)}`);
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  streamFile(res, file.stream);
}
