import { caseActionsFor } from './case-actions-rules';

const officer = { staffId: 'me', roles: ['CASE_OFFICER'] as const };
const supervisor = { staffId: 'me', roles: ['CASE_SUPERVISOR'] as const };

describe("a case page's actions", () => {
  it('offer to take a submitted dispute, and notes; nothing to decide before it is in review', () => {
    expect(caseActionsFor({ kind: 'DISPUTE', status: 'SUBMITTED', assignedStaffId: null }, officer)).toEqual(['take', 'note']);
  });

  it('offer asking and deciding once it is in review, and no taking of what is already mine', () => {
    expect(caseActionsFor({ kind: 'DISPUTE', status: 'IN_REVIEW', assignedStaffId: 'me' }, officer)).toEqual(['ask', 'note', 'decide']);
    expect(caseActionsFor({ kind: 'DISPUTE', status: 'IN_REVIEW', assignedStaffId: 'other' }, officer)).toEqual([
      'take',
      'ask',
      'note',
      'decide',
    ]);
  });

  it('let a supervisor assign an open case', () => {
    expect(caseActionsFor({ kind: 'DISPUTE', status: 'INFO_REQUESTED', assignedStaffId: 'me' }, supervisor)).toEqual(['assign', 'note']);
  });

  it('leave only notes on a decided case', () => {
    expect(caseActionsFor({ kind: 'DISPUTE', status: 'ACCEPTED', assignedStaffId: 'me' }, supervisor)).toEqual(['note']);
  });

  it('offer deciding an appeal once it is in review (after the check-in), and nothing to decide on a lapsed one', () => {
    expect(caseActionsFor({ kind: 'APPEAL', status: 'SUBMITTED', assignedStaffId: null }, officer)).toEqual(['take', 'note']);
    expect(caseActionsFor({ kind: 'APPEAL', status: 'IN_REVIEW', assignedStaffId: 'me' }, officer)).toEqual(['ask', 'note', 'decide']);
    expect(caseActionsFor({ kind: 'APPEAL', status: 'LAPSED', assignedStaffId: null }, officer)).toEqual(['note']);
  });
});
