import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { anchorsOf, findCitationProblems, slugOf } from './check-citations.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const passing = path.join(here, 'check-citations.fixtures', 'passing');
const failing = path.join(here, 'check-citations.fixtures', 'failing');

test('a heading becomes the anchor GitHub gives it', () => {
  assert.equal(slugOf('Late-fee ladder'), 'late-fee-ladder');
  assert.equal(slugOf("A company's registration data"), 'a-companys-registration-data');
  assert.equal(slugOf('The contract package (`packages/contracts/src`)'), 'the-contract-package-packagescontractssrc');
  assert.equal(slugOf('[Start-up](other.md), 2 ways'), 'start-up-2-ways');
  assert.equal(slugOf('สถานะ ใบแจ้งหนี้'), 'สถานะ-ใบแจ้งหนี้');
});

test('a repeated heading is numbered, and a heading in fenced code is none', () => {
  const anchors = anchorsOf('# Notes\n\n## Notes\n\n```md\n## Inside\n```\n\n## Notes ##\n');
  assert.deepEqual([...anchors], ['notes', 'notes-1', 'notes-2']);
});

test('a tree whose citations all resolve passes, imports of ../shared/ folders and BILLING constants included', () => {
  const { problems, followed } = findCitationProblems(passing);
  assert.deepEqual(problems, []);
  assert.equal(followed, 9);
});

test('each citation that cannot be followed is named by file and line', () => {
  const { problems } = findCitationProblems(failing);
  assert.deepEqual(
    problems.map(({ file, line }) => `${file}:${line}`),
    [
      'docs/notes.md:3',
      'docs/notes.md:4',
      'docs/notes.md:4',
      'docs/notes.md:5',
      'src/cites.ts:2',
      'src/cites.ts:3',
      'src/cites.ts:4',
      'src/cites.ts:4',
      'src/cites.ts:5',
      'src/cites.ts:5',
      'src/cites.ts:6',
      'src/cites.ts:7',
      'src/cites.ts:8',
      'src/cites.ts:9',
    ],
  );
  const messageOf = (file, line) =>
    problems.filter((problem) => problem.file === file && problem.line === line).map(({ message }) => message);
  assert.match(messageOf('src/cites.ts', 6)[0], /no heading of docs\/requirements\/billing\.md has the anchor #no-such-heading/);
  assert.match(messageOf('src/cites.ts', 7)[0], /docs\/requirements\/vehicles\.md does not exist/);
  assert.match(messageOf('docs/notes.md', 5)[0], /#notes-1/);
});

test('the command exits 1 and prints each problem as file:line', () => {
  const run = spawnSync(process.execPath, [path.join(here, 'check-citations.mjs'), failing], { encoding: 'utf8' });
  assert.equal(run.status, 1);
  assert.match(run.stderr, /^src\/cites\.ts:2: /m);
  assert.match(run.stderr, /14 citation problem\(s\) in 2 file\(s\)/);
  const clean = spawnSync(process.execPath, [path.join(here, 'check-citations.mjs'), passing], { encoding: 'utf8' });
  assert.equal(clean.status, 0);
});
