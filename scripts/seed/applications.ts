import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { applicationCvReading } from '@tawzeef/ai';
import { applicationStreamName, createApplicationsService, type ApplicationsService } from '@tawzeef/applications';
import { uuidV5 } from '@tawzeef/shared';
import { Timeline, type SeedClock } from './clock.ts';
import { hiringDriver, type HiringDriver } from './hiring.ts';
import { identityIds } from './identity.ts';
import { jobTemplates } from './job-catalog.ts';
import { demoEmployers, demoJobId } from './jobs.ts';
import { candidateJourneys, journeys, storyStart } from './journeys.ts';
import type { Seeder } from './platform.ts';
import type { SeedServices } from './services.ts';
import { playStory, type Story } from './story.ts';

/** Demo ids; `instance` (the installation's demo key) keeps them, and so their workflow ids, apart from other installations'. */
const id = (instance: string, name: string) => uuidV5(`seed:applications:${instance ? `${instance}:` : ''}${name}`);
const cvFolder = fileURLToPath(new URL('../../modules/ai/eval/cvs/', import.meta.url));
/** The demo candidate's own CV (Sara Nasser): the evaluation set has none in her name. */
const candidateCvFile = fileURLToPath(new URL('./cvs/sara-nasser-frontend-en.pdf', import.meta.url));
/** Stories played at once: each waits on its workflow most of the time. */
const CONCURRENCY = 4;

/** Real CVs of the AI engine's evaluation set (typed and table layouts; the scans would only slow the seed). */
const demoCvs = [
  'cv-01-backend-en-one',
  'cv-02-frontend-ar-one',
  'cv-03-fullstack-en-two',
  'cv-05-data-en-table',
  'cv-06-accountant-ar-libreoffice',
  'cv-07-auditor-en-one',
  'cv-09-nurse-en-two',
  'cv-11-hr-en-table',
  'cv-13-civil-en-one',
  'cv-14-backend-ar-one',
  'cv-15-frontend-en-two',
  'cv-17-devops-en-table',
  'cv-19-accountant-en-libreoffice',
  'cv-21-sales-en-two',
  'cv-25-marketing-en-one',
  'cv-27-backend-en-two',
];

/** Every demo application's id, with its company's owner, job and place in `journeys`. */
export function demoApplications(instance: string) {
  return demoEmployers().flatMap((employer, e) =>
    [0, 1, 2].flatMap((j) => {
      const jobId = demoJobId(employer.companyId, j);
      return journeys.map((_, k) => ({
        applicationId: id(instance, `application:${jobId}:${k}`),
        jobId,
        k,
        n: e * 100 + j * 10 + k,
        e,
        j,
        byCandidate: e === 0 && k === 7 && j < 2,
        ...employer,
      }));
    }),
  );
}

/** A file that starts and ends like a PDF but does not parse: its analysis fails, so it shows "Manual Review". */
const unreadablePdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<< /Broken true\nstartxref\n0\n%%EOF\n');

type Truth = { firstName: string; email: string; phone: string };
/** The applicant is the person the CV names (its heading), so the analysis reads the applicant's own CV. */
const applicantOf = (truth: Truth, cvHtml: string, n: number) => {
  const [local] = truth.email.split('@');
  const digits = truth.phone.replace(/\D/g, '');
  const fullName = /<h1>([^<]+)</u.exec(cvHtml)?.[1]?.trim() ?? truth.firstName;
  return {
    firstName: truth.firstName,
    lastName: fullName.startsWith(truth.firstName) ? fullName.slice(truth.firstName.length).trim() : fullName,
    email: `${local}.${n}@applicants.example`,
    countryCode: `+${digits.slice(0, 3)}`,
    phone: digits.slice(3),
    portfolioUrl: n % 3 === 0 ? `https://portfolio.example/${local}` : null,
  };
};

const sara = {
  firstName: 'Sara',
  lastName: 'Nasser',
  email: 'candidate@tawzeef.example',
  countryCode: '+962',
  phone: '791234567',
  portfolioUrl: null,
};

/**
 * Applications to the demo companies' jobs, each a story played through the platform's own processes: it is
 * submitted through the applications service the API uses, the hiring workflow the event log starts analyses the CV
 * and invites, candidates take their AI interviews in the chat (scripted answers, English or Arabic as the job
 * says), the workflow scores them, and the recruiter decides through the status command and the workflow's signal.
 * Stories end in every status, over the last four weeks; those still waiting for a candidate end within the last
 * day. The demo candidate applies signed in (an offer, a withdrawal) with a CV the CV-reading workflow read.
 */
export function applicationsSeeder(deps: {
  /** The API's applications service over the given clock and id source (the seed fixes both). */
  service: (clock: () => Date, newId: () => string) => ApplicationsService;
  /** The jobs read model must know the seeded jobs before anyone can apply to them. */
  readModelsCaughtUp: () => Promise<void>;
  /** Starts the worker that runs the workflows (it takes seconds: only when there is something to seed). */
  startWorker: () => void;
  clock: SeedClock;
  hiring: HiringDriver;
}): Seeder {
  const { clock, hiring } = deps;
  // The id the next thing a story creates takes (an application, a CV, a note), per story: they run at once.
  const newIds = new WeakMap<Timeline, string>();
  const applications = deps.service(clock.clock, () => {
    const timeline = clock.timeline();
    const next = timeline ? newIds.get(timeline) : undefined;
    if (!next) throw new Error('seed: an id was asked for outside a story');
    return next;
  });
  return {
    name: 'applications',
    async run({ store, instance }) {
      const before = await store.headPosition();
      await deps.readModelsCaughtUp();
      const now = new Date();
      const request = (step: string, actorId: string | null) => ({
        commandId: id(instance, `command:${step}`),
        actorId,
        correlationId: 'seed:applications',
      });
      const exists = async (applicationId: string) =>
        (await store.readStream(applicationStreamName(applicationId))).currentStreamVersion > 0n;
      const story = (start: Date): Story => {
        const timeline = new Timeline(start.getTime());
        return {
          timeline,
          nextId: (value: string) => void newIds.set(timeline, value),
          run: (work) => clock.within(timeline, work),
        };
      };

      // The demo candidate's CV, read by the CV-reading workflow its upload starts.
      const candidateId = identityIds.candidate;
      const cvStory = story(new Date(now.getTime() - 30 * 86_400_000));
      const savedCv = await cvStory.run(async () => {
        const cvs = await applications.cvs.current(candidateId);
        if (cvs.cvs.size === 0) {
          deps.startWorker();
          const cvId = id(instance, 'candidate-cv');
          hiring.followCvReading(cvStory.timeline, cvId);
          cvStory.nextId(cvId);
          const bytes = await readFile(candidateCvFile);
          await applications.cvs.upload(
            candidateId,
            { bytes, fileName: 'Sara-Nasser-CV.pdf' },
            request('candidate-cv', candidateId),
          );
          await hiring.cvRead(cvId);
        }
        return [...(await applications.cvs.current(candidateId)).cvs.keys()][0]!;
      });

      const todo: ReturnType<typeof demoApplications> = [];
      for (const app of demoApplications(instance)) if (!(await exists(app.applicationId))) todo.push(app);
      const play = async (app: (typeof todo)[number]) => {
        const name = demoCvs[app.n % demoCvs.length]!;
        const truth = JSON.parse(await readFile(`${cvFolder}${name}.json`, 'utf8')) as Truth;
        const unreadable = app.n === 100;
        const steps = app.byCandidate ? candidateJourneys[app.j]! : journeys[app.k]!;
        const template = jobTemplates[(app.j + app.e * 3) % jobTemplates.length]!;
        const job = {
          title: template.title,
          skills: template.skills,
          language: template.interviewLanguage === 'arabic' ? ('ar' as const) : ('en' as const),
        };
        const s = story(storyStart(steps, app.n, now));
        hiring.follow(s.timeline, app.applicationId);
        await s.run(async () =>
          playStory({
            app,
            steps,
            story: s,
            applications,
            hiring,
            request: (step, actorId) => request(`${step}:${app.applicationId}`, actorId),
            idOf: (name) => id(instance, `${name}:${app.applicationId}`),
            job,
            application: {
              jobId: app.jobId,
              candidateId: app.byCandidate ? candidateId : null,
              applicant: app.byCandidate
                ? sara
                : applicantOf(truth, await readFile(`${cvFolder}${name}.html`, 'utf8'), app.n),
              cv: app.byCandidate
                ? { cvId: savedCv }
                : {
                    bytes: unreadable ? unreadablePdf : await readFile(`${cvFolder}${name}.pdf`),
                    fileName: `${name}.pdf`,
                  },
              coverLetter: app.k % 2 === 0 ? 'I would love to bring my experience to your team.' : null,
              expectedSalary: app.k % 3 === 0 ? '1,500 JOD / month' : null,
              noticePeriod: app.k % 2 === 1 ? '1 month' : null,
            },
          }),
        );
      };
      if (todo.length) deps.startWorker();
      let next = 0;
      await Promise.all(
        Array.from({ length: Math.min(CONCURRENCY, todo.length) }, async () => {
          while (next < todo.length) await play(todo[next++]!);
        }),
      );
      return Number((await store.headPosition()) - before);
    },
  };
}

/** The API's applications service over the platform's services, with the seed's clock and ids. */
export const seedApplicationsService =
  (services: SeedServices) =>
  (clock: () => Date, newId: () => string): ApplicationsService => {
    const { queries } = services;
    return createApplicationsService({
      store: services.store,
      storage: services.cvStorage,
      clock,
      newId,
      ...applicationCvReading(services.ai, (jobId) => queries.applications.jobForAnalysis(jobId)),
      openJob: (jobId) => queries.applications.openJob(jobId, clock()),
      candidateByEmail: (email) => queries.applications.candidateIdByEmail(email),
    });
  };

/** The seeder over the platform's event store, CV storage, AI engine, read models and processes. */
export const platformApplicationsSeeder = (
  services: SeedServices,
  clock: SeedClock,
  processes: { readModelsCaughtUp: () => Promise<void>; startWorker: () => void },
) =>
  applicationsSeeder({
    ...processes,
    service: seedApplicationsService(services),
    clock,
    hiring: hiringDriver(services, clock),
  });
