import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildProjection } from '../runner/rebuild.ts';
import { createProjectionRunner, type ProjectionRunner } from '../runner/runner.ts';
import { append, createHarness, dump, type Harness } from '../testing/harness.ts';
import { applicationsProjection } from './projection.ts';
import { listApplicationNotes, listCompanyApplications } from './company-query.ts';
import { listCandidateApplications, listCandidateCvs } from './query.ts';

const at = '2026-03-01T10:00:00.000Z';
const cv = (cvId: string) => ({
  type: 'CvUploaded',
  data: {
    candidateId: 'cand-1',
    cvId,
    storageKey: `${cvId}.pdf`,
    fileName: `${cvId}.pdf`,
    fileSize: 10,
    mimeType: 'application/pdf',
    uploadedAt: at,
  },
});
const submitted = (applicationId: string, jobId: string) => ({
  type: 'ApplicationSubmitted',
  data: {
    applicationId,
    jobId,
    companyId: 'company-1',
    candidateId: 'cand-1',
    status: 'SUBMITTED',
    source: 'candidate',
    applicant: {
      firstName: 'Sara',
      lastName: 'Ali',
      email: 'sara@example.com',
      countryCode: '+962',
      phone: '791',
      portfolioUrl: null,
    },
    cv: { storageKey: 'a.pdf', fileName: 'a.pdf', fileSize: 10, cvId: 'a' },
    coverLetter: null,
    expectedSalary: null,
    noticePeriod: null,
    submittedAt: at,
  },
});
const changed = (applicationId: string, status: string) => ({
  type: 'ApplicationStatusChanged',
  data: { applicationId, status, previousStatus: 'SUBMITTED', actorId: 'u', reason: null, changedAt: at },
});

describe('the applications projection', () => {
  let h: Harness;
  let runner: ProjectionRunner;
  beforeAll(async () => {
    h = await createHarness();
    await append(h.store, 'cvs-cand-1', [
      cv('a'),
      { type: 'CvActivated', data: { candidateId: 'cand-1', cvId: 'a', activatedAt: at } },
    ]);
    await append(h.store, 'cvs-cand-1', [
      cv('b'),
      { type: 'CvProcessingStarted', data: { candidateId: 'cand-1', cvId: 'b', startedAt: at } },
    ]);
    await append(h.store, 'cvs-cand-1', [
      {
        type: 'CvProcessed',
        data: { candidateId: 'cand-1', cvId: 'b', profile: { skills: ['SQL'] }, provenance: {}, processedAt: at },
      },
      { type: 'CvActivated', data: { candidateId: 'cand-1', cvId: 'b', activatedAt: at } },
      cv('c'),
      { type: 'CvDeleted', data: { candidateId: 'cand-1', cvId: 'c', deletedAt: at } },
    ]);
    await append(h.store, 'application-app-1', [
      submitted('app-1', 'job-1'),
      changed('app-1', 'OFFERED'),
      changed('app-1', 'HIRED'),
      {
        type: 'CvAnalyzed',
        data: {
          applicationId: 'app-1',
          score: 64,
          results: { skillsMatch: { matched: ['Kubernetes'] }, experienceMatch: { years: 3.5 } },
          provenance: { engine: 'local' },
          analyzedAt: at,
        },
      },
      {
        type: 'ApplicationPriorityChanged',
        data: { applicationId: 'app-1', priority: 'high', previousPriority: 'medium', actorId: 'u', changedAt: at },
      },
      {
        type: 'ApplicationNoteAdded',
        data: {
          applicationId: 'app-1',
          noteId: 'note-1',
          source: 'AI',
          authorId: null,
          text: 'Fits well',
          provenance: { engine: 'local' },
          addedAt: at,
        },
      },
    ]);
    await append(h.store, 'application-app-2', [
      submitted('app-2', 'job-2'),
      {
        type: 'CvAnalyzed',
        data: {
          applicationId: 'app-2',
          score: 77,
          results: { summary: 'Good' },
          provenance: { engine: 'local' },
          analyzedAt: at,
        },
      },
      changed('app-2', 'WITHDRAWN'),
      {
        type: 'ApplicationWithdrawn',
        data: { applicationId: 'app-2', candidateId: 'cand-1', reason: null, withdrawnAt: at },
      },
      { type: 'SomethingUnexpected', data: { applicationId: 'app-2' } },
    ]);
    // Interview scores come from other streams: the AI interviews by stage, the people's rating as HR Interview.
    const third = submitted('app-3', 'job-3');
    await append(h.store, 'application-app-3', [
      { ...third, data: { ...third.data, candidateId: 'cand-3' } },
      {
        type: 'CvAnalyzed',
        data: { applicationId: 'app-3', score: 50, results: {}, provenance: { engine: 'local' }, analyzedAt: at },
      },
    ]);
    const scored = (interviewId: string, stage: string, aiScore: number | null) => ({
      type: 'InterviewScored',
      data: { interviewId, applicationId: 'app-3', stage, aiScore, aiRecommendation: 'OFFER', scoredAt: at },
    });
    await append(h.store, 'interview-i1', [scored('i1', 'FIRST', 70)]);
    await append(h.store, 'interview-i2', [scored('i2', 'SECOND', 90.4)]);
    await append(h.store, 'human-interview-h1', [
      {
        type: 'HumanInterviewRated',
        data: { interviewId: 'h1', applicationId: 'app-3', interviewerId: 'u', rating: 4, score: 80, ratedAt: at },
      },
    ]);
    runner = createProjectionRunner({ db: h.db, store: h.store, projections: [applicationsProjection] });
    await runner.start();
    expect(await runner.waitForPosition('applications', await h.store.headPosition(), 10_000)).toBe(true);
  });
  afterAll(async () => {
    await runner?.stop();
    await h?.close();
  });

  it('keeps one active CV, statuses, analyses and withdrawals', async () => {
    const cvs = await listCandidateCvs(h.db, 'cand-1');
    expect(cvs.map((c) => [c.cvId, c.isActive, c.status])).toEqual(
      [
        ['a', false, 'UPLOADED'],
        ['b', true, 'PROCESSED'],
      ].sort(),
    );
    const all = await listCandidateApplications(h.db, 'cand-1', { start: 0, end: 10 });
    expect(all.total).toBe(2);
    const accepted = await listCandidateApplications(h.db, 'cand-1', { status: 'accepted', start: 0, end: 10 });
    expect(accepted.rows.map((r) => r.applicationId)).toEqual(['app-1']);
    const withdrawn = await listCandidateApplications(h.db, 'cand-1', { status: 'withdrawn', start: 0, end: 10 });
    expect(withdrawn.rows[0]).toMatchObject({ applicationId: 'app-2', analysisStatus: 'DONE', cvAnalysisScore: 77 });
  });

  it('keeps priority, notes, the version, scores and the searchable text', async () => {
    const { rows } = await listCompanyApplications(h.db, 'company-1', { filter: { q: 'KUBERNETES' } });
    expect(rows.map((r) => r.applicationId)).toEqual(['app-1']);
    expect(rows[0]).toMatchObject({
      priority: 'high',
      priorityRank: 3,
      version: 6,
      cvAnalysisScore: 64,
      overallScore: 64,
      interview1Score: null,
      experienceYears: 3.5,
      searchText: 'sara ali sara@example.com kubernetes',
    });
    const notes = await listApplicationNotes(h.db, 'app-1');
    expect(notes).toMatchObject([
      { noteId: 'note-1', source: 'AI', text: 'Fits well', provenance: { engine: 'local' } },
    ]);
  });

  it('fills Interview 1, Interview 2 and HR Interview from the interviews; Overall is their mean', async () => {
    const { rows } = await listCompanyApplications(h.db, 'company-1', {});
    expect(rows.find((r) => r.applicationId === 'app-3')).toMatchObject({
      cvAnalysisScore: 50,
      interview1Score: 70,
      interview2Score: 90,
      hrInterviewScore: 80,
      overallScore: 80,
      // The application's own stream version: what a recruiter sends back is not moved by another stream.
      version: 2,
    });
  });

  const tables = () =>
    Promise.all([
      dump(h.db, 'candidate_cvs', 'cv_id'),
      dump(h.db, 'applications', 'application_id'),
      dump(h.db, 'application_notes', 'note_id'),
    ]);

  it('changes nothing when events are applied again', async () => {
    const before = await tables();
    const events = await h.store.readAll({ after: 0n, limit: 1000 });
    await h.db.transaction(async (tx) => {
      for (const event of events) await applicationsProjection.apply(tx, event);
    });
    expect(await tables()).toEqual(before);
  });

  it('rebuilds to the same rows', async () => {
    const before = await tables();
    await runner.stop();
    await rebuildProjection({ db: h.db, store: h.store, projection: applicationsProjection });
    expect(await tables()).toEqual(before);
  });
});
