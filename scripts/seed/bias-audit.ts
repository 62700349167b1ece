import { setTimeout as sleep } from 'node:timers/promises';
import { applicationStreamName, type ApplicationStatus } from '@tawzeef/applications';
import { fixturePeople, parseSelfIdKey, selfIdBox, type FixturePerson } from '@tawzeef/oversight';
import { saveSelfIdentification } from '@tawzeef/read-models';
import { uuidV5 } from '@tawzeef/shared';
import { hiringWorkflowId } from '@tawzeef/workflows';
import { seedApplicationsService } from './applications.ts';
import { Timeline, type SeedClock } from './clock.ts';
import { personCv } from './cv-pdf.ts';
import { hiringDriver } from './hiring.ts';
import { identityIds } from './identity.ts';
import { demoJobId } from './jobs.ts';
import type { Seeder } from './platform.ts';
import type { SeedServices } from './services.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const id = (instance: string, name: string) => uuidV5(`seed:bias-audit:${instance ? `${instance}:` : ''}${name}`);

/** The fixture's jobs A and B are Sahara Tech's demo jobs 3 and 4 (no other demo application is on them). */
export const biasAuditJobIds = () => ({ A: demoJobId(identityIds.company, 3), B: demoJobId(identityIds.company, 4) });

/** The recruiter's statuses that take a person as far as the fixture says, ending in a final one. */
const pathOf: Record<FixturePerson['reached'], ApplicationStatus[]> = {
  applied: ['REJECTED'],
  reviewed: ['REVIEWING', 'REJECTED'],
  interview: ['INTERVIEW_SCHEDULED', 'INTERVIEWED', 'REJECTED'],
  // Offered, then declined: the application closes without a hire.
  offer: ['OFFERED', 'REJECTED'],
  hired: ['OFFERED', 'HIRED'],
};

const firstNames = ['Rana', 'Yousef', 'Huda', 'Karim', 'Lina', 'Tariq', 'Maha', 'Sami', 'Dana', 'Fadi', 'Reem'];
const lastNames = ['Aziz', 'Saleh', 'Mansour', 'Hamdan', 'Khoury', 'Jaber', 'Darwish', 'Odeh', 'Nassar'];

/**
 * The bias audit's demo: the fixture with known answers (modules/oversight/bias-audit/fixture.ts) on two of Sahara
 * Tech's jobs. Each person applies (through the applications service, on the day the fixture gives), answers the
 * self-identification form (sealed as the form seals it), and the recruiter moves them as far as the fixture says,
 * ending in a final status right away, so the hiring process that starts from the log changes nothing (it invites
 * only from SUBMITTED, REVIEWING or INTERVIEWED) and ends on the signal. Without SELF_ID_KEY it seeds nothing.
 */
export function biasAuditSeeder(
  services: SeedServices,
  clock: SeedClock,
  processes: { startWorker: () => void; log?: (line: string) => void },
): Seeder {
  return {
    name: 'bias-audit',
    async run({ store, instance }) {
      const { readModelDb: db, selfIdKey } = services;
      if (!db || !selfIdKey) {
        processes.log?.('seed bias-audit: no SELF_ID_KEY, so no self-identification answers to seed');
        return 0;
      }
      const before = await store.headPosition();
      const box = selfIdBox(parseSelfIdKey(selfIdKey));
      const hiring = hiringDriver(services, clock);
      let nextId = '';
      const applications = seedApplicationsService(services)(clock.clock, () => nextId);
      const jobs = biasAuditJobIds();
      const owner = identityIds.owner;
      const today = new Date(new Date().toISOString().slice(0, 10)).getTime();
      const people = fixturePeople();
      // The process exists once Temporal describes it (no worker needed to answer, unlike a query).
      const started = async (applicationId: string) => {
        const handle = services.temporal.workflow.getHandle(hiringWorkflowId(applicationId));
        for (const deadline = Date.now() + 180_000; ; await sleep(100)) {
          if (
            await handle.describe().then(
              () => true,
              () => false,
            )
          )
            return;
          if (Date.now() > deadline) throw new Error(`seed: hiring-${applicationId} did not start within 180 s`);
        }
      };
      const closing: Promise<unknown>[] = [];
      for (const [n, person] of people.entries()) {
        const applicationId = id(instance, `application:${n}`);
        const candidateId = id(instance, `candidate:${n}`);
        const request = (step: string, actorId: string | null) => ({
          commandId: id(instance, `command:${step}:${n}`),
          actorId,
          correlationId: 'seed:bias-audit',
        });
        if (person.answers)
          await saveSelfIdentification(db, {
            candidateId,
            sealed: box.seal(candidateId, person.answers),
            updatedAt: new Date(today - person.daysAgo * DAY),
          });
        if ((await store.readStream(applicationStreamName(applicationId))).currentStreamVersion > 0n) continue;
        processes.startWorker();
        const timeline = new Timeline(today - person.daysAgo * DAY + 9 * HOUR);
        const path = pathOf[person.reached];
        await clock.within(timeline, async () => {
          nextId = applicationId;
          const firstName = firstNames[n % firstNames.length]!;
          const lastName = lastNames[(n * 5) % lastNames.length]!;
          const email = `${firstName.toLowerCase()}.${n}@applicants.example`;
          const phone = `79${String(1_000_000 + n * 7919).slice(0, 7)}`;
          const cv = await personCv({ fullName: `${firstName} ${lastName}`, email, phone: `+962 ${phone}` });
          await applications.apply(
            {
              jobId: jobs[person.job],
              candidateId,
              applicant: {
                firstName,
                lastName,
                email,
                countryCode: '+962',
                phone,
                portfolioUrl: null,
              },
              cv: { bytes: cv, fileName: `${firstName}-${lastName}-CV.pdf` },
              coverLetter: null,
              expectedSalary: null,
              noticePeriod: null,
            },
            request('apply', candidateId),
          );
          for (const [k, status] of path.entries()) {
            timeline.advance(4 * HOUR);
            const reason =
              status === 'REJECTED' ? (person.reached === 'offer' ? 'Offer declined' : 'Not selected') : null;
            await applications.changeStatus(
              applicationId,
              { status, actorId: owner, reason },
              request(`status-${k}`, owner),
            );
          }
        });
        // The hiring process started from the log: tell it the application is closed, so it ends.
        await started(applicationId);
        await hiring.statusChanged(applicationId, path.at(-1)!, owner);
        closing.push(
          services.temporal.workflow
            .getHandle(hiringWorkflowId(applicationId))
            .result()
            .catch(() => undefined),
        );
      }
      // Each process records its CV analysis, then ends: the seed is done once they all are.
      await Promise.all(closing);
      return Number((await store.headPosition()) - before);
    },
  };
}
