import { playsShipped } from './scenario-plays';
import { SHIPPED_SCENARIO_GROUPS } from './shipped-scenario-groups';

playsShipped(SHIPPED_SCENARIO_GROUPS.appeals, {
  // Filed, booked, checked in at the counter and upheld: the notice cancelled, and no fine after its due date.
  'appeal-upheld-at-appointment.yaml': (output) => {
    expect(output).toMatch(/case +somchai appeals TN\d+ \(NOT_MY_VEHICLE\): AP2612-\d{5} SUBMITTED/);
    expect(output).toMatch(/appointment +somchai books \w+ for AP2612-\d{5} at M7-LKB 2026-12-15 09:00: BOOKED/);
    expect(output).toMatch(/appointment +\w+ for AP2612-\d{5} CHECKED_IN by officer/);
    expect(output).toMatch(/case +AP2612-\d{5} UPHELD by officer \(VEHICLE_NOT_OWNED\): TN\d+ CANCELLED/);
    expect(output).toMatch(/PASS {2}seed\/scenarios\/appeal-upheld-at-appointment\.yaml/);
  },
});
