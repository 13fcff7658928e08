import { playsShipped } from './scenario-plays';
import { SHIPPED_SCENARIO_GROUPS } from './shipped-scenario-groups';

playsShipped(SHIPPED_SCENARIO_GROUPS.prepaid, {
  // A top-up a satang under the least refused; paid from the balance at the cut, with no gateway: the journal's two rows in the timeline.
  'prepaid-paid-at-cut.yaml': (output) => {
    expect(output).toMatch(/method +nid opened the prepaid account, MFLOW M-Flow \(AUTOMATIC\): primary, charged from 2026-11-15/);
    expect(output).toMatch(/refusal +nid's top-up of 99\.99: ERR_PREPAID_0003/);
    expect(output).toMatch(/payment +nid tops up the prepaid balance by QR: 100\.00, PAID/);
    expect(output).toMatch(/payment +nid pays IV\d+ by SAVED M-Flow: 30\.00, PAID/);
    expect(output).toMatch(/prepaid +nid's balance: PAYMENT -30\.00 → 70\.00/);
    expect(output).toMatch(/OK {4}7 passed, 0 failed/);
  },
  // The shortfall at the cut fails the payment for insufficient funds and replenishes once; the member pays by hand the next day.
  'prepaid-replenished-paid-next-day.yaml': (output) => {
    expect(output).toMatch(/payment +nid pays IV\d+ by SAVED M-Flow: 120\.00, FAILED \(ERR_PAY_0111\)/);
    expect(output).toMatch(/payment +nid tops up the prepaid balance by SAVED \*{4} \*{4} \*{4} 1111: 200\.00, PAID/);
    expect(output.match(/REPLENISHMENT \+200\.00/g)).toHaveLength(1);
    expect(output).toMatch(/2026-11-17 09:00 +prepaid +nid's balance: PAYMENT -120\.00 → 180\.00/);
    expect(output).toMatch(/OK {4}\d+ passed, 0 failed/);
  },
  // The declining card fails the replenishment at the cut and at the retry the next morning, and never a third time.
  'prepaid-replenishment-declined.yaml': (output) => {
    expect(output).toMatch(/method +nid set MFLOW M-Flow \(AUTOMATIC\): primary, charged from 2026-11-16/);
    expect(output.match(/tops up the prepaid balance by SAVED \*{4} \*{4} \*{4} 0119: 100\.00, FAILED \(ERR_PAY_0110\)/g)).toHaveLength(2);
    expect(output).toMatch(/job +prepaid-replenishment-retry DONE \(paid 0, retried 1\)/);
    expect(output).toMatch(/OK {4}\d+ passed, 0 failed/);
  },
});
