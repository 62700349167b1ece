import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { isUuid } from '@tawzeef/shared';
import {
  requireCandidate,
  DomainError,
  type ApiRoute,
  anyObject,
  commandRequest,
  writeCommand,
  sendPdf,
  found,
  routeDocs,
} from '@tawzeef/http';
import type { ApplicationRouteDeps } from './deps.ts';
import { readCvForm } from './upload.ts';
import { cvView } from './views.ts';
import { applicationErrors } from './write.ts';

const cvNotFound = () => new DomainError('CV.NOT_FOUND', 'CV not found', 404);
const missingCv = () =>
  new DomainError('CV.MISSING_FILE', 'Please upload a CV before submitting your application.', 400);

/** The candidate's CV manager under /api/candidate: upload, list, download, delete, activate. */
export function candidateCvsRoute({ applications, storage, queries, wait, registry }: ApplicationRouteDeps): ApiRoute {
  const idParam = z.object({ id: z.string() });
  const doc = routeDocs(registry, 'applications', '/api/candidate');
  doc('post', '/upload-cv', {
    summary: 'Upload a PDF CV (field cv, at most 10 MB); it is read by the AI engine in the background',
    multipartField: 'cv',
    status: 201,
    response: anyObject,
    errors: [400, 401, 403, 413, 415, 422],
  });
  doc('get', '/cvs', {
    summary: "The candidate's CVs, newest first",
    response: z.array(anyObject),
    errors: [401, 403],
  });
  doc('get', '/cvs/{id}', { summary: 'One CV', params: idParam, response: anyObject, errors: [401, 403, 404] });
  doc('get', '/cvs/{id}/download', { summary: 'The PDF, to its owner only', params: idParam, errors: [401, 403, 404] });
  doc('delete', '/cvs/{id}', { summary: 'Delete a CV', params: idParam, response: anyObject, errors: [401, 403, 404] });
  doc('put', '/cvs/{id}/activate', {
    summary: 'Make this the active CV (also PATCH); the others become inactive',
    params: idParam,
    response: anyObject,
    errors: [401, 403, 404],
  });

  const write = writeCommand(wait, applicationErrors);
  const router = Router();
  router.post('/upload-cv', async (req, res) => {
    const { userId } = requireCandidate(res);
    const { file } = await readCvForm(req);
    if (!file) throw missingCv();
    const result = await write(res, applications.cvs.upload(userId, file, commandRequest(req, res)));
    const row = await queries.cvs.one(userId, result.cvId);
    res.status(201).json(row ? cvView(row) : { id: result.cvId, isActive: result.active, status: 'UPLOADED' });
  });
  router.get('/cvs', async (_req, res) => {
    const { userId } = requireCandidate(res);
    const rows = await queries.cvs.list(userId);
    res.setHeader('Content-Range', `cvs 0-${Math.max(rows.length - 1, 0)}/${rows.length}`);
    res.json(rows.map(cvView));
  });
  router.get('/cvs/:id', async (req, res) => {
    const { userId } = requireCandidate(res);
    res.json(cvView(await found(req.params.id, (id) => queries.cvs.one(userId, id), cvNotFound)));
  });
  router.get('/cvs/:id/download', async (req, res) => {
    // Only the owner: another candidate's CV answers exactly like one that does not exist.
    const { userId } = requireCandidate(res);
    const row = isUuid(req.params.id) ? await queries.cvs.one(userId, req.params.id) : null;
    const file = row ? await storage.open(row.storageKey) : null;
    if (!row || !file) throw cvNotFound();
    sendPdf(res, file, row.fileName, 'attachment');
  });
  router.delete('/cvs/:id', async (req, res) => {
    const { userId } = requireCandidate(res);
    await write(res, applications.cvs.remove(userId, req.params.id, commandRequest(req, res)), () => ({
      id: req.params.id,
      deleted: true,
    }));
  });
  const activate = async (req: Request, res: Response) => {
    const { userId } = requireCandidate(res);
    const id = String(req.params.id);
    await write(res, applications.cvs.activate(userId, id, commandRequest(req, res)));
    const row = await queries.cvs.one(userId, id);
    if (!row) throw cvNotFound();
    res.json(cvView(row));
  };
  router.patch('/cvs/:id/activate', activate);
  router.put('/cvs/:id/activate', activate);
  router.post('/cvs/:id/activate', activate);
  return { path: '/candidate', router };
}
