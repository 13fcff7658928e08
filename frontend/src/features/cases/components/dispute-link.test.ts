import { parseDisputeLink } from './dispute-link';

const A = '0b6a1c5e-7d2f-4c1a-9e3b-1f2a3b4c5d6e';
const B = '9f8e7d6c-5b4a-4321-8fed-cba987654321';
const parse = (query: string) => parseDisputeLink(new URLSearchParams(query));

describe('the dispute link', () => {
  it('reads the impossible-journey notice: invoice, passages and the cloned-plate reason', () => {
    expect(parse(`invoiceNo=iv2611000123&passages=${A},${B}&reason=CLONED_PLATE`)).toEqual({
      invoiceNo: 'IV2611000123',
      passageIds: [A, B],
      reason: 'CLONED_PLATE',
    });
  });

  it('takes passages without an invoice, while they are still accrued', () => {
    expect(parse(`passages=${A}&reason=CLONED_PLATE`)).toEqual({ passageIds: [A], reason: 'CLONED_PLATE' });
  });

  it('drops what does not fit: a reason not on the list, ids that are not ids, repeats and an odd invoice number', () => {
    expect(parse(`invoiceNo=<script>&passages=${A},nope,,${A.toUpperCase()}&reason=BECAUSE`)).toEqual({ passageIds: [A] });
  });

  it('keeps at most 100 passages, as the contract does', () => {
    const ids = Array.from({ length: 120 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);
    expect(parse(`passages=${ids.join(',')}`).passageIds).toHaveLength(100);
  });

  it('gives an empty form for no query at all', () => {
    expect(parse('')).toEqual({ passageIds: [] });
  });
});
