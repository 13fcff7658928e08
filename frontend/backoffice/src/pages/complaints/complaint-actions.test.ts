import { complaintActionsFor } from './complaint-actions';

describe('the complaint actions an officer is offered', () => {
  it('reply and resolve while open, reply again once answered, nothing once resolved', () => {
    expect(complaintActionsFor('SUBMITTED')).toEqual(['reply', 'resolve']);
    expect(complaintActionsFor('IN_REVIEW')).toEqual(['reply', 'resolve']);
    expect(complaintActionsFor('ANSWERED')).toEqual(['reply', 'resolve']);
    expect(complaintActionsFor('REOPENED')).toEqual(['reply', 'resolve']);
    expect(complaintActionsFor('RESOLVED')).toEqual([]);
  });
});
