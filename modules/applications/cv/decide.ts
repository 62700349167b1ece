import type { Decider } from '@tawzeef/shared';
import { applicationErrors } from '../errors.ts';
import { evolveCvs, initialCvsState, type CvEvent, type CvsState } from './cvs.ts';

export type CvCommand =
  | {
      type: 'UploadCv';
      candidateId: string;
      cvId: string;
      storageKey: string;
      fileName: string;
      fileSize: number;
      now: Date;
    }
  | { type: 'StartCvProcessing'; candidateId: string; cvId: string; now: Date }
  | {
      type: 'RecordCvRead';
      candidateId: string;
      cvId: string;
      result:
        | { status: 'read'; profile: Record<string, unknown>; provenance: Record<string, unknown> }
        | { status: 'failed'; error: { code: string; message: string }; provenance: Record<string, unknown> | null };
      now: Date;
    }
  | { type: 'ActivateCv'; candidateId: string; cvId: string; now: Date }
  | { type: 'DeleteCv'; candidateId: string; cvId: string; now: Date };

export function decideCvs(command: CvCommand, state: CvsState): CvEvent[] {
  const { candidateId, cvId } = command;
  const at = command.now.toISOString();
  const cv = state.cvs.get(cvId);
  switch (command.type) {
    case 'UploadCv': {
      if (cv) return [];
      // The first CV becomes the active one, so employers see a CV as soon as there is one.
      const { storageKey, fileName, fileSize } = command;
      const uploaded: CvEvent = {
        type: 'CvUploaded',
        data: { candidateId, cvId, storageKey, fileName, fileSize, mimeType: 'application/pdf', uploadedAt: at },
      };
      if (state.activeCvId !== null) return [uploaded];
      return [uploaded, { type: 'CvActivated', data: { candidateId, cvId, activatedAt: at } }];
    }
    case 'StartCvProcessing':
      if (!cv || cv.status !== 'UPLOADED') return [];
      return [{ type: 'CvProcessingStarted', data: { candidateId, cvId, startedAt: at } }];
    case 'RecordCvRead': {
      if (!cv || cv.status === 'PROCESSED' || cv.status === 'ERROR') return [];
      const r = command.result;
      if (r.status === 'read') {
        return [
          {
            type: 'CvProcessed',
            data: { candidateId, cvId, profile: r.profile, provenance: r.provenance, processedAt: at },
          },
        ];
      }
      return [
        {
          type: 'CvProcessingFailed',
          data: { candidateId, cvId, error: r.error, provenance: r.provenance, failedAt: at },
        },
      ];
    }
    case 'ActivateCv':
      if (!cv) throw applicationErrors.cvNotFound();
      if (state.activeCvId === cvId) return [];
      return [{ type: 'CvActivated', data: { candidateId, cvId, activatedAt: at } }];
    case 'DeleteCv':
      if (!cv) throw applicationErrors.cvNotFound();
      return [{ type: 'CvDeleted', data: { candidateId, cvId, deletedAt: at } }];
  }
}

export const cvsDecider: Decider<CvsState, CvCommand, CvEvent> = {
  initialState: initialCvsState,
  evolve: evolveCvs,
  decide: decideCvs,
};
