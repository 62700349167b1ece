/**
 * Erasing a person's data (issue #22): the subject's key is deleted (crypto-shredding), their files and rows go,
 * and `PersonalDataErased` is appended so the read models write their placeholders. Business facts stay: an
 * application existed, its job, company and statuses, so company figures are unchanged.
 */
export type ErasureReason = 'candidate-request' | 'retention';
export type ErasureActor = { reason: ErasureReason; actorId: string | null };

export type ErasureReport = {
  /** The keys deleted: the user id and/or application ids. */
  subjects: string[];
  filesDeleted: number;
  rowsDeleted: number;
  erasedAt: string;
};

export type Erasure = {
  /** A whole candidate account: their user key, every one of their applications' keys, CVs, recordings, rows. */
  eraseCandidate(userId: string, by: ErasureActor): Promise<ErasureReport>;
  /** Some applications only: an anonymous applicant's own request, or a company's retention period ending. */
  eraseApplications(applicationIds: readonly string[], by: ErasureActor): Promise<ErasureReport>;
};
