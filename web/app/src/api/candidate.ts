import { api } from './client.ts';
import type { SalaryRange } from './jobs.ts';

export interface WorkExperience {
  title: string;
  company: string;
  startDate?: string | null;
  endDate?: string | null;
  description?: string | null;
}

export interface Education {
  degree?: string | null;
  fieldOfStudy?: string | null;
  institution?: string | null;
  startYear?: number | string | null;
  endYear?: number | string | null;
  description?: string | null;
}

export const completenessChecks = [
  'fullName',
  'email',
  'phone',
  'summary',
  'skills',
  'jobTitle',
  'location',
  'resume',
] as const;
export type CompletenessCheck = (typeof completenessChecks)[number];

export interface Completeness {
  percentage: number;
  checks: Partial<Record<CompletenessCheck, boolean>>;
}

export interface CandidateProfile {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
  profileSummary?: string | null;
  skills?: string[];
  currentJobTitle?: string | null;
  currentCompany?: string | null;
  currentLocation?: string | null;
  resumeUrl?: string | null;
  /** The active CV's file name when the resume is the CV manager's active CV. */
  resumeFileName?: string | null;
  preferredWorkType?: string | null;
  preferredJobTypes?: string[];
  preferredIndustries?: string[];
  expectedSalary?: string | null;
  experienceLevel?: string | null;
  totalExperience?: number | string | null;
  workExperiences?: WorkExperience[];
  educationHistory?: Education[];
  highestEducation?: string | null;
  fieldOfStudy?: string | null;
  university?: string | null;
  graduationYear?: number | string | null;
  portfolioUrl?: string | null;
  linkedInUrl?: string | null;
  githubUrl?: string | null;
  cvs?: {
    id: string;
    originalFileName?: string | null;
    fileName: string;
    fileUrl?: string;
    fileSize?: number;
    isActive?: boolean;
    uploadedAt?: string;
  }[];
  completeness?: Completeness;
  avatar?: string | null;
  joinedAt?: string | null;
}

type Envelope = CandidateProfile | { profile: CandidateProfile };
const unwrap = (body: Envelope): CandidateProfile =>
  'profile' in body && body.profile ? body.profile : (body as CandidateProfile);

export const candidateApi = {
  profile: async (signal?: AbortSignal) => unwrap(await api<Envelope>('/api/candidate/profile', { signal })),
};

/** The fields the candidate edits on the profile page (PUT /api/candidate/profile). */
export type CandidateProfileInput = Omit<CandidateProfile, 'cvs' | 'completeness' | 'avatar' | 'joinedAt' | 'email'>;

/** A job the server ranks for the candidate's active CV (GET /api/candidate/recommended-jobs). */
export interface RecommendedJob {
  id: string;
  title: string;
  company?: { name?: string | null; logo?: string | null } | string | null;
  description?: string | null;
  shortDescription?: string | null;
  matchScore: number;
  /** What the score means (the server's thresholds): strong, partial or weak. */
  matchLevel?: MatchLevel;
  /** The job's names of the skills the CV shows, and how many distinct skills the job asks for. */
  matchedSkills?: string[];
  skillsAsked?: number;
  /** Where the CV's years sit against the job's range. */
  experienceFit?: 'below' | 'within' | 'above';
  titleRelated?: boolean;
  /** Other postings of this title by this company that match too, folded into this one. */
  moreOpenings?: number;
  location?: string | null;
  salary?: string | null;
  salaryRange?: SalaryRange | null;
  type?: string | null;
  workType?: string | null;
  postedAt?: string | null;
  postedDate?: string | null;
}

export type MatchLevel = 'strong' | 'partial' | 'weak';

/** How the match score is made (percentages that add up to 100). */
export interface MatchWeights {
  skills: number;
  experience: number;
  title: number;
}

export type NoRecommendationReason = 'NO_ACTIVE_CV' | 'CV_NOT_PROCESSED' | 'NO_EXTRACTED_PROFILE';

export interface Recommendations {
  jobs: RecommendedJob[];
  /** Why the list is empty: no active CV, a CV still being read, or nothing extracted from it. */
  reason?: NoRecommendationReason | null;
  weights?: MatchWeights | null;
}

export const candidateProfileApi = {
  update: async (input: CandidateProfileInput) =>
    unwrap(await api<Envelope>('/api/candidate/profile', { method: 'PUT', body: input })),
  recommendedJobs: async (limit: number, signal?: AbortSignal): Promise<Recommendations> => {
    const body = await api<Partial<Recommendations>>(`/api/candidate/recommended-jobs?limit=${limit}`, { signal });
    return { jobs: body.jobs ?? [], reason: body.reason ?? null, weights: body.weights ?? null };
  },
};
