import { DEFAULT_MENU_CODES } from '@mflow/contracts/master/menu-codes';
import { defaultPermissions, MENU } from './menu-codes';

describe('menu codes', () => {
  it('names exactly the 24 codes of the contract, in their published order', () => {
    expect(Object.values(MENU)).toEqual(DEFAULT_MENU_CODES.map((menu) => menu.code));
  });

  it('grants every code when the access-key flag is off', () => {
    expect(defaultPermissions().every((permission) => permission.status === 'ACTIVE')).toBe(true);
    expect(defaultPermissions()).toHaveLength(DEFAULT_MENU_CODES.length);
  });
});
