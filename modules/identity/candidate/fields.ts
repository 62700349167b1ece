export type CandidateWorkExperience = {
  title: string;
  company: string;
  startDate: string | null;
  endDate: string | null;
  description: string | null;
};

export type CandidateEducation = {
  degree: string;
  fieldOfStudy: string | null;
  institution: string;
  startYear: number | null;
  endYear: number | null;
  description: string | null;
};

/** Every field of the candidate profile the candidate edits (the e-mail is the account's). */
export type CandidateProfileFields = {
  firstName: string;
  lastName: string;
  phone: string | null;
  profileSummary: string | null;
  skills: string[];
  currentJobTitle: string | null;
  currentCompany: string | null;
  currentLocation: string | null;
  resumeUrl: string | null;
  preferredWorkType: string | null;
  preferredJobTypes: string[];
  preferredIndustries: string[];
  expectedSalary: string | null;
  experienceLevel: string | null;
  totalExperience: string | null;
  workExperiences: CandidateWorkExperience[];
  educationHistory: CandidateEducation[];
  highestEducation: string | null;
  fieldOfStudy: string | null;
  university: string | null;
  graduationYear: number | null;
  portfolioUrl: string | null;
  linkedInUrl: string | null;
  githubUrl: string | null;
};
export type CandidateProfileField = keyof CandidateProfileFields;

export const emptyCandidateFields = (): CandidateProfileFields => ({
  firstName: '',
  lastName: '',
  phone: null,
  profileSummary: null,
  skills: [],
  currentJobTitle: null,
  currentCompany: null,
  currentLocation: null,
  resumeUrl: null,
  preferredWorkType: null,
  preferredJobTypes: [],
  preferredIndustries: [],
  expectedSalary: null,
  experienceLevel: null,
  totalExperience: null,
  workExperiences: [],
  educationHistory: [],
  highestEducation: null,
  fieldOfStudy: null,
  university: null,
  graduationYear: null,
  portfolioUrl: null,
  linkedInUrl: null,
  githubUrl: null,
});

export const candidateProfileFieldNames = Object.keys(emptyCandidateFields()) as CandidateProfileField[];

/** Null, blank text and empty lists are empty. */
export const isEmptyValue = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

export const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
