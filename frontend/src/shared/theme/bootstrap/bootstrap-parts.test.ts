import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { compile } from 'sass';

/**
 * The portal ships only the Bootstrap it uses: core.scss on every page, the form, table and badge
 * parts with the modules that import them. These tests read the class names the components write
 * (className attributes) and fail when one of Bootstrap's would not be styled. A component of
 * @mflow/ui counts as written by the portal module that imports it, so that module loads its parts.
 */
const SRC = path.resolve(__dirname, '../../..');
const UI_SRC = path.resolve(path.dirname(require.resolve('@mflow/ui/api/api-types')), '..');
const UI_PACKAGE = '@mflow/ui/';
const BOOTSTRAP = path.dirname(require.resolve('bootstrap/package.json'));
const CORE = path.join(__dirname, 'core.scss');
const PARTS = ['core.scss', 'forms.scss', 'tables.scss', 'badge.scss'].map((file) => path.join(__dirname, file));

function classesIn(css: string): Set<string> {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return new Set([...withoutComments.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] as string));
}

const stylesheetClasses = new Map<string, Set<string>>();
function classesOfStylesheet(file: string): Set<string> {
  let classes = stylesheetClasses.get(file);
  if (!classes) {
    const css = file.endsWith('.scss')
      ? compile(file, {
          loadPaths: [path.dirname(BOOTSTRAP)],
          quietDeps: true,
          silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
        }).css
      : readFileSync(file, 'utf8');
    classes = classesIn(css);
    stylesheetClasses.set(file, classes);
  }
  return classes;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !name.includes('.test.') ? [file] : [];
  });
}

/** The string literals of every `className=` / `...ClassName=` attribute, split into class names. */
function writtenClasses(source: string): string[] {
  const names: string[] = [];
  const attribute = /\b\w*[cC]lassName\s*=\s*/g;
  for (let match = attribute.exec(source); match; match = attribute.exec(source)) {
    const start = attribute.lastIndex;
    let end = start;
    if (source[start] === '"' || source[start] === "'") {
      end = source.indexOf(source[start] as string, start + 1);
    } else if (source[start] === '{') {
      for (let depth = 0; end < source.length; end += 1) {
        if (source[end] === '{') depth += 1;
        if (source[end] === '}' && --depth === 0) break;
      }
    }
    for (const literal of source.slice(start, end + 1).matchAll(/(['"`])((?:(?!\1)[^\\]|\\.)*)\1/g)) {
      names.push(...(literal[2] as string).split(/\s+|\$\{[^}]*\}/).filter(Boolean));
    }
  }
  return names;
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith(UI_PACKAGE)
    ? path.join(UI_SRC, specifier.slice(UI_PACKAGE.length))
    : path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`].find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/** The files a module imports statically: relative paths and @mflow/ui's. */
function importedFiles(entry: string): string[] {
  return [...readFileSync(entry, 'utf8').matchAll(/^import\s+(?:[^'"]*?\sfrom\s+)?['"](\.[^'"]+|@mflow\/ui\/[^'"]+)['"]/gm)].flatMap(
    (match) => {
      const file = resolveImport(entry, match[1] as string);
      return file ? [file] : [];
    },
  );
}

/** The @mflow/ui components a module uses, directly or through the package's own imports. */
function importedUiModules(entry: string, seen = new Set<string>()): Set<string> {
  const found = new Set<string>();
  for (const file of importedFiles(entry)) {
    if (!file.startsWith(UI_SRC) || !/\.tsx?$/.test(file) || seen.has(file)) continue;
    seen.add(file);
    found.add(file);
    for (const inner of importedUiModules(file, seen)) found.add(inner);
  }
  return found;
}

/** The stylesheets a module brings in, itself or through the modules it imports statically. */
function importedStylesheets(entry: string, seen = new Set<string>()): Set<string> {
  const stylesheets = new Set<string>();
  if (seen.has(entry)) return stylesheets;
  seen.add(entry);
  for (const file of importedFiles(entry)) {
    if (/\.s?css$/.test(file)) stylesheets.add(file);
    else if (/\.tsx?$/.test(file)) for (const sheet of importedStylesheets(file, seen)) stylesheets.add(sheet);
  }
  return stylesheets;
}

const allBootstrap = classesIn(readFileSync(path.join(BOOTSTRAP, 'dist', 'css', 'bootstrap.css'), 'utf8'));
const modules = sourceFiles(SRC).map((file) => ({
  file: path.relative(SRC, file),
  path: file,
  bootstrapClasses: [
    ...new Set([file, ...importedUiModules(file)].flatMap((written) => writtenClasses(readFileSync(written, 'utf8')))),
  ].filter((name) => allBootstrap.has(name)),
}));

describe("the portal's Bootstrap parts", () => {
  it('finds the Bootstrap classes the components write', () => {
    const written = new Set(modules.flatMap((module) => module.bootstrapClasses));
    for (const name of ['btn', 'container', 'form-control', 'row', 'table', 'badge', 'visually-hidden']) expect(written).toContain(name);
  });

  it('builds every Bootstrap class the portal writes', () => {
    const built = new Set(PARTS.flatMap((part) => [...classesOfStylesheet(part)]));
    const missing = modules.flatMap((module) =>
      module.bootstrapClasses.filter((name) => !built.has(name)).map((name) => `${module.file}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('loads the part of every Bootstrap class a module writes with that module, beyond the core every page has', () => {
    const core = classesOfStylesheet(CORE);
    const unstyled = modules.flatMap((module) => {
      const outsideCore = module.bootstrapClasses.filter((name) => !core.has(name));
      if (outsideCore.length === 0) return [];
      const reachable = new Set([...importedStylesheets(module.path)].flatMap((sheet) => [...classesOfStylesheet(sheet)]));
      return outsideCore.filter((name) => !reachable.has(name)).map((name) => `${module.file}: ${name}`);
    });
    expect(unstyled).toEqual([]);
  });
});
