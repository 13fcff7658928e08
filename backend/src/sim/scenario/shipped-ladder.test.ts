import { playsShipped } from './scenario-plays';
import { SHIPPED_SCENARIO_GROUPS } from './shipped-scenario-groups';

playsShipped(SHIPPED_SCENARIO_GROUPS.ladder, {
  // requirements/billing.md#worked-example, to 530.00
  'worked-example.yaml': (output) => {
    expect(output.match(/^ {2}PASS {2}line/gm)).toHaveLength(11);
    expect(output).toMatch(/fee +second late fee 300\.00 in place of the first/);
    expect(output).toMatch(/fee +fine 200\.00 on IV\d+/);
    expect(output).toMatch(/OK {4}11 passed, 0 failed in \d+\.\d\d s/);
  },
});
