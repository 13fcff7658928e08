import { playsShipped } from './scenario-plays';
import { SHIPPED_SCENARIO_GROUPS } from './shipped-scenario-groups';

playsShipped(SHIPPED_SCENARIO_GROUPS.cases, {
  // Filed and decided through the cases API: accepted after a card payment, refunded once, its credit note in the timeline.
  'dispute-accepted-after-card-payment.yaml': (output) => {
    expect(output).toMatch(/case +DP2611-\d{5} ACCEPTED by officer/);
    expect(output).toMatch(/job +refund-send DONE \(done 1/);
    expect(output).toMatch(/refund +credit note CN\d+ for somchai: 30\.00 off TX\d+/);
    expect(output).toMatch(/PASS {2}seed\/scenarios\/dispute-accepted-after-card-payment\.yaml/);
  },
  // Filed, booked, checked in at the counter and upheld: the notice cancelled, and no fine after its due date.
  'appeal-upheld-at-appointment.yaml': (output) => {
    expect(output).toMatch(/case +somchai appeals TN\d+ \(NOT_MY_VEHICLE\): AP2612-\d{5} SUBMITTED/);
    expect(output).toMatch(/appointment +somchai books \w+ for AP2612-\d{5} at M7-LKB 2026-12-15 09:00: BOOKED/);
    expect(output).toMatch(/appointment +\w+ for AP2612-\d{5} CHECKED_IN by officer/);
    expect(output).toMatch(/case +AP2612-\d{5} UPHELD by officer \(VEHICLE_NOT_OWNED\): TN\d+ CANCELLED/);
    expect(output).toMatch(/PASS {2}seed\/scenarios\/appeal-upheld-at-appointment\.yaml/);
  },
});
