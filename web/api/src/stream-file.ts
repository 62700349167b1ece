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
