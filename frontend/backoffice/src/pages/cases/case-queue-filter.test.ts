import { caseQueueParamsOf, caseQueueQueryOf } from './case-queue-filter';

describe("the case queue's address", () => {
  it('reads the filters it knows and leaves out the rest', () => {
    expect(caseQueueQueryOf(new URLSearchParams('kind=DISPUTE&status=IN_REVIEW&overdue=true&mine=true&page=3'))).toEqual({
      kind: 'DISPUTE',
      status: 'IN_REVIEW',
      overdue: true,
      mine: true,
      page: 3,
    });
    expect(caseQueueQueryOf(new URLSearchParams('kind=PARKING&status=LOST&overdue=maybe&mine=1&page=-2'))).toEqual({
      kind: undefined,
      status: undefined,
      overdue: undefined,
      mine: false,
      page: 1,
    });
  });

  it('keeps "not overdue" apart from "either"', () => {
    expect(caseQueueQueryOf(new URLSearchParams('overdue=false')).overdue).toBe(false);
    expect(caseQueueParamsOf({ overdue: false, mine: false, page: 1 }).toString()).toBe('overdue=false');
  });

  it('writes only what differs from the default, and reads back what it wrote', () => {
    expect(caseQueueParamsOf({ mine: false, page: 1 }).toString()).toBe('');
    const query = { kind: 'DISPUTE', status: 'ACCEPTED', overdue: undefined, mine: true, page: 2 } as const;
    expect(caseQueueQueryOf(caseQueueParamsOf(query))).toEqual(query);
  });
});
