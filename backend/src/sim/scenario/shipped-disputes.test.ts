import { playsShipped } from './scenario-plays';
import { SHIPPED_SCENARIO_GROUPS } from './shipped-scenario-groups';

playsShipped(SHIPPED_SCENARIO_GROUPS.disputes, {
  // Filed and decided through the cases API: accepted after a card payment, refunded once, its credit note in the timeline.
  'dispute-accepted-after-card-payment.yaml': (output) => {
    expect(output).toMatch(/case +DP2611-\d{5} ACCEPTED by officer/);
    expect(output).toMatch(/job +refund-send DONE \(done 1/);
    expect(output).toMatch(/refund +credit note CN\d+ for somchai: 30\.00 off TX\d+/);
    expect(output).toMatch(/PASS {2}seed\/scenarios\/dispute-accepted-after-card-payment\.yaml/);
  },
});
