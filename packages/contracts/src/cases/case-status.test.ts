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
    expect(mayMove('APPEAL', 'SUBMITTED', 'IN_REVIEW', 'STAFF')).toBe(false);
    expect(movesFrom('COMPLAINT', 'SUBMITTED', 'STAFF')).toEqual([]);
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
