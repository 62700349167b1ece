import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { reviewRequests, type ReviewRequestRow } from './schema.ts';

/** The requests on one of the company's applications, newest first. */
export function reviewRequestsOfCompanyApplication(
  db: NodePgDatabase,
  companyId: string,
  applicationId: string,
): Promise<ReviewRequestRow[]> {
  return db
    .select()
    .from(reviewRequests)
    .where(and(eq(reviewRequests.companyId, companyId), eq(reviewRequests.applicationId, applicationId)))
    .orderBy(desc(reviewRequests.requestedAt), asc(reviewRequests.requestId));
}

/** The candidate's own requests on one of their applications, newest first. */
export function reviewRequestsOfCandidateApplication(
  db: NodePgDatabase,
  candidateId: string,
  applicationId: string,
): Promise<ReviewRequestRow[]> {
  return db
    .select()
    .from(reviewRequests)
    .where(and(eq(reviewRequests.candidateId, candidateId), eq(reviewRequests.applicationId, applicationId)))
    .orderBy(desc(reviewRequests.requestedAt), asc(reviewRequests.requestId));
}

/** How many requests wait for the company's answer. */
export async function openReviewRequestCount(db: NodePgDatabase, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reviewRequests)
    .where(and(eq(reviewRequests.companyId, companyId), eq(reviewRequests.status, 'OPEN')));
  return Number(row?.n ?? 0);
}
