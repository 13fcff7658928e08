import { isSelfLockout } from './staff-accounts.service';

describe('an admin locking themself out', () => {
  const adminId = 'admin-1';
  const self = { id: adminId };

  it('is disabling their own account or leaving their own roles without ADMIN', () => {
    expect(isSelfLockout({ adminId, target: self, change: { status: 'DISABLED' } })).toBe(true);
    expect(isSelfLockout({ adminId, target: self, change: { roles: ['OPERATIONS'] } })).toBe(true);
    expect(isSelfLockout({ adminId, target: self, change: { roles: [] } })).toBe(true);
  });

  it('is not renaming themself, adding roles beside ADMIN, or any change to another account', () => {
    expect(isSelfLockout({ adminId, target: self, change: {} })).toBe(false);
    expect(isSelfLockout({ adminId, target: self, change: { roles: ['ADMIN', 'OPERATIONS'], status: 'ACTIVE' } })).toBe(false);
    expect(isSelfLockout({ adminId, target: { id: 'other' }, change: { status: 'DISABLED', roles: [] } })).toBe(false);
  });
});
