/**
 * Seeded data with known answers: two jobs' applicants, each line "this many people with these answers got this
 * far". report.unit.test.ts checks the audit against rates and ratios worked out by hand from these lines, and the
 * HTTP test plays the same people through the API.
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
