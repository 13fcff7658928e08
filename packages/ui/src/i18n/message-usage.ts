import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** This package's source, which both apps' catalogue tests read beside their own. */
export const UI_SOURCE_ROOT = path.resolve(__dirname, '..');

export type TMessageUsage = {
  /** Quoted strings in the source that look like message ids: a known first segment, then dotted words. */
  literalIds: string[];
  /** Template ids such as `home.shortcut.${key}.title`, as patterns. */
  templateIds: RegExp[];
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/**
 * Which message ids an app's source names, for the catalogue tests of the portal and the
 * back-office: the app's own folder and this package, whose components name ids both apps'
 * catalogues hold. `templateChars` is the character class a template's `${...}` part may expand to.
 */
export function messageUsage(options: { sourceRoots: string[]; keys: string[]; templateChars: string }): TMessageUsage {
  const prefixes = new Set(options.keys.map((key) => key.split('.')[0]));
  const source = options.sourceRoots
    .flatMap(sourceFiles)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const literalIds = [...source.matchAll(/['"]([a-z][A-Za-z]*(?:\.[A-Za-z0-9]+)+)['"]/g)]
    .map((match) => match[1] ?? '')
    .filter((id) => prefixes.has(id.split('.')[0] ?? ''));
  const templateIds = [...source.matchAll(/`([a-z][A-Za-z]*\.[A-Za-z0-9.]*\$\{[^`]*)`/g)]
    .map((match) => match[1] ?? '')
    .filter((id) => prefixes.has(id.split('.')[0] ?? ''))
    .map(
      (id) =>
        new RegExp(
          `^${id
            .split(/\$\{[^}]*\}/)
            .map((part) => part.replace(/\./g, '\\.'))
            .join(`[${options.templateChars}]+`)}$`,
        ),
    );
  return { literalIds, templateIds };
}
