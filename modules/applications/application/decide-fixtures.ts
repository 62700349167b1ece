// Commands and histories shared by the application decider's tests.
import {
  evolveApplication,
  initialApplicationState,
  type ApplicationEvent,
  type ApplicationStatus,
} from './application.ts';
import { decideApplication, type SubmitApplication } from './decide.ts';

export const now = new Date('2026-03-01T10:00:00Z');
export const submit: SubmitApplication = {
  type: 'SubmitApplication',
  applicationId: 'a1',
  jobId: 'j1',
  companyId: 'c1',
  candidateId: 'cand1',
  source: 'candidate',
  applicant: {
    firstName: 'Sara',
    lastName: 'Ali',
    email: 'sara@example.com',
    countryCode: '+962',
    phone: '791234567',
    portfolioUrl: null,
  },
  cv: { storageKey: 'k.pdf', fileName: 'cv.pdf', fileSize: 10, cvId: 'cv1' },
  coverLetter: null,
  expectedSalary: null,
  noticePeriod: null,
  now,
};

export const given = (...events: ApplicationEvent[]) => events.reduce(evolveApplication, initialApplicationState());
export const submitted = () => decideApplication(submit, initialApplicationState());
export const inStatus = (status: ApplicationStatus) =>
  status === 'SUBMITTED'
    ? given(...submitted())
    : given(...submitted(), {
        type: 'ApplicationStatusChanged',
        data: {
          applicationId: 'a1',
          status,
          previousStatus: 'SUBMITTED',
          actorId: 'u',
          reason: null,
          changedAt: now.toISOString(),
        },
      });
export const note = (text: string) =>
  ({
    type: 'AddApplicationNote',
    noteId: 'n1',
    source: 'USER',
    authorId: 'recruiter',
    text,
    provenance: null,
    now,
  }) as const;
export const change = (status: ApplicationStatus, reason: string | null = null) =>
  ({ type: 'ChangeApplicationStatus', status, actorId: 'recruiter', reason, now }) as const;
