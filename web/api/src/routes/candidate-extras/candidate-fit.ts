import type { CandidateFit } from '@tawzeef/read-models';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The ranking's view of a CV's extracted profile (CvProcessed data as the applications read model keeps it):
 * skill names, total years, and the current title or else the latest role's. Null when it holds neither
 * a skill nor a title.
 */
export function candidateFitOf(profile: Record<string, unknown> | null): CandidateFit | null {
  if (!profile) return null;
  const skills = Array.isArray(profile.skills)
    ? profile.skills
        .map((s) => text(typeof s === 'string' ? s : (s as { name?: unknown } | null)?.name))
        .filter(Boolean)
    : [];
  const experiences = Array.isArray(profile.experiences) ? profile.experiences : [];
  const title = text(profile.currentJobTitle) || text((experiences[0] as { title?: unknown } | undefined)?.title);
  const years = Number(profile.totalExperienceYears);
  if (skills.length === 0 && !title) return null;
  return { skills, title, years: Number.isFinite(years) && years >= 0 ? years : 0 };
}

/** The spec's match-score colours: 90 and above green, 80 and above yellow, otherwise red. */
export const matchColour = (score: number) => (score >= 90 ? 'green' : score >= 80 ? 'yellow' : 'red');
