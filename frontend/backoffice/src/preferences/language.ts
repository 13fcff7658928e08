import type { Language } from '@mflow/ui/api/api-types';
import type { KeyValueStore } from '@mflow/ui/storage/browser-storage';

const LANGUAGE_KEY = 'backoffice:language';

/** Thai unless English was chosen. */
export function readLanguage(store: KeyValueStore): Language {
  return store.getItem(LANGUAGE_KEY) === 'EN' ? 'EN' : 'TH';
}

export function writeLanguage(store: KeyValueStore, language: Language): void {
  store.setItem(LANGUAGE_KEY, language);
}
