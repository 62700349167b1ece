/** All CVs of one candidate live in one stream, so "a single active CV" is one stream's invariant. */
export const cvsStreamName = (candidateId: string) => `cvs-${candidateId}`;

export type CvStatus = 'UPLOADED' | 'PROCESSING' | 'PROCESSED' | 'ERROR';

export type CvUploaded = {
  type: 'CvUploaded';
  data: {
    candidateId: string;
    cvId: string;
    /** The storage port's key: random, never derived from the user's file name. */
    storageKey: string;
    fileName: string;
    fileSize: number;
    mimeType: 'application/pdf';
    uploadedAt: string;
  };
};
export type CvProcessingStarted = {
  type: 'CvProcessingStarted';
  data: { candidateId: string; cvId: string; startedAt: string };
};
export type CvProcessed = {
  type: 'CvProcessed';
  data: {
    candidateId: string;
    cvId: string;
    /** The extracted profile and the reader's provenance, as the AI engine returned them. */
    profile: Record<string, unknown>;
    provenance: Record<string, unknown>;
    processedAt: string;
  };
};
export type CvProcessingFailed = {
  type: 'CvProcessingFailed';
  data: {
    candidateId: string;
    cvId: string;
    error: { code: string; message: string };
    provenance: Record<string, unknown> | null;
    failedAt: string;
  };
};
export type CvActivated = { type: 'CvActivated'; data: { candidateId: string; cvId: string; activatedAt: string } };
export type CvDeleted = { type: 'CvDeleted'; data: { candidateId: string; cvId: string; deletedAt: string } };

export type CvEvent = CvUploaded | CvProcessingStarted | CvProcessed | CvProcessingFailed | CvActivated | CvDeleted;
export const cvEventTypes: readonly CvEvent['type'][] = [
  'CvUploaded',
  'CvProcessingStarted',
  'CvProcessed',
  'CvProcessingFailed',
  'CvActivated',
  'CvDeleted',
];

export type CvEntry = {
  cvId: string;
  storageKey: string;
  fileName: string;
  fileSize: number;
  status: CvStatus;
};

export type CvsState = { cvs: ReadonlyMap<string, CvEntry>; activeCvId: string | null };

export const initialCvsState = (): CvsState => ({ cvs: new Map(), activeCvId: null });

export function evolveCvs(state: CvsState, event: CvEvent): CvsState {
  const cvs = new Map(state.cvs);
  const d = event.data;
  const set = (status: CvStatus) => {
    const cv = cvs.get(d.cvId);
    if (cv) cvs.set(d.cvId, { ...cv, status });
  };
  switch (event.type) {
    case 'CvUploaded':
      cvs.set(d.cvId, {
        cvId: d.cvId,
        storageKey: event.data.storageKey,
        fileName: event.data.fileName,
        fileSize: event.data.fileSize,
        status: 'UPLOADED',
      });
      return { ...state, cvs };
    case 'CvProcessingStarted':
      set('PROCESSING');
      return { ...state, cvs };
    case 'CvProcessed':
      set('PROCESSED');
      return { ...state, cvs };
    case 'CvProcessingFailed':
      set('ERROR');
      return { ...state, cvs };
    case 'CvActivated':
      return { ...state, activeCvId: d.cvId };
    case 'CvDeleted':
      cvs.delete(d.cvId);
      return { cvs, activeCvId: state.activeCvId === d.cvId ? null : state.activeCvId };
    default:
      return state;
  }
}
