import { CASE_FIRST_STATUS, isClosedStatus, mayMove, movesFrom } from './case-status';

describe('the dispute status machine', () => {
  it('starts submitted', () => {
    expect(CASE_FIRST_STATUS.DISPUTE).toBe('SUBMITTED');
  });

  it('lets staff take, ask, and decide from review', () => {
    expect(mayMove('DISPUTE', 'SUBMITTED', 'IN_REVIEW', 'STAFF')).toBe(true);
    expect(mayMove('DISPUTE', 'IN_REVIEW', 'INFO_REQUESTED', 'STAFF')).toBe(true);
    expect(mayMove('DISPUTE', 'IN_REVIEW', 'ACCEPTED', 'STAFF')).toBe(true);
    expect(mayMove('DISPUTE', 'IN_REVIEW', 'REJECTED', 'STAFF')).toBe(true);
  });

  it('hands the case back to review when the customer replies, not when staff do', () => {
    expect(mayMove('DISPUTE', 'INFO_REQUESTED', 'IN_REVIEW', 'CUSTOMER')).toBe(true);
    expect(mayMove('DISPUTE', 'INFO_REQUESTED', 'IN_REVIEW', 'STAFF')).toBe(false);
  });

  it('lets only the customer withdraw, and only until the decision', () => {
    expect(movesFrom('DISPUTE', 'SUBMITTED', 'CUSTOMER')).toEqual(['WITHDRAWN']);
    expect(movesFrom('DISPUTE', 'IN_REVIEW', 'CUSTOMER')).toEqual(['WITHDRAWN']);
    expect(movesFrom('DISPUTE', 'INFO_REQUESTED', 'CUSTOMER')).toEqual(['IN_REVIEW', 'WITHDRAWN']);
    expect(mayMove('DISPUTE', 'IN_REVIEW', 'WITHDRAWN', 'STAFF')).toBe(false);
    for (const closed of ['ACCEPTED', 'REJECTED', 'WITHDRAWN'] as const) {
      expect(mayMove('DISPUTE', closed, 'WITHDRAWN', 'CUSTOMER')).toBe(false);
      expect(movesFrom('DISPUTE', closed, 'STAFF')).toEqual([]);
      expect(movesFrom('DISPUTE', closed, 'CUSTOMER')).toEqual([]);
    }
  });

  it('decides nothing unreviewed or twice, and the customer decides nothing', () => {
    expect(mayMove('DISPUTE', 'SUBMITTED', 'ACCEPTED', 'STAFF')).toBe(false);
    expect(mayMove('DISPUTE', 'INFO_REQUESTED', 'ACCEPTED', 'STAFF')).toBe(false);
    expect(mayMove('DISPUTE', 'ACCEPTED', 'REJECTED', 'STAFF')).toBe(false);
    expect(mayMove('DISPUTE', 'IN_REVIEW', 'ACCEPTED', 'CUSTOMER')).toBe(false);
    expect(mayMove('DISPUTE', 'IN_REVIEW', 'ACCEPTED', 'SYSTEM')).toBe(false);
    expect(movesFrom('DISPUTE', 'SUBMITTED', 'STAFF')).toEqual(['IN_REVIEW']);
    expect(movesFrom('DISPUTE', 'IN_REVIEW', 'STAFF')).toEqual(['INFO_REQUESTED', 'ACCEPTED', 'REJECTED']);
  });

  it('knows no moves of a kind not built yet', () => {
    expect(mayMove('RFID', 'SUBMITTED', 'IN_REVIEW', 'STAFF')).toBe(false);
  });

  it('closes on a decision or a withdrawal', () => {
    expect(isClosedStatus('ACCEPTED')).toBe(true);
    expect(isClosedStatus('REJECTED')).toBe(true);
    expect(isClosedStatus('WITHDRAWN')).toBe(true);
    expect(isClosedStatus('SUBMITTED')).toBe(false);
    expect(isClosedStatus('IN_REVIEW')).toBe(false);
    expect(isClosedStatus('INFO_REQUESTED')).toBe(false);
  });
});

describe('the appeal status machine (requirements/notices-and-appeals.md#appeals)', () => {
  it('starts submitted and is taken by an officer or by the check-in at the appointment', () => {
    expect(CASE_FIRST_STATUS.APPEAL).toBe('SUBMITTED');
    expect(mayMove('APPEAL', 'SUBMITTED', 'IN_REVIEW', 'STAFF')).toBe(true);
    expect(mayMove('APPEAL', 'SUBMITTED', 'IN_REVIEW', 'SYSTEM')).toBe(true);
    expect(mayMove('APPEAL', 'SUBMITTED', 'IN_REVIEW', 'CUSTOMER')).toBe(false);
  });

  it('is decided by staff from review only, three ways', () => {
    expect(movesFrom('APPEAL', 'IN_REVIEW', 'STAFF')).toEqual(['INFO_REQUESTED', 'UPHELD', 'FEES_WAIVED', 'REJECTED']);
    expect(movesFrom('APPEAL', 'SUBMITTED', 'STAFF')).toEqual(['IN_REVIEW']);
    expect(mayMove('APPEAL', 'IN_REVIEW', 'UPHELD', 'SYSTEM')).toBe(false);
    expect(mayMove('APPEAL', 'IN_REVIEW', 'ACCEPTED', 'STAFF')).toBe(false);
    expect(mayMove('DISPUTE', 'IN_REVIEW', 'UPHELD', 'STAFF')).toBe(false);
  });

  it('lapses by the service only, until decided', () => {
    expect(movesFrom('APPEAL', 'SUBMITTED', 'SYSTEM')).toEqual(['IN_REVIEW', 'LAPSED']);
    expect(movesFrom('APPEAL', 'IN_REVIEW', 'SYSTEM')).toEqual(['LAPSED']);
    expect(movesFrom('APPEAL', 'INFO_REQUESTED', 'SYSTEM')).toEqual(['LAPSED']);
    expect(mayMove('APPEAL', 'IN_REVIEW', 'LAPSED', 'STAFF')).toBe(false);
    expect(mayMove('DISPUTE', 'SUBMITTED', 'LAPSED', 'SYSTEM')).toBe(false);
  });

  it('is withdrawn by the customer until decided, and hands back to review on a reply', () => {
    expect(movesFrom('APPEAL', 'SUBMITTED', 'CUSTOMER')).toEqual(['WITHDRAWN']);
    expect(movesFrom('APPEAL', 'IN_REVIEW', 'CUSTOMER')).toEqual(['WITHDRAWN']);
    expect(movesFrom('APPEAL', 'INFO_REQUESTED', 'CUSTOMER')).toEqual(['IN_REVIEW', 'WITHDRAWN']);
    for (const closed of ['UPHELD', 'FEES_WAIVED', 'REJECTED', 'LAPSED', 'WITHDRAWN'] as const) {
      expect(isClosedStatus(closed)).toBe(true);
      for (const by of ['CUSTOMER', 'STAFF', 'SYSTEM'] as const) expect(movesFrom('APPEAL', closed, by)).toEqual([]);
    }
  });
});

describe('the complaint status machine', () => {
  it('starts submitted; staff answer and resolve; the customer replies and reopens a resolved one', () => {
    expect(CASE_FIRST_STATUS.COMPLAINT).toBe('SUBMITTED');
    expect(movesFrom('COMPLAINT', 'SUBMITTED', 'STAFF')).toEqual(['IN_REVIEW', 'ANSWERED', 'RESOLVED']);
    expect(movesFrom('COMPLAINT', 'ANSWERED', 'CUSTOMER')).toEqual(['IN_REVIEW']);
    expect(movesFrom('COMPLAINT', 'RESOLVED', 'CUSTOMER')).toEqual(['REOPENED']);
    expect(movesFrom('COMPLAINT', 'RESOLVED', 'STAFF')).toEqual([]);
    expect(movesFrom('COMPLAINT', 'REOPENED', 'STAFF')).toEqual(['ANSWERED', 'RESOLVED']);
    expect(isClosedStatus('RESOLVED')).toBe(true);
    expect(isClosedStatus('REOPENED')).toBe(false);
  });
});
