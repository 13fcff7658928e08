import { playsShipped } from './scenario-plays';
import { SHIPPED_SCENARIO_GROUPS } from './shipped-scenario-groups';

playsShipped(SHIPPED_SCENARIO_GROUPS.payments, {
  // Through the payments API: a direct debit sent after 21:00 posts the next day, and is PAID once the bank approves.
  'bank-debit-after-2100.yaml': (output) => {
    expect(output).toMatch(/method +nid added BANK_DEBIT \*{6}8901 \(DAILY\): primary, charged from 2026-11-15/);
    expect(output).toMatch(/job +auto-debit-daily-account DONE \(paid 0, failed 0, charged 1, pending 1/);
    expect(output).toMatch(/payment +nid pays IV\d+ by SAVED \*{6}8901: 30\.00, PENDING/);
    expect(output).toMatch(/payment +nid pays IV\d+ by SAVED \*{6}8901: 30\.00, PAID/);
    expect(output).toMatch(/OK {4}6 passed, 0 failed/);
  },
  // The refusals the file expects, both ways of the one vehicle under a tag
  // (requirements/payment-methods.md#tags-as-the-primary-method), and a vehicle added through the
  // portal API and approved: its passages are a non-member's before, a member's after.
  'mpass-second-vehicle.yaml': (output) => {
    expect(output).toMatch(/refusal +krit's MPASS payment method: ERR_PAY_0024/);
    expect(output).toMatch(/PASS {2}line 28 +krit's MPASS payment method is refused/);
    expect(output).toMatch(/refusal +nid's vehicle 6กค 6060 \(10\): ERR_PAY_0023/);
    expect(output).toMatch(/PASS {2}line 30 +nid's vehicle 6กค 6060 \(10\) is refused/);
    expect(output).toMatch(/OK {4}8 passed, 0 failed/);
    expect(output).toMatch(/08:00 +passage +7กง 7070 \(10\) at M9-TC1-G1: 30\.00, non-member/);
    expect(output).toMatch(/09:00 +vehicle +pim added 7กง 7070 \(10\), C1 RY1: WAIT, reference \w+/);
    expect(output).toMatch(/09:00 +vehicle +7กง 7070 \(10\) of pim approved by the reviewer: ACTIVE/);
    expect(output).toMatch(/10:00 +passage +7กง 7070 \(10\) at M9-TC1-G1: 30\.00, member/);
    expect(output).toMatch(/PASS {2}line 40 +accruals of pim/);
  },
  // The backend process killed in the middle of the member cut: the runner carries on and the cut finishes on its second attempt.
  'crash-during-cut.yaml': (output) => {
    expect(output).toMatch(/crash +backend process killed \(SIGKILL\) during billing-member-cut/);
    expect(output).toMatch(/job +billing-member-cut DONE, attempt 2 \(cycle 2026-11-1, invoices \d/);
    expect(output).toMatch(/PASS {2}line 37 +crash: the killed job run finishes on a later attempt/);
    expect(output).toMatch(/OK {4}5 passed, 0 failed/);
  },
});
