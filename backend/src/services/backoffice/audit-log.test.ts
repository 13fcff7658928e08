import request from 'supertest';
import { describeError } from '../../platform/errors/error-catalogue';
import { createIsolatedTestApp } from '../../test/isolated-test-app';
import type { TTestApp } from '../../test/test-app';
import { accessKeyHeaders, bearerHeaders, errorCodes } from '../../test/factories/http';
import { createSignedInStaff } from '../../test/factories/staff';

const V1 = '/staffservice/api/v1';

let t: TTestApp;
let admin: Awaited<ReturnType<typeof createSignedInStaff>>;
let operations: Awaited<ReturnType<typeof createSignedInStaff>>;

beforeAll(async () => {
  t = await createIsolatedTestApp({ authRateLimitPerMinute: 10_000 });
  admin = await createSignedInStaff(t, { roles: ['ADMIN'] });
  operations = await createSignedInStaff(t, { roles: ['OPERATIONS'] });
});
afterAll(() => t.close());

const searchAudit = (query: Record<string, string>, language: 'TH' | 'EN' = 'EN') =>
  request(t.app).get(`${V1}/audit`).query(query).set(bearerHeaders(admin.token, language));

const menuStatus = async (code: string) => {
  const res = await request(t.app).get('/masterservice/api/v1/pagepermission').set(accessKeyHeaders(t));
  return (res.body.data.pages as { code: string; status: string }[]).find((page) => page.code === code)?.status;
};

describe('the staff audit log', () => {
  it('records a menu-code change with who, before, after and when, and the portal reads the change at once', async () => {
    expect(await menuStatus('MENU00005')).toBe('ACTIVE');
    const res = await request(t.app)
      .put(`${V1}/settings/page-permission/MENU00005`)
      .set(bearerHeaders(operations.token))
      .send({ status: 'INACTIVE' });
    expect(res.status).toBe(200);
    expect(res.body.data.menus).toContainEqual(expect.objectContaining({ code: 'MENU00005', status: 'INACTIVE' }));
    // The clock stands still: only forgetting the cached copy can make the change visible.
    expect(await menuStatus('MENU00005')).toBe('INACTIVE');

    const found = await searchAudit({ subjectId: 'MENU00005' });
    expect(found.body.data).toMatchObject({ total: 1, page: 1, size: 20 });
    expect(found.body.data.items[0]).toMatchObject({
      staffId: operations.staffId,
      staffEmail: operations.email,
      action: 'MENU_CODE_SET',
      subjectType: 'MENU_CODE',
      before: { status: 'ACTIVE' },
      after: { status: 'INACTIVE' },
      at: t.clock.now().toISOString(),
    });
  });

  it('records nothing when the action fails: the change and its record are one transaction', async () => {
    const res = await request(t.app)
      .put(`${V1}/settings/page-permission/MENU99999`)
      .set(bearerHeaders(operations.token))
      .send({ status: 'INACTIVE' });
    expect(res.status).toBe(404);
    expect((await searchAudit({ subjectId: 'MENU99999' })).body.data.total).toBe(0);
  });

  it('records settings, a registration decision found through the call centre, and staff accounts without passwords', async () => {
    await request(t.app).put(`${V1}/settings/maintenance`).set(bearerHeaders(operations.token)).send({ enabled: true }).expect(200);
    await request(t.app).put(`${V1}/settings/maintenance`).set(bearerHeaders(operations.token)).send({ enabled: false }).expect(200);
    const maintenance = (await searchAudit({ action: 'MAINTENANCE_SET' })).body.data.items;
    expect(maintenance.map((entry: { after: unknown }) => entry.after)).toEqual([{ enabled: false }, { enabled: true }]);

    const agent = await createSignedInStaff(t, { roles: ['CALL_CENTRE'] });
    const lookup = await request(t.app).get(`${V1}/customers`).query({ email: 'MALEE@mflow.local' }).set(bearerHeaders(agent.token));
    const [malee] = lookup.body.data.items;
    expect(malee).toMatchObject({ email: 'malee@mflow.local', status: 'PENDING_APPROVAL' });
    const reviewer = await createSignedInStaff(t, { roles: ['APPROVER'] });
    await request(t.app).post(`${V1}/registrations/${malee.customerId}/approve`).set(bearerHeaders(reviewer.token)).expect(200);
    expect((await searchAudit({ staffEmail: reviewer.email.toUpperCase() })).body.data.items).toEqual([
      expect.objectContaining({
        action: 'REGISTRATION_APPROVE',
        subjectType: 'CUSTOMER',
        subjectId: malee.customerId,
        before: { status: 'PENDING_APPROVAL' },
        after: { status: 'ACTIVE', rejectionReason: null },
      }),
    ]);
    // The call centre reads no more than it is shown: the overview has no message text.
    const overview = await request(t.app).get(`${V1}/customers/${malee.customerId}`).set(bearerHeaders(agent.token));
    expect(overview.body.data.account).toMatchObject({ status: 'ACTIVE' });
    expect(overview.body.data.messages.length).toBeGreaterThan(0);
    expect(overview.body.data.messages.every((message: object) => !('text' in message) && !('html' in message))).toBe(true);

    const created = await request(t.app)
      .post(`${V1}/staff/accounts`)
      .set(bearerHeaders(admin.token))
      .send({ email: 'Agent.Two@example.com', displayName: 'Agent two', password: 'Agent-2026x', roles: ['CALL_CENTRE'] });
    expect(created.status).toBe(201);
    const agentTwo = created.body.data.staffId;
    await request(t.app)
      .put(`${V1}/staff/accounts/${agentTwo}/password`)
      .set(bearerHeaders(admin.token))
      .send({ password: 'Agent-2027x' })
      .expect(200);
    const history = (await searchAudit({ subjectId: agentTwo })).body.data.items;
    expect(history.map((entry: { action: string }) => entry.action)).toEqual(['STAFF_PASSWORD_SET', 'STAFF_CREATE']);
    expect(history[1].after).toEqual({
      email: 'agent.two@example.com',
      displayName: 'Agent two',
      roles: ['CALL_CENTRE'],
      status: 'ACTIVE',
    });
    expect(JSON.stringify(history)).not.toMatch(/Agent-202|passwordHash|scrypt/);
  });

  it('searches by Bangkok days and refuses a malformed date in the language of the request', async () => {
    const today = '2026-11-16';
    expect((await searchAudit({ from: today, to: today })).body.data.total).toBeGreaterThan(0);
    expect((await searchAudit({ from: '2026-11-17' })).body.data.total).toBe(0);
    const bad = await searchAudit({ from: '16/11/2026' }, 'TH');
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors).toEqual([
      { code: 'ERR_COMMON_0002', description: describeError('ERR_COMMON_0002', 'TH', { field: 'query.from' }) },
    ]);
  });

  it('cannot be changed or emptied, by any route or in the database itself', async () => {
    const routes = t.api.routes.filter((route) => route.path.includes('/audit'));
    expect(routes.map((route) => route.method)).toEqual(['get']);
    await expect(t.pool.query("update staff_audit set action = 'STAFF_CREATE'")).rejects.toThrow(/append-only: UPDATE/);
    await expect(t.pool.query('delete from staff_audit')).rejects.toThrow(/append-only: DELETE/);
    await expect(t.pool.query('truncate staff_audit')).rejects.toThrow(/append-only: TRUNCATE/);
    expect(errorCodes(await request(t.app).delete(`${V1}/audit`).set(bearerHeaders(admin.token)))).toEqual(['ERR_COMMON_0405']);
  });
});
