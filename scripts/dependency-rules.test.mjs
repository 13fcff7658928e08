import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';

/*
 * The dependency rules of .dependency-cruiser.cjs held against two small trees: one that breaks each
 * rule on purpose, and one of the same shape whose arrows all point down. If a rule is loosened until
 * it no longer catches its break, this fails (docs/decisions/0045-dependency-rules.md).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const { forbidden } = require('../.dependency-cruiser.cjs');

async function violationsIn(tree) {
  const baseDir = path.join(here, 'dependency-rules.fixtures', tree);
  const result = await cruise(['.'], { baseDir, ruleSet: { forbidden }, tsPreCompilationDeps: true, validate: true, outputType: 'json' });
  const { summary } = JSON.parse(result.output);
  return summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} -> ${to}`).sort();
}

test('each rule catches the tree that breaks it', async () => {
  const violations = await violationsIn('broken');
  const broken = new Set(violations.map((line) => line.slice(0, line.indexOf(':'))));
  assert.deepEqual([...broken].sort(), [
    'contracts-import-no-app',
    'features-import-no-feature',
    'no-file-cycles',
    'no-module-cycles',
    'platform-imports-no-service',
    'portal-and-backoffice-share-through-packages',
    'services-import-no-simulation',
  ]);
  assert.ok(violations.includes('platform-imports-no-service: backend/src/platform/http/guard.ts -> backend/src/services/alpha/alpha.ts'));
  assert.ok(violations.includes('features-import-no-feature: frontend/src/features/one/page.tsx -> frontend/src/features/two/widget.tsx'));
});

test('a tree whose arrows all point down passes every rule', async () => {
  assert.deepEqual(await violationsIn('clean'), []);
});
