import { maintenanceEnabled } from './remote-config';

describe('maintenanceEnabled', () => {
  it('is on only when the maintenance setting is enabled', () => {
    expect(maintenanceEnabled({ settings: [{ key: 'maintenance', enabled: true }] })).toBe(true);
    expect(maintenanceEnabled({ settings: [{ key: 'maintenance', enabled: false }] })).toBe(false);
    expect(maintenanceEnabled({ settings: [{ key: 'other', enabled: true }] })).toBe(false);
  });

  it('is off for an answer of another shape', () => {
    expect(maintenanceEnabled(undefined)).toBe(false);
    expect(maintenanceEnabled({ settings: 'maintenance' })).toBe(false);
    expect(maintenanceEnabled({ settings: [{ key: 'maintenance', enabled: 'true' }] })).toBe(false);
  });
});
