import { mayMove, movesFrom } from './case-status';
import { rfidContactDeadlineOf } from './rfid-rules';

describe('the RFID contact deadline (requirements/rfid-installation.md#staff-contact)', () => {
  it('is the 5th business day after the request', () => {
    expect(rfidContactDeadlineOf('2026-11-16', new Set())).toBe('2026-11-23');
    expect(rfidContactDeadlineOf('2026-11-20', new Set())).toBe('2026-11-27');
  });

  it('skips a holiday', () => {
    expect(rfidContactDeadlineOf('2026-11-16', new Set(['2026-11-18']))).toBe('2026-11-24');
  });
});

describe('the RFID status machine', () => {
  it('goes contacted, scheduled, installed by staff, and back to contacted when the service reports a missed fitting', () => {
    expect(movesFrom('RFID', 'REQUESTED', 'STAFF')).toEqual(['CONTACTED', 'CANCELLED']);
    expect(movesFrom('RFID', 'CONTACTED', 'STAFF')).toEqual(['SCHEDULED', 'CANCELLED']);
    expect(movesFrom('RFID', 'SCHEDULED', 'STAFF')).toEqual(['INSTALLED', 'CANCELLED']);
    expect(movesFrom('RFID', 'SCHEDULED', 'SYSTEM')).toEqual(['CONTACTED']);
    expect(mayMove('RFID', 'REQUESTED', 'SCHEDULED', 'STAFF')).toBe(false);
  });

  it('lets the customer cancel until the tag is fitted, and nobody after', () => {
    expect(movesFrom('RFID', 'REQUESTED', 'CUSTOMER')).toEqual(['CANCELLED']);
    expect(movesFrom('RFID', 'SCHEDULED', 'CUSTOMER')).toEqual(['CANCELLED']);
    expect(movesFrom('RFID', 'INSTALLED', 'CUSTOMER')).toEqual([]);
    expect(movesFrom('RFID', 'INSTALLED', 'STAFF')).toEqual([]);
  });
});
