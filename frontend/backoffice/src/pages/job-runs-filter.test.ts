import { jobChoices, jobLabelId, jobRunParamsOf, jobRunQueryOf } from './job-runs-filter';

describe('job runs filter', () => {
  it('reads the job, the status and the page from the address', () => {
    expect(jobRunQueryOf(new URLSearchParams('job=billing-ladder&status=FAILED&page=3'))).toEqual({
      job: 'billing-ladder',
      status: 'FAILED',
      page: 3,
    });
  });

  it('treats a malformed job, an unknown status or a bad page as no filter', () => {
    expect(jobRunQueryOf(new URLSearchParams('job=Billing Ladder&status=done&page=0'))).toEqual({
      job: undefined,
      status: undefined,
      page: 1,
    });
    expect(jobRunQueryOf(new URLSearchParams(''))).toEqual({ job: undefined, status: undefined, page: 1 });
  });

  it('passes a well-formed job it does not know on to the server, which says whether it exists', () => {
    expect(jobRunQueryOf(new URLSearchParams('job=payments-sweep')).job).toBe('payments-sweep');
  });

  it('writes only what differs from the default into the address', () => {
    expect(jobRunParamsOf({ page: 1 }).toString()).toBe('');
    expect(jobRunParamsOf({ job: 'billing-notify', status: 'DONE', page: 2 }).toString()).toBe('job=billing-notify&status=DONE&page=2');
  });

  it('offers the billing jobs in the order they run, then other jobs seen or asked for, once each', () => {
    expect(jobChoices([], undefined)).toEqual(['billing-member-cut', 'billing-non-member-cut', 'billing-ladder', 'billing-notify']);
    expect(jobChoices(['billing-ladder', 'zz-report', 'payments-sweep', 'zz-report'], 'asked-for')).toEqual([
      'billing-member-cut',
      'billing-non-member-cut',
      'billing-ladder',
      'billing-notify',
      'asked-for',
      'payments-sweep',
      'zz-report',
    ]);
  });

  it('names the known jobs and leaves others to be shown by their own name', () => {
    expect(jobLabelId('billing-non-member-cut')).toBe('jobs.job.nonMemberCut');
    expect(jobLabelId('payments-sweep')).toBeUndefined();
  });
});
