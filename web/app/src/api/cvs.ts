import { api } from './client.ts';
import { uploadForm, type UploadOptions } from './upload.ts';
import { withoutBidiControls } from '../i18n/isolate.tsx';

export type CvStatus = 'UPLOADED' | 'PROCESSING' | 'PROCESSED' | 'ERROR';

export interface Cv {
  id: string;
  fileName: string;
  originalFileName?: string | null;
  fileUrl: string;
  fileSize: number;
  mimeType?: string | null;
  isActive: boolean;
  status: CvStatus | string;
  errorCode?: string | null;
  uploadedAt: string;
  processedAt?: string | null;
  createdAt?: string;
  updatedAt?: string;
}

const id = (value: string) => encodeURIComponent(value);

/** The candidate's CV manager: /api/candidate/upload-cv and /api/candidate/cvs. */
export const cvsApi = {
  list: (signal?: AbortSignal) => api<Cv[]>('/api/candidate/cvs', { signal }),
  upload: (file: File, options?: UploadOptions) => {
    const body = new FormData();
    body.append('cv', file);
    return uploadForm<Cv>('/api/candidate/upload-cv', body, options);
  },
  remove: (cvId: string) =>
    api<{ id: string; deleted: boolean }>(`/api/candidate/cvs/${id(cvId)}`, { method: 'DELETE' }),
  activate: (cvId: string) => api<Cv>(`/api/candidate/cvs/${id(cvId)}/activate`, { method: 'PATCH' }),
};

export const cvName = (cv: Pick<Cv, 'originalFileName' | 'fileName'>) =>
  withoutBidiControls(cv.originalFileName || cv.fileName);
