import { categoryKey, pageLinks, pageParam, paragraphsOf, summaryOf } from './content-text';

describe('content text', () => {
  it('splits a body on blank lines and keeps single line breaks inside a paragraph', () => {
    expect(paragraphsOf('one\nline two\n\n  \n\nthree  ')).toEqual(['one\nline two', 'three']);
    expect(paragraphsOf('')).toEqual([]);
  });

  it('sums up with the first paragraph, cut at a word', () => {
    expect(summaryOf('short\n\nsecond')).toBe('short');
    expect(summaryOf('alpha beta gamma delta', 12)).toBe('alpha beta…');
    expect(summaryOf('ข้อความภาษาไทยที่ไม่มีช่องว่างเลย', 10)).toBe('ข้อความภาษ…');
  });

  it('turns category codes into message id tails', () => {
    expect(categoryKey('TOLLS_FEES')).toBe('tollsfees');
    expect(categoryKey('PRESS')).toBe('press');
  });
});

describe('the pager', () => {
  it('shows the first, the last and the neighbours of the current page', () => {
    expect(pageLinks(1, 0, 9)).toEqual([1]);
    expect(pageLinks(1, 27, 9)).toEqual([1, 2, 3]);
    expect(pageLinks(5, 90, 9)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageLinks(10, 90, 9)).toEqual([1, 'gap', 9, 10]);
  });

  it('reads a page number from the address bar, falling back to the first page', () => {
    expect(pageParam('3')).toBe(3);
    expect(pageParam(null)).toBe(1);
    expect(pageParam('-2')).toBe(1);
    expect(pageParam('2.5')).toBe(1);
  });
});
