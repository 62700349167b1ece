import { randomUUID } from 'node:crypto';
import type { AppEventStore } from '@tawzeef/shared';
import { createProjectionRunner, type Projection, type ReadModelDb } from '@tawzeef/read-models';

const meta = (at: string) => ({
  messageId: randomUUID(),
  actorId: 'bench',
  correlationId: randomUUID(),
  causationId: null,
  occurredAt: at,
});

/**
 * A log shaped like real use: 20 companies of 5 members and 10 jobs each, then `applications` applications, each
 * submitted, analysed and moved through three statuses (four of the five events notify the company's members).
 * Answers the position where the context ends and the applications begin.
 */
export async function seedRealisticLog(store: AppEventStore, applications: number): Promise<bigint> {
  const at = new Date().toISOString();
  const jobs: { jobId: string; companyId: string }[] = [];
  for (let c = 0; c < 20; c++) {
    const companyId = `co-${c}`;
    const events = [
      { type: 'CompanyRegistered', data: { companyId, ownerId: `u-${c}-0`, profile: { name: `Co ${c}` } } },
    ];
    for (let m = 0; m < 5; m++) {
      const userId = `u-${c}-${m}`;
      await store.appendToStream(`user-${userId}`, [
        {
          type: 'UserRegistered',
          data: { userId, userType: 'COMPANY', email: `${userId}@example.com`, firstName: `F${m}`, lastName: `L${c}` },
          metadata: meta(at),
        },
      ]);
      events.push({ type: 'MemberJoined', data: { companyId, userId, role: 'RECRUITER', joinedAt: at } } as never);
    }
    await store.appendToStream(
      `company-${companyId}`,
      events.map((e) => ({ ...e, metadata: meta(at) })),
    );
    for (let j = 0; j < 10; j++) {
      const jobId = `job-${c}-${j}`;
      jobs.push({ jobId, companyId });
      const fields = {
        title: `Role ${j}`,
        department: j % 2 ? 'Sales' : 'Engineering',
        location: 'Amman',
        salaryRange: { min: 1000, max: 2000, currency: 'JOD', period: 'MONTH' },
      };
      await store.appendToStream(`job-${jobId}`, [
        { type: 'JobDrafted', data: { jobId, companyId, fields, draftedAt: at }, metadata: meta(at) },
      ]);
    }
  }
  const context = await store.headPosition();
  for (let a = 0; a < applications; a += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, applications - a) }, (_, k) => {
        const applicationId = `app-${a + k}`;
        const { jobId, companyId } = jobs[(a + k) % jobs.length]!;
        const applicant = { firstName: 'Sara', lastName: `N${a + k}`, email: `s${a + k}@example.com` };
        const status = (s: string) => ({
          type: 'ApplicationStatusChanged',
          data: { applicationId, status: s, changedAt: at },
        });
        return store.appendToStream(
          `application-${applicationId}`,
          [
            {
              type: 'ApplicationSubmitted',
              data: {
                applicationId,
                jobId,
                companyId,
                candidateId: null,
                source: 'candidate',
                applicant,
                submittedAt: at,
              },
            },
            {
              type: 'CvAnalyzed',
              data: {
                applicationId,
                score: 70,
                results: { overallFit: 'Good', skillsMatch: { matched: ['sql', 'python'] } },
              },
            },
            status('REVIEWING'),
            status('INTERVIEW_SCHEDULED'),
            status('OFFERED'),
          ].map((e) => ({ ...e, metadata: meta(at) })),
        );
      }),
    );
  }
  return context;
}

/**
 * Each projection alone, from an empty read model: the context untimed, then the applications timed. Its events
 * per second is the rate above which it falls behind on this machine, with nothing else projecting.
 */
export async function measureCapacity(
  db: ReadModelDb,
  store: AppEventStore,
  projections: readonly Projection[],
  context: bigint,
): Promise<Record<string, number>> {
  const head = await store.headPosition();
  const events = Number(head - context);
  const result: Record<string, number> = {};
  for (const projection of projections) {
    const warm = createProjectionRunner({ db, store, projections: [projection], batchSize: 1_000 });
    await warm.start();
    await warm.waitForPosition(projection.name, context, 120_000);
    await warm.stop();
    const runner = createProjectionRunner({ db, store, projections: [projection] });
    const started = performance.now();
    await runner.start();
    const done = await runner.waitForPosition(projection.name, head, 300_000);
    const seconds = (performance.now() - started) / 1_000;
    await runner.stop();
    result[projection.name] = done ? events / seconds : NaN;
  }
  return result;
}
