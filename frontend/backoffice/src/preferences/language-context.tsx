import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Language } from '@mflow/ui/api/api-types';
import { localStore } from '@mflow/ui/storage/browser-storage';
import { readLanguage, writeLanguage } from './language';

type LanguageChoice = { language: Language; setLanguage(language: Language): void };

const LanguageContext = createContext<LanguageChoice | undefined>(undefined);

export function LanguageProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(() => readLanguage(localStore));
  const setLanguage = useCallback((next: Language) => {
    writeLanguage(localStore, next);
    setLanguageState(next);
  }, []);
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageChoice {
  const choice = useContext(LanguageContext);
  if (!choice) throw new Error('useLanguage outside LanguageProvider');
  return choice;
}
