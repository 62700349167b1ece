import { randomUUID } from 'node:crypto';
import type { ApplicationStatus } from '@tawzeef/applications';
import type { TestServer } from './test-server.ts';
import { TOKENS } from './tokens.ts';
import { cvPdf } from './test-applications.ts';

export const request = (actorId: string | null = 'seed') => ({
  commandId: randomUUID(),
  actorId,
  correlationId: randomUUID(),
});

export type Seed = {
  id: string;
  jobId: string;
  jobTitle: string;
  firstName: string;
  lastName: string;
  email: string;
  status: ApplicationStatus;
  priority: 'high' | 'medium' | 'low';
  analysis: 'PENDING' | 'DONE' | 'FAILED';
  score: number | null;
  skills: string[];
};

/** The way to a status from SUBMITTED that a recruiter may take. */
const pathTo = (status: ApplicationStatus): ApplicationStatus[] =>
  status === 'SUBMITTED' ? [] : status === 'HIRED' ? ['OFFERED', 'HIRED'] : [status];

/**
 * Writes an application through the module's service, then moves it to the seed's status, priority and
 * analysis; answers the global position of its last event.
 */
export async function seedApplication(
  server: TestServer,
  seed: Omit<Seed, 'id'>,
  options: { candidateId?: string | null; actorId?: string } = {},
): Promise<{ id: string; position: bigint }> {
  const applications = server.container.get(TOKENS.Applications);
  const actorId = options.actorId ?? 'seed';
  const applied = await applications.apply(
    {
      jobId: seed.jobId,
      candidateId: options.candidateId ?? null,
      applicant: {
        firstName: seed.firstName,
        lastName: seed.lastName,
        email: seed.email,
        countryCode: '+962',
        phone: '791234567',
        portfolioUrl: null,
      },
      cv: { bytes: cvPdf, fileName: 'cv.pdf' },
      coverLetter: 'Hello',
      expectedSalary: 'JOD 1,000',
      noticePeriod: '1 month',
    },
    request(options.candidateId ?? null),
  );
  const id = applied.applicationId;
  let position = applied.position ?? 0n;
  const track = (p: bigint | null) => {
    if (p !== null && p > position) position = p;
  };
  if (seed.analysis === 'DONE') {
    const r = await applications.recordCvAnalysis(
      id,
      {
        status: 'analyzed',
        score: seed.score ?? 0,
        results: {
          summary: 'Seeded',
          overallFit: 'Good',
          skillsMatch: { matched: seed.skills, missing: [], percentage: 50 },
          experienceMatch: { years: 4, requiredYears: null, details: '4 years' },
          recommendation: '### Fit\n- seeded',
        },
        provenance: { engine: 'local', model: 'seed', promptVersion: 'v1' },
      },
      request(null),
    );
    track(r.position);
  } else if (seed.analysis === 'FAILED') {
    const r = await applications.recordCvAnalysis(
      id,
      { status: 'failed', error: { code: 'CV.NO_TEXT', message: 'No text' }, provenance: { engine: 'local' } },
      request(null),
    );
    track(r.position);
  }
  for (const status of pathTo(seed.status)) {
    track((await applications.changeStatus(id, { status, actorId, reason: null }, request(actorId))).position);
  }
  if (seed.priority !== 'medium') {
    track((await applications.changePriority(id, { priority: seed.priority, actorId }, request(actorId))).position);
  }
  return { id, position };
}

export async function caughtUp(server: TestServer, position: bigint) {
  await server.container.get(TOKENS.ProjectionRunner).waitForPosition('applications', position, 20_000);
}

/** RFC 4180 parsing, enough for the export's checks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}
