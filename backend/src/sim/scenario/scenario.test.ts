import path from 'node:path';
import { loadConfig } from '../../config';
import { REPO_ROOT } from '../../platform/app-config';
import { templateDatabaseName } from '../../test/test-database';
import { scenarioCommand, SHIPPED_DIR } from './cli';
import { scenarioWorldOn } from './world';

/**
 * The runner end to end, as `npm run scenario` runs it, on the jest run's PostgreSQL: each file on
 * a copy of the run's migrated and seeded template, the backend in this process.
 */
async function run(files: string[]): Promise<{ code: number; output: string }> {
  const runUrl = loadConfig().databaseUrl ?? '';
  const template = templateDatabaseName(decodeURIComponent(new URL(runUrl).pathname.slice(1)));
  let output = '';
  const code = await scenarioCommand(files, {
    callerDir: REPO_ROOT,
    out: { write: (text) => (output += text) },
    openWorld: async () => scenarioWorldOn({ serverUrl: runUrl, template, close: async () => undefined }),
  });
  return { code, output };
}

it('replays the worked example of requirements/billing.md#worked-example to 530.00: every expectation passes, exit code 0', async () => {
  const { code, output } = await run([path.join(SHIPPED_DIR, 'worked-example.yaml')]);
  expect(output).not.toContain('FAIL');
  expect(output.match(/^ {2}PASS {2}line/gm)).toHaveLength(11);
  expect(output).toMatch(/fee +second late fee 300\.00 in place of the first/);
  expect(output).toMatch(/fee +fine 200\.00 on IV\d+/);
  expect(output).toMatch(/OK {4}11 passed, 0 failed in \d+\.\d\d s/);
  expect(code).toBe(0);
}, 60_000);

it('shows a wrong expectation as expected beside actual, and exits with code 1', async () => {
  const { code, output } = await run([path.join(SHIPPED_DIR, 'failing', 'wrong-late-fee.yaml')]);
  expect(output).toMatch(/PASS {2}line 14 +invoices of somchai/);
  expect(output).toMatch(/FAIL {2}line 17 +invoices of somchai/);
  expect(output).toMatch(/count +expected 3 +actual 2/);
  expect(output).toMatch(/latest\.total +expected 60\.00 +actual 90\.00/);
  expect(output).toMatch(/latest\.firstLateFee +expected 30\.00 +actual 60\.00/);
  expect(output).toContain('FAIL  seed/scenarios/failing/wrong-late-fee.yaml');
  expect(code).toBe(1);
}, 60_000);

it('reports a malformed file by its line without running it, and exits with code 1', async () => {
  const { code, output } = await run([path.join(__dirname, 'fixtures', 'malformed.yaml')]);
  expect(output).toContain(
    'backend/src/sim/scenario/fixtures/malformed.yaml:10: steps.0.expect.invoices.latest.total: write amounts in baht with two decimals',
  );
  expect(output).not.toContain('    at ');
  expect(code).toBe(1);
});

it('pays through the payments API: a direct debit sent after 21:00 posts the next day, and PAID once the bank approves', async () => {
  const { code, output } = await run([path.join(SHIPPED_DIR, 'bank-debit-after-2100.yaml')]);
  expect(output).toMatch(/method +nid added BANK_DEBIT \*{6}8901 \(DAILY\): primary, charged from 2026-11-15/);
  expect(output).toMatch(/job +auto-debit-daily-account DONE \(paid 0, failed 0, charged 1, pending 1/);
  expect(output).toMatch(/payment +nid pays IV\d+ by SAVED \*{6}8901: 30\.00, PENDING/);
  expect(output).toMatch(/payment +nid pays IV\d+ by SAVED \*{6}8901: 30\.00, PAID/);
  expect(output).toMatch(/OK {4}6 passed, 0 failed/);
  expect(code).toBe(0);
}, 60_000);

it('checks the refusals the file expects, both ways of the one vehicle under a tag (requirements/payment-methods.md#tags-as-the-primary-method): ERR_PAY_0024 for a tag made primary with two vehicles, ERR_PAY_0023 for a second vehicle added under one', async () => {
  const { code, output } = await run([path.join(SHIPPED_DIR, 'mpass-second-vehicle.yaml')]);
  expect(output).toMatch(/refusal +krit's MPASS payment method: ERR_PAY_0024/);
  expect(output).toMatch(/PASS {2}line 28 +krit's MPASS payment method is refused/);
  expect(output).toMatch(/refusal +nid's vehicle 6กค 6060 \(10\): ERR_PAY_0023/);
  expect(output).toMatch(/PASS {2}line 30 +nid's vehicle 6กค 6060 \(10\) is refused/);
  expect(output).toMatch(/OK {4}8 passed, 0 failed/);
  expect(code).toBe(0);
  // Without a tag primary, the vehicle is added through the portal API and approved: its passages are a non-member's before, a member's after.
  expect(output).toMatch(/08:00 +passage +7กง 7070 \(10\) at M9-TC1-G1: 30\.00, non-member/);
  expect(output).toMatch(/09:00 +vehicle +pim added 7กง 7070 \(10\), C1 RY1: WAIT, reference \w+/);
  expect(output).toMatch(/09:00 +vehicle +7กง 7070 \(10\) of pim approved by the reviewer: ACTIVE/);
  expect(output).toMatch(/10:00 +passage +7กง 7070 \(10\) at M9-TC1-G1: 30\.00, member/);
  expect(output).toMatch(/PASS {2}line 40 +accruals of pim/);
}, 60_000);

it('fails a step whose refusal does not come, or comes with another code, saying what was expected and what happened', async () => {
  const carriedOut = await run([path.join(__dirname, 'fixtures', 'refusal-not-refused.yaml')]);
  expect(carriedOut.output).toMatch(
    /FAIL {2}line 12 +nid's MPASS payment method is refused\n +refused +expected ERR_PAY_0024 +actual carried out/,
  );
  expect(carriedOut.code).toBe(1);
  const otherCode = await run([path.join(__dirname, 'fixtures', 'add-vehicle-wrong-refusal.yaml')]);
  expect(otherCode.output).toMatch(
    /FAIL {2}line 16 +nid's vehicle 6กค 6060 \(10\) is refused\n +refused +expected ERR_PAY_0024 +actual ERR_PAY_0023/,
  );
  expect(otherCode.code).toBe(1);
}, 60_000);

it('reports a malformed addVehicle step by its line without running it', async () => {
  const { code, output } = await run([path.join(__dirname, 'fixtures', 'malformed-add-vehicle.yaml')]);
  expect(output).toContain(
    'backend/src/sim/scenario/fixtures/malformed-add-vehicle.yaml:13: steps.0.addVehicle.vehicle: name a vehicle as person.vehicle',
  );
  expect(code).toBe(1);
});

it('kills the backend process in the middle of the member cut; the runner carries on and the cut finishes on its second attempt', async () => {
  const { code, output } = await run([path.join(SHIPPED_DIR, 'crash-during-cut.yaml')]);
  expect(output).toMatch(/crash +backend process killed \(SIGKILL\) during billing-member-cut/);
  expect(output).toMatch(/job +billing-member-cut DONE, attempt 2 \(cycle 2026-11-1, invoices \d/);
  expect(output).toMatch(/PASS {2}line 37 +crash: the killed job run finishes on a later attempt/);
  expect(output).toMatch(/OK {4}5 passed, 0 failed/);
  expect(code).toBe(0);
}, 120_000);

// `npm run scenario -- --all` plays every shipped file with its verdicts; here one of them shows the
// dispute's timeline end to end, money included, without playing all four a second time.
it('files and decides a dispute through the cases API: accepted after a card payment, refunded once, with its credit note in the timeline', async () => {
  const { code, output } = await run([path.join(SHIPPED_DIR, 'dispute-accepted-after-card-payment.yaml')]);
  expect(output).not.toMatch(/^ {2}FAIL/m);
  expect(output).toMatch(/case +DP2611-\d{5} ACCEPTED by officer/);
  expect(output).toMatch(/job +refund-send DONE \(done 1/);
  expect(output).toMatch(/refund +credit note CN\d+ for somchai: 30\.00 off TX\d+/);
  expect(output).toMatch(/PASS {2}seed\/scenarios\/dispute-accepted-after-card-payment\.yaml/);
  expect(code).toBe(0);
}, 120_000);

it('fails a dispute step whose refusal does not come and a case that is not as expected, and passes a decision refused as expected', async () => {
  const { code, output } = await run([path.join(__dirname, 'fixtures', 'dispute-wrong-expectations.yaml')]);
  expect(output).toMatch(/FAIL {2}line 14 +somchai's dispute is refused\n +refused +expected ERR_CASE_0101 +actual carried out/);
  expect(output).toMatch(/FAIL {2}line 16 +case twice \(DP2611-\d{5}\)\n +status +expected ACCEPTED +actual SUBMITTED\n(?! +passages)/);
  expect(output).toMatch(/PASS {2}line 19 +officer's decision on twice is refused/);
  expect(output).toMatch(/refusal +officer's decision on twice: ERR_CASE_0109/);
  expect(code).toBe(1);
}, 120_000);
