import type { ApplicationPriority as Priority, ApplicationStatus } from '@tawzeef/applications/rules';
import type { AnalysisTexts } from '../../i18n/aiTexts.ts';
import type { Language } from '../../i18n/language.ts';

// What the company-side applications endpoints answer: the data provider's 'applications' records and their parts.
export {
  applicationPriorities as priorities,
  applicationStatuses,
  type ApplicationPriority as Priority,
  type ApplicationStatus,
} from '@tawzeef/applications/rules';

export interface CvAnalysisResults {
  overallFit?: string;
  summary?: string;
  skillsMatch?: { matched?: string[]; missing?: string[]; percentage?: number };
  experienceMatch?: { years?: number; details?: string };
  educationMatch?: { details?: string; level?: string };
  strengths?: string[];
  weaknesses?: string[];
  recommendation?: string;
  /** The name read from the CV against the applicant's: matches false when the CV names someone else. */
  nameCheck?: { cvName?: string; matches?: boolean | null };
  /** The language of the texts above; the texts in every language stored beside them. */
  language?: string;
  translations?: Partial<Record<Language, AnalysisTexts>> | null;
}

export interface CompanyApplication {
  id: string;
  jobId: string;
  job?: {
    id?: string;
    title?: string | null;
    department?: string | null;
    location?: string | null;
    type?: string | null;
    company?: { name?: string | null } | null;
  } | null;
  candidate?: {
    id?: string | null;
    fullName?: string | null;
    firstName?: string | null;
    lastName?: string | null;
    email?: string | null;
    countryCode?: string | null;
    phone?: string | null;
    portfolioUrl?: string | null;
  } | null;
  /** candidate (applied signed in) or anonymous. */
  source?: string | null;
  status: ApplicationStatus;
  priority?: Priority | null;
  appliedAt: string;
  /** The last activity: any event of the application. */
  updatedAt?: string | null;
  analysisStatus?: 'PENDING' | 'DONE' | 'FAILED' | null;
  cvAnalysisScore?: number | null;
  aiScore?: number | null;
  experienceYears?: number | null;
  matchedSkills?: string[];
  analysisProvenance?: Record<string, unknown> | null;
  analysisError?: { code?: string; message?: string } | null;
  notes?: ApplicationNote[];
  timeline?: TimelineEntry[];
  withdrawnAt?: string | null;
  withdrawalReason?: string | null;
  cvAnalysisResults?: CvAnalysisResults | null;
  aiCvRecommendations?: string | null;
  interview1Score?: number | null;
  interview2Score?: number | null;
  hrInterviewScore?: number | null;
  overallScore?: number | null;
  coverLetter?: string | null;
  expectedSalary?: string | null;
  noticePeriod?: string | null;
  portfolioUrl?: string | null;
  resumeUrl?: string | null;
  resume?: { fileName?: string | null; fileSize?: number | null; url?: string | null } | null;
  /** The application stream's version, sent back as expectedVersion. */
  version?: number | null;
  interviews?: unknown[];
}

export interface ApplicationStats {
  total: number;
  byStatus: Partial<Record<ApplicationStatus, number>>;
  byPriority?: Partial<Record<Priority, number>>;
}

export interface Actor {
  id?: string | null;
  name?: string | null;
  email?: string | null;
}

export interface TimelineEntry {
  type:
    | 'SUBMITTED'
    | 'CV_ANALYZED'
    | 'CV_ANALYSIS_FAILED'
    | 'STATUS_CHANGED'
    | 'WITHDRAWN'
    | 'PRIORITY_CHANGED'
    | 'NOTE_ADDED'
    | 'MESSAGE'
    | string;
  at: string | null;
  actor: Actor | null;
  score?: number;
  status?: ApplicationStatus;
  previousStatus?: ApplicationStatus;
  reason?: string | null;
  priority?: Priority;
  previousPriority?: Priority;
  source?: string;
  /** MESSAGE: a Communication Center message to or from the applicant. */
  communicationId?: string;
  channel?: 'EMAIL' | 'WHATSAPP' | 'SMS' | 'PHONE';
  direction?: 'INBOUND' | 'OUTBOUND';
  subject?: string | null;
}

export interface ApplicationFilter {
  q?: string;
  status?: string;
  priority?: string;
  jobId?: string;
}

export interface ApplicationNote {
  id: string;
  text: string;
  source: 'USER' | 'AI' | 'SYSTEM' | string;
  user?: { name?: string | null; email?: string | null } | null;
  author?: Actor | null;
  provenance?: Record<string, unknown> | null;
  createdAt: string;
}

export interface HistoryEvent {
  version: number;
  globalPosition?: string;
  type: string;
  at: string | null;
  actor: Actor | null;
  data: Record<string, unknown>;
  provenance: Record<string, unknown> | null;
}

export interface BulkResult {
  id: string;
  ok: boolean;
  status?: ApplicationStatus;
  changed?: boolean;
  code?: string;
  detail?: string;
}
