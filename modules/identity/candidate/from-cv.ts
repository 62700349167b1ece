import type { CandidateEducation, CandidateProfileFields, CandidateWorkExperience } from './fields.ts';
import { candidateFieldLimits as limits } from './limits.ts';

const text = (value: unknown, max: number): string | null => {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed ? trimmed.slice(0, max) : null;
};
const list = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null) : [];

const educationLabels: Record<string, string> = {
  HIGH_SCHOOL: 'High school',
  DIPLOMA: 'Diploma',
  CERTIFICATION: 'Certification',
  BACHELOR: "Bachelor's degree",
  MASTER: "Master's degree",
  PHD: 'PhD',
};

/**
 * The profile fields a read CV suggests, from the AI engine's extracted profile as CvProcessed records it
 * (skills, experiences, education, titles, years, plus the summary and location lines). Unknown or
 * malformed parts are skipped; lengths and counts follow the edit form's limits.
 */
export function profileFieldsFromCv(profile: Record<string, unknown>): Partial<CandidateProfileFields> {
  const names = (Array.isArray(profile.skills) ? profile.skills : [])
    .map((s) => text(typeof s === 'string' ? s : (s as { name?: unknown } | null)?.name, limits.skill))
    .filter((s): s is string => s !== null);
  const skills = names
    .filter((name, i) => names.findIndex((other) => other.toLowerCase() === name.toLowerCase()) === i)
    .slice(0, limits.skills);
  const workExperiences: CandidateWorkExperience[] = list(profile.experiences)
    .map((e) => ({
      title: text(e.title, limits.shortText) ?? '',
      company: text(e.company, limits.shortText) ?? '',
      startDate: text(e.start, 10),
      endDate: text(e.end, 10),
      description: null,
    }))
    .filter((e) => e.title || e.company)
    .slice(0, limits.workExperiences);
  const educationHistory: CandidateEducation[] = list(profile.education)
    .map((e) => ({
      degree: text(e.degree, limits.shortText) ?? '',
      fieldOfStudy: null,
      institution: text(e.institution, limits.shortText) ?? '',
      startYear: null,
      endYear: Number.isInteger(e.endYear) ? (e.endYear as number) : null,
      description: null,
    }))
    .filter((e) => e.degree || e.institution)
    .slice(0, limits.educationHistory);
  const years = typeof profile.totalExperienceYears === 'number' ? Math.floor(profile.totalExperienceYears) : 0;
  const latest = educationHistory.find((e) => e.endYear !== null) ?? educationHistory[0];
  return {
    profileSummary: text(profile.summary, limits.summary),
    skills,
    currentJobTitle: text(profile.currentJobTitle, limits.shortText),
    currentCompany: text(profile.currentCompany, limits.shortText),
    currentLocation: text(profile.location, limits.shortText),
    totalExperience: years > 0 ? `${years} ${years === 1 ? 'year' : 'years'}` : null,
    workExperiences,
    educationHistory,
    highestEducation: educationLabels[String(profile.educationLevel)] ?? null,
    university: latest?.institution || null,
    graduationYear: latest?.endYear ?? null,
  };
}
