import { createMemoryStore } from '@mflow/ui/storage/browser-storage';
import { readFontSize, readLanguage, writeFontSize, writeLanguage } from './preferences';

describe('language preference', () => {
  it('defaults to Thai', () => {
    expect(readLanguage(createMemoryStore())).toBe('TH');
  });

  it('falls back to Thai for an unknown code', () => {
    expect(readLanguage(createMemoryStore({ languageCode: 'FR' }))).toBe('TH');
  });

  it('stores the code in upper case and reads a lower-case one', () => {
    const store = createMemoryStore();
    writeLanguage(store, 'EN');
    expect(store.snapshot()).toEqual({ languageCode: 'EN' });
    expect(readLanguage(createMemoryStore({ languageCode: 'en' }))).toBe('EN');
  });
});

describe('font size preference', () => {
  it('defaults to medium', () => {
    expect(readFontSize(createMemoryStore())).toBe('medium');
    expect(readFontSize(createMemoryStore({ fontSize: 'huge' }))).toBe('medium');
  });

  it('round-trips small and big', () => {
    const store = createMemoryStore();
    writeFontSize(store, 'big');
    expect(readFontSize(store)).toBe('big');
    writeFontSize(store, 'small');
    expect(store.snapshot()).toEqual({ fontSize: 'small' });
  });
});
