/** Length and count caps of the candidate profile, shared by the edit form's validation and the CV fill. */
export const candidateFieldLimits = {
  name: 60,
  phone: 40,
  shortText: 120,
  summary: 2000,
  description: 2000,
  url: 500,
  skill: 60,
  skills: 50,
  listItem: 60,
  listItems: 20,
  workExperiences: 20,
  educationHistory: 10,
  salary: 100,
} as const;
