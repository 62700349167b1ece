import { NO_PERSONAL_DATA, subjectAt, classifyPersonalData } from '@tawzeef/shared';
import type { ApplicantClaimed } from './application/applicant-claim.ts';
import type { ApplicationEvent } from './application/application.ts';
import type { CvEvent } from './cv/cvs.ts';

const application = subjectAt('applicationId');
const candidate = subjectAt('candidateId');

/** What the analysis says about the person; its score, fit, percentages and levels are business facts and stay. */
const analysisTexts = [
  'results.summary',
  'results.strengths',
  'results.weaknesses',
  'results.recommendation',
  'results.skillsMatch.matched',
  'results.skillsMatch.missing',
  'results.experienceMatch.details',
  'results.educationMatch.details',
  'results.evidence',
  'results.scoreBreakdown.*.explanation',
  'results.translations',
];

/**
 * Applications' personal data: everything about one application is sealed with its id (the applicant, their CV,
 * its analysis, notes and free-text reasons); the CV library is the candidate's own, sealed with their user id.
 * Statuses, priorities, scores and times stay readable, so company figures survive an erasure.
 */
export const applicationsPersonalData = classifyPersonalData<(ApplicationEvent | ApplicantClaimed | CvEvent)['type']>()(
  {
    ApplicationSubmitted: {
      subject: application,
      fields: [
        'applicant.firstName',
        'applicant.lastName',
        'applicant.email',
        'applicant.phone',
        'applicant.portfolioUrl',
        'cv.fileName',
        'coverLetter',
        'expectedSalary',
        'noticePeriod',
      ],
    },
    ApplicationStatusChanged: { subject: application, fields: ['reason'] },
    ApplicationWithdrawn: { subject: application, fields: ['reason'] },
    CvAnalyzed: { subject: application, fields: [...analysisTexts, 'nameCheck.cvName'] },
    CvAnalysisFailed: NO_PERSONAL_DATA,
    ApplicationPriorityChanged: NO_PERSONAL_DATA,
    ApplicationNoteAdded: { subject: application, fields: ['text'] },
    ApplicantClaimed: NO_PERSONAL_DATA,
    CvUploaded: { subject: candidate, fields: ['fileName'] },
    CvProcessingStarted: NO_PERSONAL_DATA,
    CvProcessed: { subject: candidate, fields: ['profile.**'] },
    CvProcessingFailed: NO_PERSONAL_DATA,
    CvActivated: NO_PERSONAL_DATA,
    CvDeleted: NO_PERSONAL_DATA,
  },
);
