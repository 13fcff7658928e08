import { multilineText, text } from './text';

describe('strings a caller sends', () => {
  it.each(['\u0000', '\u0001', '\u0007', '\t', '\n', '\r', '\u000b', '\u001b', '\u001f'])('refuses %j in a one-line string', (control) => {
    expect(text().safeParse(`a${control}b`).success).toBe(false);
  });

  it.each(['\u0000', '\u0008', '\u000b', '\u000c', '\u000e', '\u001f'])('refuses %j in text over several lines', (control) => {
    expect(multilineText().safeParse(`a${control}b`).success).toBe(false);
  });

  it('lets text over several lines keep its tabs and line breaks', () => {
    expect(multilineText().parse('first line\r\n\tsecond line\n')).toBe('first line\r\n\tsecond line\n');
  });

  it('takes everything else, Thai and symbols included, and names the envelope error', () => {
    expect(text().parse('บริษัท สยามโลจิสติกส์ จำกัด ~!@#$%^&*() \u007f')).toBe('บริษัท สยามโลจิสติกส์ จำกัด ~!@#$%^&*() \u007f');
    expect(text().safeParse('a\u0000').error?.issues[0]?.message).toBe('ERR_COMMON_0002');
  });

  it('keeps the checks chained after it', () => {
    expect(text().trim().min(2).safeParse(' a ').success).toBe(false);
    expect(text().trim().max(3).parse(' abc ')).toBe('abc');
  });
});
