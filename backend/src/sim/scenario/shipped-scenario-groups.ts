/**
 * The shipped files (seed/scenarios/) by what they play, a jest file per group so the test run's
 * workers share them; scenario.test.ts checks that every file `--all` plays is in exactly one group.
 * A group plays its files one after another: keep each near a minute, so none is the run's tail.
 */
export const SHIPPED_SCENARIO_GROUPS = {
  ladder: ['worked-example.yaml', 'fine-200.yaml', 'paid-after-notice.yaml', 'waiver.yaml'],
  paying: ['paid-on-time.yaml', 'paid-after-first-late-fee.yaml', 'non-member-days.yaml', 'visitor-pays-by-plate.yaml'],
  payments: [
    'bank-debit-after-2100.yaml',
    'card-auto-debit-after-1800.yaml',
    'card-auto-debit-before-1800.yaml',
    'channel-change-15th.yaml',
    'channel-change-16th.yaml',
    'mpass-second-vehicle.yaml',
    'crash-during-cut.yaml',
  ],
  disputes: [
    'dispute-accepted-after-card-payment.yaml',
    'dispute-accepted-before-payment.yaml',
    'dispute-day-31-refused.yaml',
    'dispute-rejected-ladder-resumes.yaml',
    'impossible-journey.yaml',
  ],
  appeals: [
    'appeal-upheld-at-appointment.yaml',
    'appeal-rejected-ladder-resumes.yaml',
    'appeal-appointment-missed.yaml',
    'appeal-day-after-due-refused.yaml',
  ],
  prepaid: ['prepaid-paid-at-cut.yaml', 'prepaid-replenished-paid-next-day.yaml', 'prepaid-replenishment-declined.yaml'],
} as const satisfies Record<string, readonly string[]>;
