import type { Language } from './language.ts';

/** What the AI engines store for each language they wrote an analysis in. */
export interface AnalysisTexts {
  summary?: string;
  strengths?: string[];
  weaknesses?: string[];
  recommendation?: string;
  experienceDetails?: string;
  educationDetails?: string;
  matchedSkills?: string[];
  missingSkills?: string[];
}

type Stored = {
  summary?: string;
  strengths?: string[];
  weaknesses?: string[];
  recommendation?: string;
  skillsMatch?: { matched?: string[]; missing?: string[] };
  experienceMatch?: { details?: string };
  educationMatch?: { details?: string };
  language?: string;
  translations?: Partial<Record<Language, AnalysisTexts>> | null;
};

/**
 * A CV analysis's texts in the page's language: the translation stored with it when there is one (no new AI call),
 * else the texts as written, with the language they are in so the page can set their direction.
 */
export function analysisIn(results: Stored, language: Language): Required<AnalysisTexts> & { language: Language } {
  const own = results.translations?.[language];
  const written: Language = results.language === 'ar' ? 'ar' : 'en';
  return {
    language: own ? language : written,
    summary: own?.summary ?? results.summary ?? '',
    strengths: own?.strengths ?? results.strengths ?? [],
    weaknesses: own?.weaknesses ?? results.weaknesses ?? [],
    recommendation: own?.recommendation ?? results.recommendation ?? '',
    experienceDetails: own?.experienceDetails ?? results.experienceMatch?.details ?? '',
    educationDetails: own?.educationDetails ?? results.educationMatch?.details ?? '',
    matchedSkills: own?.matchedSkills ?? results.skillsMatch?.matched ?? [],
    missingSkills: own?.missingSkills ?? results.skillsMatch?.missing ?? [],
  };
}

/** An interview assessment in the page's language, from the translations stored with it. */
export function assessmentIn(
  interview: {
    aiAnalysis?: string | null;
    aiAnalysisLanguage?: string | null;
    aiAnalysisTranslations?: Partial<Record<Language, { aiAnalysis?: string }>> | null;
  },
  language: Language,
): { text: string; language: Language } {
  const own = interview.aiAnalysisTranslations?.[language]?.aiAnalysis;
  if (own) return { text: own, language };
  return { text: interview.aiAnalysis ?? '', language: interview.aiAnalysisLanguage === 'ar' ? 'ar' : 'en' };
}

/** The direction attribute for a text in a language. */
export const dirOf = (language: Language) => (language === 'ar' ? 'rtl' : 'ltr');
