import type { Response } from 'express';
import type { ReadModelQueries } from '@tawzeef/read-models';
import { isUuid } from '@tawzeef/shared';
import { requireCompanyUser } from './session.ts';
import { DomainError } from './errors.ts';

export const companyNotFound = () => new DomainError('COMPANY.NOT_FOUND', 'No company profile found');
export const jobNotFound = () =>
  new DomainError('JOB.NOT_FOUND', "The job you're looking for doesn't exist or has been removed.", 404);
export const applicationNotFound = () => new DomainError('APPLICATION.NOT_FOUND', 'Application not found', 404);

/** The caller's company: every company-side query and command is scoped to it. */
export function callerCompany(res: Response): { userId: string; companyId: string } {
  const principal = requireCompanyUser(res);
  if (!principal.companyId) throw companyNotFound();
  return { userId: principal.userId, companyId: principal.companyId };
}

/**
 * The row an id from the path names, or the route's 404. A malformed id answers exactly like a missing row,
 * and so does another tenant's row when `load` is scoped to the caller's company.
 */
export async function found<T>(
  id: string,
  load: (id: string) => Promise<T | null | undefined>,
  notFound: () => Error,
): Promise<T> {
  const row = isUuid(id) ? await load(id) : null;
  if (!row) throw notFound();
  return row;
}

/** The job when it is the company's; another company's answers exactly like a missing one. */
export const ownJob = (queries: ReadModelQueries, companyId: string, jobId: string) =>
  found(jobId, (id) => queries.companyJobs.one(companyId, id), jobNotFound);

/** The application when it is the company's; another company's answers exactly like a missing one. */
export const ownApplication = (queries: ReadModelQueries, companyId: string, id: string) =>
  found(id, (applicationId) => queries.applications.oneOfCompany(companyId, applicationId), applicationNotFound);
