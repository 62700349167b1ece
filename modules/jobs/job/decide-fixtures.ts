// Inputs, commands and helpers shared by the job decider's tests.
import { expect } from 'vitest';
import { JobError } from '../errors.ts';
import { decideJob, type JobCommand } from './decide.ts';
import type { JobInput } from './fields.ts';
import { evolveJob, initialJobState, type JobEvent, type JobState } from './job.ts';

export const now = new Date('2026-03-10T12:00:00.000Z');
export const companyId = 'company-a';
export const jobId = '0b9e8c1a-3d1f-4f7a-9a55-7f3c2d1e0a11';

export const validInput: JobInput = {
  title: '  Senior Backend Developer ',
  department: 'Engineering',
  location: 'Amman, Jordan',
  deadline: '2026-04-30',
  industry: 'technology',
  interviewLanguage: 'english',
  type: 'FULL_TIME',
  jobLevel: 'SENIOR',
  workType: 'HYBRID',
  description: 'Build payment services.',
  shortDescription: 'Payments backend.',
  responsibilities: 'Design APIs.',
  requirements: 'Five years of Node.js.',
  benefits: '',
  experience: '5-7 years',
  education: "Bachelor's Degree",
  salary: 'JOD 2,000 - 2,800 per month',
  skills: [' Node.js ', 'node.js', '', 'PostgreSQL'],
  interviewQuestions: 'Why us?; Tell us about a bug',
};

export const given = (...events: JobEvent[]): JobState => events.reduce(evolveJob, initialJobState());
export const run = (command: JobCommand, state: JobState = initialJobState()) => decideJob(command, state);
export const draft = (input: JobInput = validInput, publish = true): JobCommand => ({
  type: 'DraftJob',
  jobId,
  companyId,
  actorId: 'user-1',
  input,
  publish,
  now,
});
export const published = () => given(...run(draft()));
export const scoped = <T extends JobCommand['type']>(type: T, extra: object = {}) =>
  ({ type, companyId, now, ...extra }) as JobCommand;

export function errorsOf(fn: () => unknown): { path: string; message: string }[] {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(JobError);
    expect((error as JobError).code).toBe('JOB.INVALID');
    return (error as JobError).errors ?? [];
  }
  throw new Error('expected JOB.INVALID');
}
export const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as JobError).code;
  }
  return null;
};
