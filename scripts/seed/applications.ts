import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { applicationStreamName, type ApplicationsService, type ApplicationStatus } from '@tawzeef/applications';
import type { Container } from 'inversify';
import { uuidV5 } from '@tawzeef/shared';
import { applicationsService } from '../../web/api/src/applications-wiring.ts';
import { TOKENS } from '../../web/api/src/tokens.ts';
import { identityIds } from './identity.ts';
import { demoEmployers, demoJobId } from './jobs.ts';
import type { Seeder } from './platform.ts';

const id = (name: string) => uuidV5(`seed:applications:${name}`);
const cvFolder = fileURLToPath(new URL('../../modules/ai/eval/cvs/', import.meta.url));
/** The demo candidate's own CV (Sara Nasser): the evaluation set has none in her name. */
const candidateCvFile = fileURLToPath(new URL('./cvs/sara-nasser-frontend-en.pdf', import.meta.url));
const DAY = 86_400_000;

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
export function demoApplications() {
  return demoEmployers().flatMap((employer) =>
    [0, 1, 2].flatMap((j) => {
      const jobId = demoJobId(employer.companyId, j);
      return journeys.map((_, k) => ({ applicationId: id(`application:${jobId}:${k}`), jobId, k, ...employer }));
    }),
  );
}

/** How far each demo application got, in the order a recruiter moves it. */
const journeys: ApplicationStatus[][] = [
  [],
  ['REVIEWING'],
  ['REVIEWING', 'INTERVIEW_SCHEDULED'],
  ['REVIEWING', 'INTERVIEW_SCHEDULED', 'INTERVIEWED'],
  ['REVIEWING', 'INTERVIEWED', 'OFFERED'],
  ['REVIEWING', 'INTERVIEWED', 'OFFERED', 'HIRED'],
  ['REVIEWING', 'REJECTED'],
  ['REVIEWING'],
];

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

/**
 * Applications to the demo companies' jobs in every status, with their CV analyses, through the
 * applications service the API uses. The demo candidate applies signed in (one offer, one withdrawal)
 * and has a read CV. Times are spread over the last four weeks.
 */
export function applicationsSeeder(deps: {
  /** The API's applications service over the given clock and id source (the seed fixes both). */
  service: (clock: () => Date, newId: () => string) => ApplicationsService;
  /** The jobs read model must know the seeded jobs before anyone can apply to them. */
  readModelsCaughtUp: () => Promise<void>;
}): Seeder {
  let now = new Date();
  let nextId = '';
  const applications = deps.service(
    () => now,
    () => nextId,
  );
  const setNow = (at: Date) => (now = at);
  return {
    name: 'applications',
    async run({ store }) {
      const before = await store.headPosition();
      await deps.readModelsCaughtUp();
      const start = Date.now() - 28 * DAY;
      const at = (step: number) => new Date(start + step * 3_600_000);
      const request = (step: string, actorId: string | null) => ({
        commandId: id(`command:${step}`),
        actorId,
        correlationId: 'seed:applications',
      });
      const exists = async (applicationId: string) =>
        (await store.readStream(applicationStreamName(applicationId))).currentStreamVersion > 0n;

      const candidateId = identityIds.candidate;
      setNow(at(0));
      const cvs = await applications.cvs.current(candidateId);
      if (cvs.cvs.size === 0) {
        setNow(at(1));
        const bytes = await readFile(candidateCvFile);
        nextId = id('candidate-cv');
        const uploaded = await applications.cvs.upload(
          candidateId,
          { bytes, fileName: 'Sara-Nasser-CV.pdf' },
          request('candidate-cv', candidateId),
        );
        await applications.cvs.process(candidateId, uploaded.cvId, request('candidate-cv-read', null));
      }
      const savedCv = [...(await applications.cvs.current(candidateId)).cvs.keys()][0]!;

      let step = 2;
      for (const [e, employer] of demoEmployers().entries()) {
        for (let j = 0; j < 3; j++) {
          const jobId = demoJobId(employer.companyId, j);
          for (let k = 0; k < journeys.length; k++) {
            const n = e * 100 + j * 10 + k;
            const applicationId = id(`application:${jobId}:${k}`);
            step += 3;
            if (await exists(applicationId)) continue;
            const name = demoCvs[n % demoCvs.length]!;
            const byCandidate = e === 0 && k === 7 && j < 2;
            const unreadable = e === 1 && j === 0 && k === 1;
            setNow(at(step));
            nextId = applicationId;
            const truth = JSON.parse(await readFile(`${cvFolder}${name}.json`, 'utf8')) as Truth;
            const applied = await applications.apply(
              {
                jobId,
                candidateId: byCandidate ? candidateId : null,
                applicant: byCandidate
                  ? {
                      firstName: 'Sara',
                      lastName: 'Nasser',
                      email: 'candidate@tawzeef.example',
                      countryCode: '+962',
                      phone: '791234567',
                      portfolioUrl: null,
                    }
                  : applicantOf(truth, await readFile(`${cvFolder}${name}.html`, 'utf8'), n),
                cv: byCandidate
                  ? { cvId: savedCv }
                  : {
                      bytes: unreadable ? unreadablePdf : await readFile(`${cvFolder}${name}.pdf`),
                      fileName: `${name}.pdf`,
                    },
                coverLetter: k % 2 === 0 ? 'I would love to bring my experience to your team.' : null,
                expectedSalary: k % 3 === 0 ? '1,500 JOD / month' : null,
                noticePeriod: k % 2 === 1 ? '1 month' : null,
              },
              request(`apply:${applicationId}`, byCandidate ? candidateId : null),
            );
            await applications.analyzeApplicationCv(applied.applicationId, request(`analysis:${applicationId}`, null));
            const journey: ApplicationStatus[] = byCandidate ? (j === 0 ? ['REVIEWING', 'OFFERED'] : []) : journeys[k]!;
            for (const [s, status] of journey.entries()) {
              setNow(at(step + 1 + (s + 1) * 30));
              await applications.changeStatus(
                applicationId,
                { status, actorId: employer.ownerId, reason: status === 'REJECTED' ? 'Not enough experience' : null },
                request(`status:${applicationId}:${status}`, employer.ownerId),
              );
            }
            if (byCandidate && j === 1) {
              await applications.withdraw(
                candidateId,
                applicationId,
                'I accepted another offer',
                request(`withdraw:${applicationId}`, candidateId),
              );
            }
            if (k === 1 || k === 4) {
              nextId = id(`note:${applicationId}`);
              await applications.addNote(
                applicationId,
                {
                  source: 'USER',
                  authorId: employer.ownerId,
                  text: k === 1 ? '@Omar Khalil strong CV, please call this week.' : 'Offer sent by e-mail.',
                },
                request(`note:${applicationId}`, employer.ownerId),
              );
            }
            if (k === 2 || k === 6) {
              await applications.changePriority(
                applicationId,
                { priority: k === 2 ? 'high' : 'low', actorId: employer.ownerId },
                request(`priority:${applicationId}`, employer.ownerId),
              );
            }
          }
        }
      }
      return Number((await store.headPosition()) - before);
    },
  };
}

/** The seeder over the API container's event store, CV storage, AI engine and read models. */
export const containerApplicationsSeeder = (container: Container, readModelsCaughtUp: () => Promise<void>) =>
  applicationsSeeder({
    service: (clock, newId) =>
      applicationsService({
        store: container.get(TOKENS.EventStore),
        storage: container.get(TOKENS.CvStorage),
        ai: container.get(TOKENS.AiEngine),
        queries: container.get(TOKENS.ReadModels),
        clock,
        newId,
      }),
    readModelsCaughtUp,
  });
