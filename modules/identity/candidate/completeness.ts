export type CompletenessInput = {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  profileSummary: string | null;
  skills: readonly string[];
  currentJobTitle: string | null;
  currentLocation: string | null;
  resumeUrl: string | null;
};

export type CompletenessChecks = {
  fullName: boolean;
  email: boolean;
  phone: boolean;
  summary: boolean;
  skills: boolean;
  jobTitle: boolean;
  location: boolean;
  resume: boolean;
};

const present = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

/** The spec's eight checks; a phone of just "a" is a placeholder the old front end wrote, so it counts as missing. */
export function profileCompleteness(p: CompletenessInput): { percentage: number; checks: CompletenessChecks } {
  const checks: CompletenessChecks = {
    fullName: present(p.firstName) && present(p.lastName),
    email: present(p.email),
    phone: present(p.phone) && p.phone!.trim() !== 'a',
    summary: present(p.profileSummary),
    skills: p.skills.some((skill) => present(skill)),
    jobTitle: present(p.currentJobTitle),
    location: present(p.currentLocation),
    resume: present(p.resumeUrl),
  };
  const met = Object.values(checks).filter(Boolean).length;
  return { percentage: Math.round((met / 8) * 100), checks };
}
