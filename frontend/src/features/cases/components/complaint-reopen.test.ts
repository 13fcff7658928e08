import type { TComplaintDetail } from '@mflow/contracts/cases/complaint.contract';
import { choiceLabelOf, reopenOfferOf } from './complaint-reopen';

const until = '2026-12-29T03:00:00.000Z';
const complaint = (reopen: TComplaintDetail['reopen']): TComplaintDetail => ({
  topic: { code: 'PAYMENT', nameTh: 'การชำระเงิน', nameEn: 'Payment', text: null },
  type: { code: 'OTHER', nameTh: 'อื่น ๆ', nameEn: 'Other', text: 'A lost tag' },
  reopen,
});

describe('the reopen button of a complaint', () => {
  it('is offered, with the last instant, while the server says the reopening is possible', () => {
    expect(reopenOfferOf(complaint({ possible: true, until, refusal: null }))).toEqual({ kind: 'OFFERED', until });
  });

  it('gives way to the reason once the complaint was reopened once', () => {
    expect(reopenOfferOf(complaint({ possible: false, until, refusal: 'ALREADY_REOPENED' }))).toEqual({
      kind: 'REFUSED',
      refusal: 'ALREADY_REOPENED',
      until,
    });
  });

  it('gives way to the reason once the 14 days have passed', () => {
    expect(reopenOfferOf(complaint({ possible: false, until, refusal: 'WINDOW_PASSED' }))).toEqual({
      kind: 'REFUSED',
      refusal: 'WINDOW_PASSED',
      until,
    });
  });

  it('is not there for a complaint not resolved, nor for other kinds of case', () => {
    expect(reopenOfferOf(complaint(null))).toEqual({ kind: 'NONE' });
    expect(reopenOfferOf(null)).toEqual({ kind: 'NONE' });
    expect(reopenOfferOf(undefined)).toEqual({ kind: 'NONE' });
  });
});

describe('the topic and type of a complaint', () => {
  it('are named in the page’s language, with the free text of OTHER', () => {
    const { topic, type } = complaint(null);
    expect(choiceLabelOf(topic, 'TH')).toBe('การชำระเงิน');
    expect(choiceLabelOf(topic, 'EN')).toBe('Payment');
    expect(choiceLabelOf(type, 'EN')).toBe('Other: A lost tag');
  });
});
