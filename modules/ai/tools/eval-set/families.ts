import families from './families.json' with { type: 'json' };

/** Role families of the evaluation CVs, with the labelled fit (1-5) of each family for the two evaluation jobs. */
export type Family = {
  id: string;
  titles: Array<{ en: string; ar: string }>;
  skills: string[];
  bulletsEn: string[];
  bulletsAr: string[];
  degreeEn: string;
  /** Skills a reader takes from the degree's name. */
  degreeSkills?: string[];
  degreeAr: string;
  /** Labelled fit for the backend job and the accountant job, by a recruiter's reading: [junior, experienced]. */
  fit: { backend: [number, number]; accountant: [number, number] };
};

export const FAMILIES = families as Family[];
