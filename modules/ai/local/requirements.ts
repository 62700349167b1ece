import type { JobContext } from '../schemas/job.ts';
import { canonicalSkill, findSkills } from './skills.ts';

const LEVEL_YEARS: Record<string, number> = { ENTRY: 0, JUNIOR: 1, MID: 3, SENIOR: 5, LEAD: 7, EXECUTIVE: 8 };
const YEARS_TEXT =
  /(\d{1,2})\s*(?:\+|plus)?\s*(?:[-–—]\s*\d{1,2}\s*)?(?:years|yrs|year|سنوات|سنة|سنه|عام|أعوام|اعوام)/iu;

/** Minimum years a job asks for: its experience wording, else its texts, else its level. */
export function requiredYears(job: JobContext, prompt?: string): number | null {
  const fromPrompt = prompt ? /(?:at least|minimum of|min\.?|لا تقل عن|على الأقل)\s*(\d{1,2})/iu.exec(prompt) : null;
  if (fromPrompt) return Number(fromPrompt[1]);
  const wording = job.experience?.trim();
  if (wording) {
    const m = /(\d{1,2})/u.exec(wording);
    if (m) return Number(m[1]);
  }
  const text = [job.requirements, job.description].filter(Boolean).join('\n');
  const t = YEARS_TEXT.exec(text);
  if (t) return Number(t[1]);
  const level = job.jobLevel?.toUpperCase();
  return level && level in LEVEL_YEARS ? LEVEL_YEARS[level]! : null;
}

/** The job's skills in taxonomy names; when the job lists none, the skills its texts name. */
export function requiredSkills(job: JobContext): string[] {
  const listed = (job.skills ?? [])
    .map((s) => s.trim())
    .filter(Boolean)
    .map(canonicalSkill);
  const base = listed.length
    ? listed
    : findSkills([job.requirements, job.responsibilities, job.description].filter(Boolean).join('\n')).map(
        (s) => s.name,
      );
  return [...new Set(base)];
}
