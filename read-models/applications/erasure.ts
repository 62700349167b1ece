import { eq, inArray } from 'drizzle-orm';
import { applicationsPersonalData } from '@tawzeef/applications';
import { ERASED, type PersonalDataRule } from '@tawzeef/shared';
import type { ReadModelTx } from '../db.ts';
import { erasedCopy, erasedText, pathsUnder, type ErasedSubject } from '../erasure/placeholders.ts';
import { applicationNotes, applications, candidateCvs } from './schema.ts';

const fieldsOf = (type: keyof typeof applicationsPersonalData) => {
  const rule = applicationsPersonalData[type] as PersonalDataRule | string;
  return typeof rule === 'string' ? [] : rule.fields;
};
// Computed when first needed: the policy's module imports this package too.
/** The stored analysis is the event's `results` with its `nameCheck` beside them. */
const analysisPaths = () => [
  ...pathsUnder(fieldsOf('CvAnalyzed'), 'results.'),
  ...fieldsOf('CvAnalyzed').filter((f) => f.startsWith('nameCheck.')),
];
const profilePaths = () => pathsUnder(fieldsOf('CvProcessed'), 'profile.');
const erasedSearch = [ERASED, ERASED, ERASED].join(' ');

/** `PersonalDataErased`: the rows of one application, or of a candidate's CV library, as a rebuild now reads them. */
export async function applyErasure(tx: ReadModelTx, { subject, kind }: ErasedSubject): Promise<void> {
  if (kind === 'application') {
    const [row] = await tx
      .select({ cvAnalysis: applications.cvAnalysis })
      .from(applications)
      .where(eq(applications.applicationId, subject));
    if (!row) return;
    const a = applications;
    await tx
      .update(applications)
      .set({
        firstName: ERASED,
        lastName: ERASED,
        email: ERASED,
        phone: erasedText(a.phone),
        portfolioUrl: erasedText(a.portfolioUrl),
        coverLetter: erasedText(a.coverLetter),
        expectedSalary: erasedText(a.expectedSalary),
        noticePeriod: erasedText(a.noticePeriod),
        withdrawalReason: erasedText(a.withdrawalReason),
        cvFileName: ERASED,
        cvAnalysis: row.cvAnalysis ? erasedCopy(row.cvAnalysis, analysisPaths()) : null,
        searchText: erasedSearch,
      })
      .where(eq(a.applicationId, subject));
    await tx.update(applicationNotes).set({ text: ERASED }).where(eq(applicationNotes.applicationId, subject));
    return;
  }
  const cvs = await tx
    .select({ cvId: candidateCvs.cvId, profile: candidateCvs.profile })
    .from(candidateCvs)
    .where(eq(candidateCvs.candidateId, subject));
  for (const cv of cvs) {
    await tx
      .update(candidateCvs)
      .set({ fileName: ERASED, profile: cv.profile ? erasedCopy(cv.profile, profilePaths()) : null })
      .where(inArray(candidateCvs.cvId, [cv.cvId]));
  }
}
