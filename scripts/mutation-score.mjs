// After `stryker run`: reads its JSON report and fails unless every mutated module scores at least
// PER_MODULE_MINIMUM. Stryker's own `thresholds.break` holds the overall minimum; this adds the
// per-module one, which Stryker does not have.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PER_MODULE_MINIMUM = 75;
const OVERALL_MINIMUM = 85;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const report = JSON.parse(readFileSync(path.join(root, 'reports/mutation/mutation.json'), 'utf8'));

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

const rows = Object.entries(report.files).map(([file, { mutants }]) => {
  const detected = mutants.filter((m) => DETECTED.has(m.status)).length;
  const undetected = mutants.filter((m) => UNDETECTED.has(m.status)).length;
  const valid = detected + undetected;
  return { file: path.relative(root, path.resolve(root, file)), detected, valid, score: valid === 0 ? 100 : (100 * detected) / valid };
});

const total = rows.reduce((sum, row) => ({ detected: sum.detected + row.detected, valid: sum.valid + row.valid }), {
  detected: 0,
  valid: 0,
});
const overall = total.valid === 0 ? 100 : (100 * total.detected) / total.valid;

for (const row of rows.sort((a, b) => a.score - b.score)) {
  const mark = row.score < PER_MODULE_MINIMUM ? '  below minimum' : '';
  console.log(
    `${row.score.toFixed(1).padStart(6)}%  ${String(row.detected).padStart(4)}/${String(row.valid).padEnd(4)} ${row.file}${mark}`,
  );
}
console.log(
  `${overall.toFixed(1).padStart(6)}%  ${String(total.detected).padStart(4)}/${String(total.valid).padEnd(4)} overall (minimum ${OVERALL_MINIMUM}%, ${PER_MODULE_MINIMUM}% a module)`,
);

if (overall < OVERALL_MINIMUM || rows.some((row) => row.score < PER_MODULE_MINIMUM)) process.exit(1);
