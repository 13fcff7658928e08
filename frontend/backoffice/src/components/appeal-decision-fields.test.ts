import { appealDecisionRequestOf, firstAppealDraft } from './appeal-decision-fields';

describe("an appeal's decision", () => {
  it('starts upheld, cancelling the toll when the vehicle was not the customer’s', () => {
    expect(firstAppealDraft('VEHICLE_SOLD')).toEqual({ outcome: 'UPHOLD', reasonCode: 'VEHICLE_NOT_OWNED', text: '', cancelToll: true });
    expect(firstAppealDraft('EMERGENCY_VEHICLE').cancelToll).toBe(false);
  });

  it('sends the toll’s fate only with an upheld appeal, and free text only when there is some', () => {
    expect(appealDecisionRequestOf({ outcome: 'UPHOLD', reasonCode: 'OTHER', text: ' seen ', cancelToll: false }, 3)).toEqual({
      version: 3,
      outcome: 'UPHOLD',
      reasonCode: 'OTHER',
      text: 'seen',
      cancelToll: false,
    });
    expect(appealDecisionRequestOf({ outcome: 'REJECT', reasonCode: 'NO_EVIDENCE', text: '  ', cancelToll: true }, 4)).toEqual({
      version: 4,
      outcome: 'REJECT',
      reasonCode: 'NO_EVIDENCE',
    });
  });
});
