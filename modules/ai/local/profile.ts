import type { CvDocument, CvProfile, WorkExperience } from '../schemas/cv.ts';
import { experiences } from './experience.ts';
import { findEmails, findPhones } from './contacts.ts';
import { mergedYears, type YearMonth } from './dates.ts';
import { experienceYears } from './durations.ts';
import { findEducation, highestLevel } from './education.ts';
import { sectionText, splitSections } from './sections.ts';
import { findName } from './names.ts';
import { findSkills } from './skills.ts';
import { looksLikeTitle } from './titles.ts';

export function detectLanguage(text: string): CvDocument['language'] {
  const arabic = (text.match(/[\u0600-\u06FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu) ?? []).length;
  const latin = (text.match(/[A-Za-z]/gu) ?? []).length;
  if (arabic + latin === 0) return 'en';
  const share = arabic / (arabic + latin);
  return share > 0.75 ? 'ar' : share < 0.15 ? 'en' : 'mixed';
}

export function buildProfile(document: CvDocument, asOf: YearMonth, defaultCountry?: string): CvProfile {
  const text = document.text;
  const sections = splitSections(text);
  const name = findName(text, document.headlines);
  const roles = experiences(text, sections);
  const endKey = (w: WorkExperience) => (w.end === null ? '9999-99' : w.end);
  const current = roles.reduce<WorkExperience | undefined>(
    (best, w) => (!best || endKey(w) > endKey(best) ? w : best),
    undefined,
  );
  const eduScopes = sectionText(text, sections, 'education');
  const education = eduScopes.length
    ? eduScopes.flatMap((s) => findEducation(s.text, s.start, text))
    : findEducation(text);
  const toYm = (s: string): YearMonth => ({ year: Number(s.slice(0, 4)), month: Number(s.slice(5, 7)) });
  return {
    firstName: name.first,
    lastName: name.last,
    fullName: name.full,
    emails: findEmails(text),
    phones: findPhones(text, defaultCountry),
    currentJobTitle: current?.title ?? '',
    currentCompany: current?.company ?? '',
    totalExperienceYears: experienceYears(
      text,
      sections,
      mergedYears(
        roles.map((r) => ({ start: toYm(r.start), end: r.end ? toYm(r.end) : null })),
        asOf,
      ),
      roles.length,
    ),
    experiences: roles,
    educationLevel: highestLevel(education),
    education,
    // A skill's name inside an employer's name ("Spring Valley Farms") is not the candidate's skill; a
    // "company" that reads as a job title (a bilingual title's other half) is no employer.
    skills: findSkills(
      text,
      roles.map((r) => r.company).filter((c) => !looksLikeTitle(c)),
    ).map(({ name: n, quote }) => ({ name: n, quote })),
    sections: sections
      .filter((s) => s.kind !== 'header')
      .map((s) => ({ kind: s.kind as Exclude<typeof s.kind, 'header'>, heading: s.heading })),
    language: document.language,
  };
}
