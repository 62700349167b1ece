import { guessRegion } from './contacts.ts';
import { sectionText, splitSections } from './sections.ts';

const MAX_SUMMARY = 2000;

/**
 * What a CV says beyond its structured profile, for prefilling a candidate's profile: the text of its
 * summary section, and the header line that names a place the region table knows ("Amman, Jordan").
 */
export function cvSummaryAndLocation(text: string): { summary: string | null; location: string | null } {
  const sections = splitSections(text);
  const summaryText = sectionText(text, sections, 'summary')[0]?.text ?? '';
  const summary = summaryText.replace(/\s+/gu, ' ').trim().slice(0, MAX_SUMMARY) || null;
  const header = sectionText(text, sections, 'header')[0]?.text ?? '';
  const location =
    header
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.length > 1 && line.length <= 80 && !/[@\d]|https?:/u.test(line))
      .find((line) => guessRegion(line) !== undefined) ?? null;
  return { summary, location };
}
