import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf, languageStorageKey, pickLanguage, type Direction, type Language } from '../i18n/language.ts';

interface LanguageState {
  language: Language;
  direction: Direction;
  setLanguage: (language: Language) => void;
}

const LanguageContext = createContext<LanguageState | null>(null);

export function initialLanguage(): Language {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(languageStorageKey);
  } catch {
    // Storage can be unavailable (privacy modes); the browser languages decide then.
  }
  return pickLanguage(stored, navigator.languages ?? [navigator.language]);
}

export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

export function LanguageProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const [language, setLanguageState] = useState<Language>(() => pickLanguage(i18n.language, []));

  useEffect(() => applyDocumentLanguage(language), [language]);

  const setLanguage = useCallback(
    (next: Language) => {
      try {
        window.localStorage.setItem(languageStorageKey, next);
      } catch {
        // The choice then lasts for this visit only.
      }
      void i18n.changeLanguage(next);
      setLanguageState(next);
    },
    [i18n],
  );

  const value = useMemo(() => ({ language, direction: directionOf(language), setLanguage }), [language, setLanguage]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error('useLanguage must be used inside LanguageProvider');
  return state;
}
