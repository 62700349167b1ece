import type { CvDocument, CvProfile, WorkExperience } from '../schemas/cv.ts';
import { findEmails, findPhones } from './contacts.ts';
import { findDateRanges, formatYearMonth, mergedYears, type YearMonth } from './dates.ts';
import { findEducation, highestLevel } from './education.ts';
import { fold, quoteAround } from './normalize.ts';
import { headingKind, sectionText, splitSections } from './sections.ts';
import { findSkills } from './skills.ts';
import { cutTitle, looksLikeTitle } from './titles.ts';

const SEPARATORS = /\s*(?:\t|\||•|·|,|،|–|—|~|@|\s-\s|\s+at\s+|\s+في\s+|\s+لدى\s+|\s+لدي\s+|\(|\))\s*/u;
const HONORIFIC = /^(eng\.?|engr\.?|dr\.?|mr\.?|mrs\.?|ms\.?|miss|م\.|د\.|المهندس|المهندسة|الدكتور|الدكتورة)\s+/iu;

export function detectLanguage(text: string): CvDocument['language'] {
  const arabic = (text.match(/[\u0600-\u06FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu) ?? []).length;
  const latin = (text.match(/[A-Za-z]/gu) ?? []).length;
  if (arabic + latin === 0) return 'en';
  const share = arabic / (arabic + latin);
  return share > 0.75 ? 'ar' : share < 0.15 ? 'en' : 'mixed';
}

function findName(text: string): { first: string; last: string; full: string } {
  const labelled = /(?:^|\n)\s*(?:name|full name|الاسم|الاسم الكامل)\s*[:：]\s*([^\n\t|]+)/iu.exec(text);
  const candidates = labelled
    ? [labelled[1]!]
    : text
        .split('\n')
        .slice(0, 6)
        .flatMap((l) => l.split('\t'));
  for (const raw of candidates) {
    const line = raw
      .replace(HONORIFIC, '')
      .replace(/[|,،].*$/u, '')
      .trim();
    if (!line || headingKind(line) || /[@\d:]/u.test(line) || looksLikeTitle(line)) continue;
    const words = line.split(/\s+/u);
    if (words.length < 2 || words.length > 5 || !words.every((w) => /^[\p{L}.'-]+$/u.test(w))) continue;
    return { first: words[0]!, last: words.slice(1).join(' '), full: words.join(' ') };
  }
  return { first: '', last: '', full: '' };
}

function splitRole(parts: string[]): { title: string; company: string } {
  const clean = parts.map((p) => p.replace(/^[\s:.\-–—]+|[\s:.\-–—]+$/gu, '').trim()).filter((p) => p.length > 1);
  const ti = clean.findIndex(looksLikeTitle);
  if (ti < 0) return { title: '', company: clean[0] ?? '' };
  const cut = cutTitle(clean[ti]!);
  if (cut && clean.length === 1) return cut;
  const company = clean.find((p, i) => i !== ti && !/^\d/u.test(p)) ?? '';
  return { title: clean[ti]!, company };
}

function experiences(text: string, asOf: YearMonth): WorkExperience[] {
  const sections = splitSections(text);
  const skip = new Set(['education', 'certifications', 'languages', 'skills', 'projects']);
  const scopes = sectionText(text, sections, 'experience');
  const areas = scopes.length
    ? scopes
    : sections.filter((s) => !skip.has(s.kind)).map((s) => ({ text: text.slice(s.start, s.end), start: s.start }));
  const out: WorkExperience[] = [];
  for (const area of areas) {
    const folded = fold(area.text);
    const lines = area.text.split('\n');
    for (const r of findDateRanges(folded.text)) {
      const s = folded.map[r.index]!;
      const e = folded.map[r.index + r.length - 1]! + 1;
      const lineNo = area.text.slice(0, s).split('\n').length - 1;
      const line = lines[lineNo] ?? '';
      const lineStart = area.text.lastIndexOf('\n', s - 1) + 1;
      const rest = line.slice(0, s - lineStart) + '\t' + line.slice(e - lineStart);
      let role = splitRole(rest.split(SEPARATORS));
      for (const d of [-1, 1, -2]) {
        if (role.title) break;
        const near = lines[lineNo + d];
        if (near === undefined || findDateRanges(fold(near).text).length) continue;
        const other = splitRole(near.split(SEPARATORS));
        if (other.title) role = { title: other.title, company: role.company || other.company };
      }
      out.push({
        title: role.title,
        company: role.company,
        start: formatYearMonth(r.start),
        end: r.end ? formatYearMonth(r.end) : null,
        quote: quoteAround(text, area.start + lineStart, area.start + lineStart + line.length, 160),
      });
    }
  }
  void asOf;
  return out;
}

export function buildProfile(document: CvDocument, asOf: YearMonth, defaultCountry?: string): CvProfile {
  const text = document.text;
  const sections = splitSections(text);
  const name = findName(text);
  const roles = experiences(text, asOf);
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
    totalExperienceYears: mergedYears(
      roles.map((r) => ({ start: toYm(r.start), end: r.end ? toYm(r.end) : null })),
      asOf,
    ),
    experiences: roles,
    educationLevel: highestLevel(education),
    education,
    skills: findSkills(text).map(({ name: n, quote }) => ({ name: n, quote })),
    sections: sections
      .filter((s) => s.kind !== 'header')
      .map((s) => ({ kind: s.kind as Exclude<typeof s.kind, 'header'>, heading: s.heading })),
    language: document.language,
  };
}
