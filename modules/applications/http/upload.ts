import type { Request } from 'express';
import { applicationMessages, MAX_CV_BYTES } from '@tawzeef/applications';
import { DomainError, readMultipart, type MultipartForm } from '@tawzeef/http';

export type CvUpload = MultipartForm;

export const cvTooLarge = () => new DomainError('CV.TOO_LARGE', applicationMessages.tooLarge, 413);

/** A multipart form with one CV file in `field` and the application's text fields. */
export const readCvForm = (req: Request, field = 'cv', maxBytes = MAX_CV_BYTES): Promise<CvUpload> =>
  readMultipart(req, { field, maxBytes, tooLarge: cvTooLarge, defaultFileName: 'cv.pdf' });
