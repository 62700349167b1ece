import { handleCommand, isUuid } from '@tawzeef/shared';
import { cvsDecider, type CvCommand } from '../cv/decide.ts';
import { cvsStreamName } from '../cv/cvs.ts';
import { applicationErrors } from '../errors.ts';
import { checkPdfBytes } from '../storage/pdf-check.ts';
import type { ApplicationRequest, ApplicationsDeps } from './deps.ts';

/** Refuses what is not a readable PDF before anything is stored. */
export function assertPdf(bytes: Uint8Array): void {
  const check = checkPdfBytes(bytes);
  if (check.ok) return;
  if (check.reason === 'TOO_LARGE') throw applicationErrors.tooLarge();
  if (check.reason === 'ENCRYPTED') throw applicationErrors.encrypted();
  throw applicationErrors.notPdf();
}

/** Control characters and path separators never reach a stored name or a Content-Disposition header. */
export const cleanFileName = (name: string) =>
  [...name]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f && c !== '/' && c !== '\\')
    .join('')
    .trim()
    .slice(0, 200) || 'cv.pdf';

/** A candidate's CV list: upload, background reading, activation, deletion. */
export function createCvService(deps: ApplicationsDeps) {
  const { store } = deps;
  const run = async (candidateId: string, command: CvCommand, request: ApplicationRequest) => {
    const result = await handleCommand(store, cvsStreamName(candidateId), cvsDecider, command, {
      ...request,
      now: command.now,
    });
    return { position: result.globalPosition, state: result.state };
  };

  return {
    async upload(candidateId: string, file: { bytes: Uint8Array; fileName: string }, request: ApplicationRequest) {
      assertPdf(file.bytes);
      const storageKey = await deps.storage.save(file.bytes);
      const cvId = deps.newId();
      const now = deps.clock();
      const fileName = cleanFileName(file.fileName);
      const result = await run(
        candidateId,
        { type: 'UploadCv', candidateId, cvId, storageKey, fileName, fileSize: file.bytes.byteLength, now },
        request,
      );
      return { cvId, position: result.position, active: result.state.activeCvId === cvId };
    },

    /** UPLOADED → PROCESSING → PROCESSED or ERROR; safe to run twice (the second run changes nothing). */
    async process(candidateId: string, cvId: string, request: ApplicationRequest) {
      const started = await run(
        candidateId,
        { type: 'StartCvProcessing', candidateId, cvId, now: deps.clock() },
        request,
      );
      const cv = started.state.cvs.get(cvId);
      if (!cv || cv.status !== 'PROCESSING') return { position: started.position };
      const bytes = await deps.storage.read(cv.storageKey);
      const outcome = bytes
        ? await deps.readCv(new Uint8Array(bytes))
        : ({ status: 'failed', error: { code: 'CV.MISSING', message: 'The file is gone.' }, provenance: {} } as const);
      const result =
        outcome.status === 'read'
          ? {
              status: 'read' as const,
              profile: outcome.profile as Record<string, unknown>,
              provenance: outcome.provenance as Record<string, unknown>,
            }
          : {
              status: 'failed' as const,
              error: outcome.error,
              provenance: outcome.provenance as Record<string, unknown>,
            };
      const recorded = await run(
        candidateId,
        { type: 'RecordCvRead', candidateId, cvId, result, now: deps.clock() },
        { ...request, commandId: `${request.commandId}-read` },
      );
      return { position: recorded.position };
    },

    activate(candidateId: string, cvId: string, request: ApplicationRequest) {
      if (!isUuid(cvId)) throw applicationErrors.cvNotFound();
      return run(candidateId, { type: 'ActivateCv', candidateId, cvId, now: deps.clock() }, request);
    },

    remove(candidateId: string, cvId: string, request: ApplicationRequest) {
      if (!isUuid(cvId)) throw applicationErrors.cvNotFound();
      return run(candidateId, { type: 'DeleteCv', candidateId, cvId, now: deps.clock() }, request);
    },

    /** The profile CvProcessed recorded for this CV (null when it was not read). */
    async processedProfile(candidateId: string, cvId: string) {
      const { events } = await store.readStream(cvsStreamName(candidateId));
      const processed = events.findLast(
        (e) => e.type === 'CvProcessed' && (e.data as { cvId?: unknown }).cvId === cvId,
      );
      const profile = (processed?.data as { profile?: unknown } | undefined)?.profile;
      return typeof profile === 'object' && profile !== null ? (profile as Record<string, unknown>) : null;
    },

    /** The candidate's current CVs, from their stream (the read model serves lists). */
    async current(candidateId: string) {
      const { events } = await store.readStream(cvsStreamName(candidateId));
      return (events as never[]).reduce(cvsDecider.evolve, cvsDecider.initialState());
    },
  };
}

export type CvService = ReturnType<typeof createCvService>;
