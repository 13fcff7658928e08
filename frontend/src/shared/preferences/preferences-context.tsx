import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import type { Language } from '@mflow/ui/api/api-types';
import { localStore, sessionStore } from '@mflow/ui/storage/browser-storage';
import { readFontSize, readLanguage, writeFontSize, writeLanguage, type FontSize } from './preferences';

type Preferences = {
  language: Language;
  setLanguage(language: Language): void;
  fontSize: FontSize;
  setFontSize(size: FontSize): void;
};

const PreferencesContext = createContext<Preferences | undefined>(undefined);

export function PreferencesProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(() => readLanguage(localStore));
  const [fontSize, setFontSizeState] = useState<FontSize>(() => readFontSize(sessionStore));

  const setLanguage = useCallback((next: Language) => {
    writeLanguage(localStore, next);
    setLanguageState(next);
  }, []);

  const setFontSize = useCallback((next: FontSize) => {
    writeFontSize(sessionStore, next);
    setFontSizeState(next);
  }, []);

  // The root font size scales every rem-based measure, so the whole page grows or shrinks together.
  useLayoutEffect(() => {
    document.documentElement.dataset.fontSize = fontSize;
  }, [fontSize]);

  const value = useMemo(() => ({ language, setLanguage, fontSize, setFontSize }), [language, setLanguage, fontSize, setFontSize]);
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

export function usePreferences(): Preferences {
  const preferences = useContext(PreferencesContext);
  if (!preferences) throw new Error('usePreferences outside PreferencesProvider');
  return preferences;
}
