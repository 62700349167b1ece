import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildProjection } from '../runner/rebuild.ts';
import { createProjectionRunner, type ProjectionRunner } from '../runner/runner.ts';
import { append, createHarness, dump, type Harness } from '../testing/harness.ts';
import { retentionProjection } from './projection.ts';
import { retentionOfApplication } from './query.ts';

const at = (day: number) => `2026-03-${String(day).padStart(2, '0')}T10:00:00.000Z`;
const hold = (type: 'LegalHoldPlaced' | 'LegalHoldLifted', applicationId: string, reason: string, day: number) => ({
  type,
  data:
    type === 'LegalHoldPlaced'
      ? { applicationId, companyId: 'c1', reason, placedBy: 'u1', placedAt: at(day) }
      : { applicationId, companyId: 'c1', reason, liftedBy: 'u2', liftedAt: at(day) },
});

let h: Harness;
let runner: ProjectionRunner;

beforeAll(async () => {
  h = await createHarness();
  await append(h.store, 'legal-hold-a1', [hold('LegalHoldPlaced', 'a1', 'Tribunal claim', 1)]);
  await append(h.store, 'legal-hold-a2', [
    hold('LegalHoldPlaced', 'a2', 'Audit', 1),
    hold('LegalHoldLifted', 'a2', 'Audit closed', 2),
  ]);
  await append(h.store, 'retention-c1', [
    {
      type: 'RetentionErasureAnnounced',
      data: {
        companyId: 'c1',
        noticeId: 'run-1',
        applications: [
          { applicationId: 'a2', eraseOn: at(20) },
          { applicationId: 'a3', eraseOn: at(20) },
        ],
        announcedAt: at(6),
      },
    },
  ]);
  await append(h.store, 'erasure-a3', [
    { type: 'PersonalDataErased', data: { subject: 'a3', kind: 'application', reason: 'retention', erasedAt: at(20) } },
  ]);
  // A whole account's erasure names a user, not an application: no row.
  await append(h.store, 'erasure-u9', [
    {
      type: 'PersonalDataErased',
      data: { subject: 'u9', kind: 'user', reason: 'candidate-request', erasedAt: at(21) },
    },
  ]);
  runner = createProjectionRunner({ db: h.db, store: h.store, projections: [retentionProjection] });
  await runner.start();
  expect(await runner.waitForPosition('retention', await h.store.headPosition(), 10_000)).toBe(true);
}, 60_000);

afterAll(async () => {
  await runner?.stop();
  await h?.close();
});

describe('the retention projection', () => {
  it('keeps each application’s hold, the notice it was given and its erasure, scoped by company', async () => {
    expect(await retentionOfApplication(h.db, 'c1', 'a1')).toMatchObject({
      held: true,
      holdReason: 'Tribunal claim',
      holdBy: 'u1',
      holdAt: new Date(at(1)),
      noticeEraseOn: null,
      erasedAt: null,
    });
    expect(await retentionOfApplication(h.db, 'c1', 'a2')).toMatchObject({
      held: false,
      holdReason: null,
      noticeEraseOn: new Date(at(20)),
      noticedAt: new Date(at(6)),
    });
    expect(await retentionOfApplication(h.db, 'c1', 'a3')).toMatchObject({ erasedAt: new Date(at(20)) });
    expect(await retentionOfApplication(h.db, 'c2', 'a1')).toBeNull();
    expect(await dump(h.db, 'retention_applications', 'application_id')).toHaveLength(3);
  });

  it('gives the same rows when rebuilt from the log', async () => {
    const table = () => dump(h.db, 'retention_applications', 'application_id');
    const live = await table();
    await rebuildProjection({ db: h.db, store: h.store, projection: retentionProjection });
    expect(await table()).toEqual(live);
  });
});
