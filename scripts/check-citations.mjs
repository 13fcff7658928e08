/**
 * Fails when a citation cannot be followed from a clone (docs/decisions/0043): it names a document
 * the repository does not hold, or a page of docs/ that does not exist, or a heading that page does
 * not have. Prints each problem as `file:line: what`, then exits 1; run by `npm run lint`.
 *
 * Every file git knows is read (tracked, or new and not ignored). Anchors are GitHub's heading
 * slugs. Only node and git are needed.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The check's own sources and its fixtures, which hold the citations it must refuse. */
export const REPOSITORY_EXEMPT = ['scripts/check-citations.mjs', 'scripts/check-citations.test.mjs', 'scripts/check-citations.fixtures/'];

/** Documents that lived beside the repository; a citation of one cannot be followed from a clone. */
const OUTSIDE_DOCUMENTS = [
  { pattern: /(?<![\w-])SPEC(?![\w-])/g, what: 'the old specification' },
  { pattern: /(?<![\w-])BILLING(?:\.md\b|'s\b)/g, what: 'the old billing rules' },
  { pattern: /(?<![\w-])(?:ARCHITECTURE|STYLE)\.md\b/g, what: 'a design note outside the repository' },
  { pattern: /\.\.\/shared\/[\w./-]*\.md\b/g, what: 'a document outside the repository' },
];

const ANCHOR = String.raw`(?:#([\p{L}\p{N}_-]+))?`;
/** `docs/….md`, from the repository's root. */
const DOCS_PATH = new RegExp(String.raw`(?<![\w./-])(docs/[\w./-]+?\.md)(?![\w-])${ANCHOR}`, 'gu');
/** `requirements/….md`, the short form code uses, read from docs/. */
const REQUIREMENTS_PATH = new RegExp(String.raw`(?<![\w./-])(requirements/[\w./-]+?\.md)(?![\w-])${ANCHOR}`, 'gu');
/** A Markdown link to a page or a heading: `[text](page.md#anchor)`, `[text](#anchor)`. */
const MARKDOWN_LINK = /\]\((?!https?:|mailto:|\/)([^)\s#]*\.md|)(?:#([^)\s]+))?\)/gu;

const BINARY_EXTENSIONS = /\.(png|jpe?g|gif|ico|webp|pdf|woff2?|ttf|otf|zip|gz|tgz)$/i;

/**
 * GitHub's anchor of a heading: lower case, everything but letters, digits, spaces, hyphens and
 * underscores dropped, each space a hyphen.
 */
export function slugOf(heading) {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown page's ATX headings outside fenced code; a repeated slug gets -1, -2 and so on. */
export function anchorsOf(markdown) {
  const anchors = new Set();
  const seen = new Map();
  let fence = null;
  for (const line of markdown.split('\n')) {
    const fenceMark = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (fenceMark) {
      if (fence === null) fence = fenceMark[1][0];
      else if (fenceMark[1][0] === fence) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/.exec(line);
    if (!heading) continue;
    const slug = slugOf(heading[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

function filesOf(root) {
  const listing = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(listing.toString('utf8').split('\0').filter(Boolean))].sort();
}

function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Every problem with the citations of the files under `root`, and how many page citations were
 * followed. `exempt` lists paths (a trailing slash: a folder) relative to `root` that are not read.
 */
export function findCitationProblems(root, { exempt = [] } = {}) {
  const anchorCache = new Map();
  const anchorsOfFile = (file) => {
    if (!anchorCache.has(file)) anchorCache.set(file, anchorsOf(readFileSync(file, 'utf8')));
    return anchorCache.get(file);
  };
  const problems = [];
  let followed = 0;
  let read = 0;

  const follow = (report, followedOnLine, target, anchor, shownAs) => {
    const key = `${target}#${anchor ?? ''}`;
    if (followedOnLine.has(key)) return;
    followedOnLine.add(key);
    followed += 1;
    if (!isFile(target)) {
      report(`${shownAs} does not exist`);
      return;
    }
    if (anchor !== undefined && !anchorsOfFile(target).has(anchor))
      report(`${shownAs}: no heading of ${path.relative(root, target)} has the anchor #${anchor}`);
  };

  for (const relative of filesOf(root)) {
    if (exempt.some((entry) => (entry.endsWith('/') ? relative.startsWith(entry) : relative === entry))) continue;
    const file = path.join(root, relative);
    if (BINARY_EXTENSIONS.test(relative) || !isFile(file)) continue;
    const text = readFileSync(file, 'utf8');
    if (text.includes('\0')) continue;
    read += 1;
    const isMarkdown = relative.endsWith('.md');
    text.split('\n').forEach((line, index) => {
      const report = (message) => problems.push({ file: relative, line: index + 1, message });
      const followedOnLine = new Set();
      for (const { pattern, what } of OUTSIDE_DOCUMENTS) {
        for (const match of line.matchAll(pattern)) report(`"${match[0]}" cites ${what}; cite a page of docs/requirements/ instead`);
      }
      for (const match of line.matchAll(DOCS_PATH)) follow(report, followedOnLine, path.join(root, match[1]), match[2], match[0]);
      for (const match of line.matchAll(REQUIREMENTS_PATH))
        follow(report, followedOnLine, path.join(root, 'docs', match[1]), match[2], match[0]);
      if (!isMarkdown) return;
      for (const match of line.matchAll(MARKDOWN_LINK)) {
        if (match[1] === '' && match[2] === undefined) continue;
        const target = match[1] === '' ? file : path.resolve(path.dirname(file), match[1]);
        follow(report, followedOnLine, target, match[2], `the link (${match[1]}${match[2] === undefined ? '' : `#${match[2]}`})`);
      }
    });
  }
  return { problems, followed, read };
}

/** Checks the repository, or with a folder as its argument that folder (the tests' fixtures), with nothing exempt. */
function main() {
  const given = process.argv[2];
  const root = given ? path.resolve(given) : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const { problems, followed, read } = findCitationProblems(root, { exempt: given ? [] : REPOSITORY_EXEMPT });
  for (const { file, line, message } of problems) console.error(`${file}:${line}: ${message}`);
  if (problems.length > 0) {
    console.error(`check-citations: ${problems.length} citation problem(s) in ${new Set(problems.map(({ file }) => file)).size} file(s)`);
    process.exit(1);
  }
  console.log(
    `check-citations: ${followed} citations of docs/ pages in ${read} files resolve; none names a document outside the repository`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
