/**
 * Seeded data with known answers: two jobs' applicants, each line "this many people with these answers got this
 * far". The demo seed (scripts/seed/bias-audit.ts) plays them on two of Sahara Tech's jobs, so a fresh
 * `scripts/start` shows this report. report.unit.test.ts checks the audit against rates and ratios worked out by
 * hand, fixture.unit.test.ts against its own plain count of these lines, and the HTTP tests play the same people.
 */
import type { AuditStage, SelfIdAnswers } from './categories.ts';

export type FixtureLine = { job: 'A' | 'B'; answers: SelfIdAnswers | null; reached: AuditStage; people: number };

const female25 = { sex: 'female', ageBand: '25to34' } as const;
const female35 = { sex: 'female', ageBand: '35to44' } as const;
const male25 = { sex: 'male', ageBand: '25to34' } as const;
const maleU25 = { sex: 'male', ageBand: 'under25' } as const;
const preferNot35 = { sex: 'preferNot', ageBand: '35to44' } as const;

export const fixtureLines: FixtureLine[] = [
  // Job A: 28 applicants.
  { job: 'A', answers: female25, reached: 'applied', people: 2 },
  { job: 'A', answers: female25, reached: 'reviewed', people: 1 },
  { job: 'A', answers: female25, reached: 'interview', people: 2 },
  { job: 'A', answers: female25, reached: 'offer', people: 1 },
  { job: 'A', answers: female25, reached: 'hired', people: 1 },
  { job: 'A', answers: female35, reached: 'applied', people: 2 },
  { job: 'A', answers: female35, reached: 'reviewed', people: 1 },
  { job: 'A', answers: female35, reached: 'interview', people: 1 },
  { job: 'A', answers: female35, reached: 'hired', people: 1 },
  { job: 'A', answers: male25, reached: 'applied', people: 2 },
  { job: 'A', answers: male25, reached: 'reviewed', people: 1 },
  { job: 'A', answers: male25, reached: 'interview', people: 1 },
  { job: 'A', answers: male25, reached: 'offer', people: 1 },
  { job: 'A', answers: male25, reached: 'hired', people: 1 },
  { job: 'A', answers: maleU25, reached: 'reviewed', people: 1 },
  { job: 'A', answers: maleU25, reached: 'interview', people: 1 },
  { job: 'A', answers: maleU25, reached: 'hired', people: 2 },
  { job: 'A', answers: preferNot35, reached: 'applied', people: 1 },
  { job: 'A', answers: preferNot35, reached: 'reviewed', people: 1 },
  { job: 'A', answers: preferNot35, reached: 'interview', people: 1 },
  { job: 'A', answers: { sex: 'preferNot' }, reached: 'applied', people: 2 },
  { job: 'A', answers: null, reached: 'interview', people: 1 },
  // Job B: 10 applicants; every woman reached an interview, no man got past applying.
  { job: 'B', answers: { sex: 'female' }, reached: 'interview', people: 5 },
  { job: 'B', answers: { sex: 'male' }, reached: 'applied', people: 5 },
];

/** One person of the fixture, with the day they applied: `daysAgo` whole days before the seed's day. */
export type FixturePerson = Omit<FixtureLine, 'people'> & { daysAgo: number };

/**
 * The fixture person by person, in the order of its lines. A job's n-th applicant applied 2 + 2n days before the
 * seed's day (job A: 2 to 56 days ago; job B: 2 to 20), so a date range picks a known part of them.
 */
export function fixturePeople(): FixturePerson[] {
  const seen = { A: 0, B: 0 };
  return fixtureLines.flatMap(({ people, ...line }) =>
    Array.from({ length: people }, () => ({ ...line, daysAgo: 2 + 2 * seen[line.job]++ })),
  );
}
