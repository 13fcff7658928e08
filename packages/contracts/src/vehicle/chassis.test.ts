import { chassisLast5Of, chassisMatches, isChassisLast5, normaliseChassisLast5 } from './chassis';

describe('chassis number, last 5 characters only (requirements/vehicles.md#field-rules)', () => {
  it('takes exactly 5 letters or digits: 4 and 6 are refused', () => {
    expect(isChassisLast5('1234')).toBe(false);
    expect(isChassisLast5('12345')).toBe(true);
    expect(isChassisLast5('123456')).toBe(false);
    expect(isChassisLast5('A1B2C')).toBe(true);
    expect(isChassisLast5('12-45')).toBe(false);
    expect(isChassisLast5('')).toBe(false);
  });

  it('ignores case and surrounding spaces', () => {
    expect(normaliseChassisLast5(' a1b2c ')).toBe('A1B2C');
    expect(isChassisLast5(' a1b2c ')).toBe(true);
  });

  it('compares the typed characters with the end of the registered number', () => {
    expect(chassisLast5Of('MR0FZ29G5-01234567')).toBe('34567');
    expect(chassisMatches('MR0FZ29G501234567', '34567')).toBe(true);
    expect(chassisMatches('MR0FZ29G501234567', '34568')).toBe(false);
    expect(chassisMatches('MR0FZ29G50123456A', '3456a')).toBe(true);
    expect(chassisMatches('MR0FZ29G501234567', '234567')).toBe(false);
  });
});
