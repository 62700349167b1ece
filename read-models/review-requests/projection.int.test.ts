import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildProjection } from '../runner/rebuild.ts';
import { createProjectionRunner, type ProjectionRunner } from '../runner/runner.ts';
import { append, createHarness, dump, type Harness } from '../testing/harness.ts';
import { reviewRequestsProjection } from './projection.ts';
import { reviewRequestsOfCandidateApplication, reviewRequestsOfCompanyApplication } from './query.ts';

const at = (day: number) => `2026-03-${String(day).padStart(2, '0')}T10:00:00.000Z`;
const requested = (requestId: string, kind: string, subject: string | null, day: number) => ({
  type: 'HumanReviewRequested',
  data: {
    requestId,
    applicationId: 'a1',
    jobId: 'j1',
    companyId: 'c1',
    candidateId: 'cand1',
    kind,
    subject,
    message: kind === 'REEVALUATION' ? null : 'I would rather speak with a person.',
    requestedAt: at(day),
  },
});

let h: Harness;
let runner: ProjectionRunner;

beforeAll(async () => {
  h = await createHarness();
  await append(h.store, 'review-requests-a1', [
    requested('r1', 'INSTEAD_OF_AI_INTERVIEW', null, 1),
    requested('r2', 'REEVALUATION', 'CV_ANALYSIS', 2),
  ]);
  await append(h.store, 'review-requests-a1', [
    {
      type: 'HumanReviewDeclined',
      data: {
        requestId: 'r1',
        applicationId: 'a1',
        companyId: 'c1',
        reason: 'Not now',
        decidedBy: 'u1',
        decidedAt: at(3),
      },
    },
    {
      type: 'HumanReevaluationCompleted',
      data: {
        requestId: 'r2',
        applicationId: 'a1',
        companyId: 'c1',
        conclusion: 'UPHELD',
        noteToCandidate: 'We read it again.',
        internalNote: 'Fair score.',
        decidedBy: 'u2',
        decidedAt: at(4),
      },
    },
  ]);
  runner = createProjectionRunner({ db: h.db, store: h.store, projections: [reviewRequestsProjection] });
  await runner.start();
  expect(await runner.waitForPosition('review-requests', await h.store.headPosition(), 10_000)).toBe(true);
}, 60_000);

afterAll(async () => {
  await runner?.stop();
  await h?.close();
});

describe('the review requests projection', () => {
  it('keeps each request with its answer, scoped by company and by candidate', async () => {
    const rows = await reviewRequestsOfCompanyApplication(h.db, 'c1', 'a1');
    expect(rows.map((r) => [r.requestId, r.status, r.noteToCandidate, r.conclusion, r.decidedBy])).toEqual([
      ['r2', 'COMPLETED', 'We read it again.', 'UPHELD', 'u2'],
      ['r1', 'DECLINED', 'Not now', null, 'u1'],
    ]);
    expect(await reviewRequestsOfCompanyApplication(h.db, 'c2', 'a1')).toEqual([]);
    expect(await reviewRequestsOfCandidateApplication(h.db, 'cand1', 'a1')).toHaveLength(2);
    expect(await reviewRequestsOfCandidateApplication(h.db, 'cand2', 'a1')).toEqual([]);
  });

  it('gives the same rows when rebuilt from the log', async () => {
    const table = () => dump(h.db, 'review_requests', 'request_id');
    const live = await table();
    await rebuildProjection({ db: h.db, store: h.store, projection: reviewRequestsProjection });
    expect(await table()).toEqual(live);
  });
});
