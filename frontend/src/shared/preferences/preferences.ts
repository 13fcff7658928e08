import type { Language } from '@mflow/ui/api/api-types';
import type { KeyValueStore } from '@mflow/ui/storage/browser-storage';
import { LOCAL_KEYS, SESSION_KEYS } from '../storage/storage-keys';

export type FontSize = 'small' | 'medium' | 'big';

export const FONT_SIZES: readonly FontSize[] = ['small', 'medium', 'big'];

/** Thai is the default and the fallback (requirements/constants.md#languages); the stored code is upper case (requirements/portal-shell.md#stored-values). */
export function readLanguage(store: KeyValueStore): Language {
  return store.getItem(LOCAL_KEYS.language)?.toUpperCase() === 'EN' ? 'EN' : 'TH';
}

export function writeLanguage(store: KeyValueStore, language: Language): void {
  store.setItem(LOCAL_KEYS.language, language);
}

/** Font size lives in session storage, medium by default (requirements/portal-shell.md#stored-values, requirements/constants.md#font-sizes). */
export function readFontSize(store: KeyValueStore): FontSize {
  const stored = store.getItem(SESSION_KEYS.fontSize);
  return FONT_SIZES.find((size) => size === stored) ?? 'medium';
}

export function writeFontSize(store: KeyValueStore, size: FontSize): void {
  store.setItem(SESSION_KEYS.fontSize, size);
}
