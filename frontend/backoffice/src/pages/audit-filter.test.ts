import { auditFilterOf, auditParamsOf, auditQueryOf, NO_AUDIT_FILTER } from './audit-filter';

describe('the audit search filter', () => {
  it('keeps only what is set in the page address, and reads it back', () => {
    const filter = { ...NO_AUDIT_FILTER, staffEmail: ' ops@mflow.local ', action: 'MENU_CODE_SET' as const, from: '2026-11-16', page: 3 };
    const params = auditParamsOf(filter);
    expect(params.toString()).toBe('staffEmail=ops%40mflow.local&action=MENU_CODE_SET&from=2026-11-16&page=3');
    expect(auditFilterOf(params)).toEqual({ ...filter, staffEmail: 'ops@mflow.local' });
  });

  it('drops an unknown action and a page that is not a whole number from 1', () => {
    expect(auditFilterOf(new URLSearchParams('action=DROP_TABLE&page=0'))).toEqual(NO_AUDIT_FILTER);
  });

  it('asks the API for the page and the page size', () => {
    expect(auditQueryOf(NO_AUDIT_FILTER).toString()).toBe('page=1&size=20');
  });
});
