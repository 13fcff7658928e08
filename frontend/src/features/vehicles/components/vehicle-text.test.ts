import type { TMasterItem } from '@mflow/contracts/master/master.contract';
import { choiceText, colourText, nameOf } from './vehicle-text';

const item = (code: string, name: string): TMasterItem => ({ code, name, nameTh: name, nameEn: name });
const colours = [item('WHITE', 'White'), item('BLACK', 'Black'), item('OTHER', 'Other')];

describe('vehicle texts', () => {
  it('names a code by its master list, and shows the code while the list loads', () => {
    expect(nameOf(colours, 'WHITE')).toBe('White');
    expect(nameOf(undefined, 'WHITE')).toBe('WHITE');
    expect(nameOf(colours, 'GONE')).toBe('GONE');
  });

  it('shows the typed text for OTHER, and the list name otherwise', () => {
    expect(choiceText(colours, 'OTHER', 'Pearl mint')).toBe('Pearl mint');
    expect(choiceText(colours, 'OTHER', null)).toBe('Other');
    expect(choiceText(colours, 'BLACK', 'ignored')).toBe('Black');
  });

  it('lists several colours, the typed one in place of OTHER', () => {
    expect(colourText(colours, ['WHITE', 'OTHER'], 'Pearl mint')).toBe('White, Pearl mint');
    expect(colourText(colours, ['BLACK'], null)).toBe('Black');
  });
});
