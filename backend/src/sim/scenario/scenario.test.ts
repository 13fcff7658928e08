import path from 'node:path';
import { REPO_ROOT } from '../../platform/app-config';
import { parseArguments, SHIPPED_DIR, shippedScenarioNames } from './cli';
import { playScenarioFiles } from './scenario-plays';
import { SHIPPED_SCENARIO_GROUPS } from './shipped-scenario-groups';

it('--all plays the files of seed/scenarios/ in name order and leaves its sub-folders (failing/) out', () => {
  const { files } = parseArguments(['--all'], REPO_ROOT);
  expect(files).toEqual(shippedScenarioNames().map((name) => path.join(SHIPPED_DIR, name)));
  expect(files).toContain(path.join(SHIPPED_DIR, 'worked-example.yaml'));
  expect(files.some((file) => file.includes(`${path.sep}failing${path.sep}`))).toBe(false);
});

it('plays every file --all plays in exactly one of the shipped-*.test.ts groups', () => {
  const grouped: string[] = Object.values(SHIPPED_SCENARIO_GROUPS).flat();
  expect([...grouped].sort()).toEqual(shippedScenarioNames());
  expect(new Set(grouped).size).toBe(grouped.length);
});

it('shows a wrong expectation as expected beside actual, and exits with code 1', async () => {
  const { code, output } = await playScenarioFiles([path.join(SHIPPED_DIR, 'failing', 'wrong-late-fee.yaml')]);
  expect(output).toMatch(/PASS {2}line 14 +invoices of somchai/);
  expect(output).toMatch(/FAIL {2}line 17 +invoices of somchai/);
  expect(output).toMatch(/count +expected 3 +actual 2/);
  expect(output).toMatch(/latest\.total +expected 60\.00 +actual 90\.00/);
  expect(output).toMatch(/latest\.firstLateFee +expected 30\.00 +actual 60\.00/);
  expect(output).toContain('FAIL  seed/scenarios/failing/wrong-late-fee.yaml');
  expect(code).toBe(1);
}, 60_000);

it('reports a malformed file by its line without running it, and exits with code 1', async () => {
  const { code, output } = await playScenarioFiles([path.join(__dirname, 'fixtures', 'malformed.yaml')]);
  expect(output).toContain(
    'backend/src/sim/scenario/fixtures/malformed.yaml:10: steps.0.expect.invoices.latest.total: write amounts in baht with two decimals',
  );
  expect(output).not.toContain('    at ');
  expect(code).toBe(1);
});

it('fails a step whose refusal does not come, or comes with another code, saying what was expected and what happened', async () => {
  const carriedOut = await playScenarioFiles([path.join(__dirname, 'fixtures', 'refusal-not-refused.yaml')]);
  expect(carriedOut.output).toMatch(
    /FAIL {2}line 12 +nid's MPASS payment method is refused\n +refused +expected ERR_PAY_0024 +actual carried out/,
  );
  expect(carriedOut.code).toBe(1);
  const otherCode = await playScenarioFiles([path.join(__dirname, 'fixtures', 'add-vehicle-wrong-refusal.yaml')]);
  expect(otherCode.output).toMatch(
    /FAIL {2}line 16 +nid's vehicle 6กค 6060 \(10\) is refused\n +refused +expected ERR_PAY_0024 +actual ERR_PAY_0023/,
  );
  expect(otherCode.code).toBe(1);
}, 60_000);

it('reports a malformed addVehicle step by its line without running it', async () => {
  const { code, output } = await playScenarioFiles([path.join(__dirname, 'fixtures', 'malformed-add-vehicle.yaml')]);
  expect(output).toContain(
    'backend/src/sim/scenario/fixtures/malformed-add-vehicle.yaml:13: steps.0.addVehicle.vehicle: name a vehicle as person.vehicle',
  );
  expect(code).toBe(1);
});

it('fails a dispute step whose refusal does not come and a case that is not as expected, and passes a decision refused as expected', async () => {
  const { code, output } = await playScenarioFiles([path.join(__dirname, 'fixtures', 'dispute-wrong-expectations.yaml')]);
  expect(output).toMatch(/FAIL {2}line 14 +somchai's dispute is refused\n +refused +expected ERR_CASE_0101 +actual carried out/);
  expect(output).toMatch(/FAIL {2}line 16 +case twice \(DP2611-\d{5}\)\n +status +expected ACCEPTED +actual SUBMITTED\n(?! +passages)/);
  expect(output).toMatch(/PASS {2}line 19 +officer's decision on twice is refused/);
  expect(output).toMatch(/refusal +officer's decision on twice: ERR_CASE_0109/);
  expect(code).toBe(1);
}, 120_000);
