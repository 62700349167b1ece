import { Router, type Response } from 'express';
import { contentTypeOfKey, joinUrlOf } from '@tawzeef/interviews';
import type { InterviewWithNames } from '@tawzeef/read-models';
import { isUuid } from '@tawzeef/shared';
import {
  principalOf,
  requireCandidate,
  requireUser,
  type ApiRoute,
  callerCompany,
  found,
  readerLanguage,
  streamFile,
} from '@tawzeef/http';
import { interviewNotFound } from './access.ts';
import { currentInterviews } from './candidate-room.ts';
import type { InterviewRouteDeps } from './deps.ts';
import { interviewReportPdf } from './report.ts';
import { candidateHumanInterviewView, humanScheduleEventView } from './human-views.ts';
import { candidateInterviewView, interviewView, scheduleEventView } from './views.ts';
import { documentInterviewReads, idParam, keyQuery, pairParams, reportQuery, scopeQuery } from './read-schemas.ts';

const PREVIEW = 8;
const zones = new Set(Intl.supportedValuesOf('timeZone'));

/** The company's list views carry the first 8 non-SYSTEM utterances (the transcript preview) and the count. */
async function companyList(deps: InterviewRouteDeps, rows: InterviewWithNames[]) {
  const previews = await deps.queries.interviews.previews(
    rows.map((r) => r.interviewId),
    PREVIEW,
  );
  return rows.map((r) => interviewView(r, previews.get(r.interviewId) ?? [], 'company'));
}

/** The caller's company's interview, or the same 404 as a missing one. */
async function companyInterview(deps: InterviewRouteDeps, res: Response, id: string) {
  const { companyId } = callerCompany(res);
  const row = isUuid(id) ? await deps.queries.interviews.one(id) : null;
  if (!row || row.companyId !== companyId) throw interviewNotFound();
  return row;
}

/** Interview History, Upcoming Interviews and Schedule, transcript, recording and the PDF report. */
export function interviewReadRoutes(deps: InterviewRouteDeps): ApiRoute {
  const { queries, registry, clock, interviews } = deps;
  documentInterviewReads(registry);

  const candidate = Router();
  candidate.get('/', async (req, res) => {
    const { userId } = requireCandidate(res);
    const { scope } = scopeQuery.parse(req.query);
    const upcoming = scope === 'upcoming';
    const [rows, human] = await Promise.all([
      queries.interviews.ofCandidate(userId, upcoming).then((r) => currentInterviews(interviews, r, upcoming)),
      queries.humanInterviews.ofCandidate(userId, upcoming, clock()),
    ]);
    const ai = rows.map((r) =>
      candidateInterviewView(r, joinUrlOf(deps.publicUrl, r.interviewId, interviews.joinKey(r.interviewId))),
    );
    const people = human.map(candidateHumanInterviewView);
    // Upcoming: people's interviews by their start, soonest first, then the AI invitations (open until they expire).
    res.json(
      upcoming
        ? [...people, ...ai]
        : [...people, ...ai].sort((a, b) => (b.scheduledAt ?? '').localeCompare(a.scheduledAt ?? '')),
    );
  });

  const company = Router();
  company.get('/upcoming', async (_req, res) => {
    const { companyId } = callerCompany(res);
    const [items, human] = await Promise.all([
      queries.interviews.companySchedule(companyId, clock()),
      queries.humanInterviews.upcoming(companyId, clock()),
    ]);
    const events = [...items.map(scheduleEventView), ...human.map(humanScheduleEventView)].sort((a, b) =>
      a.at.localeCompare(b.at),
    );
    res.json({ events: events.slice(0, 20) });
  });

  const ofApplication = Router();
  ofApplication.get('/:id/interviews', async (req, res) => {
    const { companyId } = callerCompany(res);
    const { id } = idParam.parse(req.params);
    await found(id, (applicationId) => queries.applications.oneOfCompany(companyId, applicationId), interviewNotFound);
    const list = await companyList(deps, await queries.interviews.ofApplication(companyId, id));
    res.setHeader('Content-Range', `interviews 0-${Math.max(0, list.length - 1)}/${list.length}`);
    res.json(list);
  });

  const pairHandler = async (req: Parameters<Parameters<Router['get']>[1]>[0], res: Response) => {
    const { companyId } = callerCompany(res);
    const { candidateId, jobId } = pairParams.parse(req.params);
    res.json(await companyList(deps, await queries.interviews.ofCandidateForJob(companyId, candidateId, jobId)));
  };

  const one = Router();
  one.get('/candidate/:candidateId/job/:jobId', pairHandler);
  one.get('/:id', async (req, res) => {
    const principal = requireUser(res);
    const { id } = idParam.parse(req.params);
    const row = isUuid(id) ? await queries.interviews.one(id) : null;
    const asCompany = principal.userType === 'COMPANY' && row?.companyId === principal.companyId;
    const asCandidate = principal.userType === 'CANDIDATE' && row?.candidateId === principal.userId;
    if (!row || (!asCompany && !asCandidate)) throw interviewNotFound();
    const transcript = await queries.interviews.transcript(id);
    res.json(interviewView(row, transcript, asCompany ? 'company' : 'candidate'));
  });
  one.get('/:id/invitation', async (req, res) => {
    const { id } = idParam.parse(req.params);
    const { key } = keyQuery.parse(req.query);
    const state = isUuid(id) ? await interviews.load(id) : { exists: false as const };
    if (!state.exists) throw interviewNotFound();
    const principal = principalOf(res);
    const mine = principal?.userType === 'CANDIDATE' && principal.userId === state.candidateId;
    if (!mine && !interviews.checkJoinKey(id, key)) throw interviewNotFound();
    const row = await queries.interviews.one(id);
    res.json({
      interviewId: id,
      // The candidate's own application: the room links to its "ask for a person instead".
      applicationId: state.applicationId,
      roomName: state.roomName,
      status: state.status,
      stage: state.stage,
      jobTitle: row?.jobTitle ?? '',
      companyName: row?.companyName ?? '',
      candidateName: `${row?.firstName ?? ''} ${row?.lastName ?? ''}`.trim(),
      expiresAt: state.expiresAt,
      maxDurationMinutes: state.maxDurationMinutes,
      liveKitUrl: deps.livekit.url,
    });
  });
  one.get('/:id/recording', async (req, res) => {
    const row = await companyInterview(deps, res, idParam.parse(req.params).id);
    if (!row.recordingKey) throw interviewNotFound();
    const head = await deps.recordings.open(row.recordingKey);
    if (!head) throw interviewNotFound();
    head.stream.destroy();
    const type = row.recordingContentType ?? contentTypeOfKey(row.recordingKey);
    const range = /^bytes=(\d*)-(\d*)$/u.exec(req.headers.range ?? '');
    res.setHeader('Accept-Ranges', 'bytes');
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Disposition', 'inline');
    res.setHeader('Cache-Control', 'private, no-store');
    if (range && head.size > 0) {
      const start = range[1] ? Number(range[1]) : Math.max(0, head.size - Number(range[2]));
      const end = range[1] && range[2] ? Math.min(Number(range[2]), head.size - 1) : head.size - 1;
      if (start > end || start >= head.size) {
        res.status(416).setHeader('Content-Range', `bytes */${head.size}`).end();
        return;
      }
      const part = await deps.recordings.open(row.recordingKey, { start, end });
      res.status(206).setHeader('Content-Range', `bytes ${start}-${end}/${head.size}`);
      res.setHeader('Content-Length', String(end - start + 1));
      streamFile(res, part!.stream);
      return;
    }
    const whole = await deps.recordings.open(row.recordingKey);
    res.setHeader('Content-Length', String(head.size));
    streamFile(res, whole!.stream);
  });
  one.get('/:id/report.pdf', async (req, res) => {
    const row = await companyInterview(deps, res, idParam.parse(req.params).id);
    const { tz } = reportQuery.parse(req.query);
    const reader = { language: readerLanguage(req), timeZone: tz && zones.has(tz) ? tz : 'UTC' };
    const bytes = await interviewReportPdf(row, await queries.interviews.transcript(row.interviewId), reader);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `attachment; filename="interview-${row.interviewId}.pdf"`);
    res.send(Buffer.from(bytes));
  });

  const router = Router();
  router.use('/candidate/interviews', candidate);
  router.use('/company/interviews', company);
  router.use('/company/applications', ofApplication);
  router.use('/interviews', one);
  return { path: '/', router };
}

/** The spec's path without /api (`/interviews/candidate/{candidateId}/job/{jobId}`), mounted at the root. */
export function rootInterviewsRouter(deps: InterviewRouteDeps): Router {
  const router = Router();
  router.get('/interviews/candidate/:candidateId/job/:jobId', async (req, res) => {
    const { companyId } = callerCompany(res);
    const { candidateId, jobId } = pairParams.parse(req.params);
    res.json(await companyList(deps, await queries(deps).ofCandidateForJob(companyId, candidateId, jobId)));
  });
  return router;
}
const queries = (deps: InterviewRouteDeps) => deps.queries.interviews;
