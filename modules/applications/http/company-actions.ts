import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { z } from 'zod';
import { ApplicationError } from '@tawzeef/applications';
import { isUuid } from '@tawzeef/shared';
import {
  DomainError,
  type ApiRoute,
  callerCompany,
  ownApplication,
  afterWrite,
  commandRequest,
  laterPosition,
  writeCommand,
} from '@tawzeef/http';
import { documentApplicationsRoute } from './company-docs.ts';
import {
  bulkResultSchema,
  bulkStatusBody,
  noteBody,
  noteSchema,
  priorityBody,
  profileSchema,
  statusBody,
} from './company-schemas.ts';
import { loadProfile } from './company-scope.ts';
import { noteView } from './company-views.ts';
import type { ApplicationRouteDeps } from './deps.ts';
import { companyApplicationErrors } from './write.ts';

type BulkResult =
  | { id: string; ok: true; status: string; version: number; changed: boolean }
  | { id: string; ok: false; code: string; detail: string };

/** Recruiters' writes on an application: status, bulk status, priority and notes. */
export function companyApplicationActionsRoute(deps: ApplicationRouteDeps): ApiRoute {
  const { applications, queries, wait, registry } = deps;
  const base = '/api/company/applications';
  const idParam = z.object({ id: z.string() });
  documentApplicationsRoute(registry, 'patch', `${base}/{id}/status`, {
    summary: 'Change the status (any but WITHDRAWN; HIRED only from OFFERED); a stale expectedVersion is 409',
    params: idParam,
    body: statusBody,
    response: profileSchema,
    errors: [400, 401, 403, 404, 409, 422],
  });
  documentApplicationsRoute(registry, 'post', `${base}/bulk-status`, {
    summary: 'Change the status of several applications: one command each, answered per id',
    body: bulkStatusBody,
    response: bulkResultSchema,
    errors: [400, 401, 403, 404],
  });
  documentApplicationsRoute(registry, 'patch', `${base}/{id}/priority`, {
    summary: 'Set the priority (high, medium, low)',
    params: idParam,
    body: priorityBody,
    response: profileSchema,
    errors: [400, 401, 403, 404, 409],
  });
  documentApplicationsRoute(registry, 'get', `${base}/{id}/notes`, {
    summary: "The application's notes, newest first",
    params: idParam,
    response: z.array(noteSchema),
    errors: [401, 403, 404],
  });
  documentApplicationsRoute(registry, 'post', `${base}/{id}/notes`, {
    summary: 'Add a note (source USER)',
    params: idParam,
    body: noteBody,
    status: 201,
    response: noteSchema,
    errors: [400, 401, 403, 404, 422],
  });

  const write = writeCommand(wait, companyApplicationErrors);
  const router = Router();
  router.patch('/:id/status', async (req, res) => {
    const { userId, companyId } = callerCompany(res);
    const body = statusBody.parse(req.body);
    const row = await ownApplication(queries, companyId, req.params.id);
    const changed = async () => {
      const result = await applications.changeStatus(
        row.applicationId,
        { status: body.status, actorId: userId, reason: body.reason || null, expectedVersion: body.expectedVersion },
        commandRequest(req, res),
      );
      if (result.events.length) await deps.processes.statusChanged?.(row.applicationId, body.status, userId);
      return result;
    };
    await write(res, changed(), () => loadProfile(deps, companyId, row.applicationId));
  });

  router.post('/bulk-status', async (req, res) => {
    const { userId, companyId } = callerCompany(res);
    const body = bulkStatusBody.parse(req.body);
    const request = commandRequest(req, res);
    const results: BulkResult[] = [];
    let last: bigint | null = null;
    for (const id of body.ids) {
      const row = isUuid(id) ? await queries.applications.oneOfCompany(companyId, id) : null;
      if (!row) {
        results.push({ id, ok: false, code: 'APPLICATION.NOT_FOUND', detail: 'Application not found' });
        continue;
      }
      try {
        const result = await applications.changeStatus(
          id,
          { status: body.status, actorId: userId, reason: body.reason || null },
          { ...request, commandId: randomUUID() },
        );
        last = laterPosition(last, result.position);
        if (result.events.length) await deps.processes.statusChanged?.(id, body.status, userId);
        const version = result.state.exists ? result.state.version : row.version;
        results.push({ id, ok: true, status: body.status, version, changed: result.events.length > 0 });
      } catch (error) {
        if (!(error instanceof ApplicationError)) throw error;
        results.push({ id, ok: false, code: error.code, detail: error.message });
      }
    }
    await afterWrite(res, wait, last);
    const succeeded = results.filter((r) => r.ok).length;
    res.json({ status: body.status, succeeded, failed: results.length - succeeded, results });
  });

  router.patch('/:id/priority', async (req, res) => {
    const { userId, companyId } = callerCompany(res);
    const body = priorityBody.parse(req.body);
    const row = await ownApplication(queries, companyId, req.params.id);
    await write(
      res,
      applications.changePriority(
        row.applicationId,
        { priority: body.priority, actorId: userId, expectedVersion: body.expectedVersion },
        commandRequest(req, res),
      ),
      () => loadProfile(deps, companyId, row.applicationId),
    );
  });

  router.get('/:id/notes', async (req, res) => {
    const { companyId } = callerCompany(res);
    const row = await ownApplication(queries, companyId, req.params.id);
    const notes = await queries.companyApplications.notes(row.applicationId);
    res.setHeader('Content-Range', notes.length ? `notes 0-${notes.length - 1}/${notes.length}` : 'notes */0');
    res.json(notes.map(noteView));
  });

  router.post('/:id/notes', async (req, res) => {
    const { userId, companyId } = callerCompany(res);
    const body = noteBody.parse(req.body);
    const row = await ownApplication(queries, companyId, req.params.id);
    const result = await write(
      res,
      applications.addNote(
        row.applicationId,
        { source: 'USER', authorId: userId, text: body.text },
        commandRequest(req, res),
      ),
    );
    const note = (await queries.companyApplications.notes(row.applicationId)).find((n) => n.noteId === result.noteId);
    if (!note) throw new DomainError('APPLICATION.NOTE_NOT_FOUND', 'The note is not readable yet; reload.', 404);
    res.status(201).json(noteView(note));
  });

  return { path: '/company/applications', router };
}
