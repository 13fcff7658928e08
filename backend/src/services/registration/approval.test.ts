import { eq } from 'drizzle-orm';
import request from 'supertest';
import { describeError } from '../../platform/errors/error-catalogue';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { createCustomer } from '../../test/factories/customers';
import { bearerHeaders, rejectionCode } from '../../test/factories/http';
import { createSignedInStaff, createStaff, staffToken } from '../../test/factories/staff';
import { customers } from '../customer/customer.schema';
import { staffUsers } from '../staff/staff.schema';
import { decideRegistration, getRegistration, listRegistrations } from './approval.service';

let t: TTestApp;

beforeAll(() => {
  t = createTestApp({ authRateLimitPerMinute: 10_000 });
});
afterAll(() => t.close());

const errorsOf = (res: request.Response) => res.body.data.errors as { code: string; description: string }[];
const base = '/staffservice/api/v1';

describe('the approval queue', () => {
  it('lists registrations awaiting approval, oldest first, with paging', async () => {
    const token = await staffToken(t);
    const older = await createCustomer(t, { status: 'PENDING_APPROVAL', emailConfirmedAt: new Date('2020-01-01T00:00:00Z') });
    const res = await request(t.app).get(`${base}/registrations`).query({ size: 1 }).set(bearerHeaders(token));
    expect(res.body.data).toMatchObject({ page: 1, size: 1 });
    expect(res.body.data.total).toBeGreaterThanOrEqual(1);
    expect(res.body.data.items[0]).toMatchObject({ customerId: older.customerId, status: 'PENDING_APPROVAL' });
  });

  it('shows one registration in full, with a fresh registry check', async () => {
    const token = await staffToken(t);
    const pending = await createCustomer(t, { status: 'PENDING_APPROVAL' });
    const res = await request(t.app).get(`${base}/registrations/${pending.customerId}`).set(bearerHeaders(token));
    expect(res.body.data).toMatchObject({
      customerId: pending.customerId,
      status: 'PENDING_APPROVAL',
      registrantType: 'OWNER',
      registryMatches: false,
    });
    expect(
      errorsOf(await request(t.app).get(`${base}/registrations/00000000-0000-4000-8000-000000000000`).set(bearerHeaders(token)))[0]?.code,
    ).toBe('ERR_STAFF_0001');
  });

  it('decides a registration once: a second decision is refused and names the status', async () => {
    const token = await staffToken(t);
    const pending = await createCustomer(t, { status: 'PENDING_APPROVAL' });
    const approved = await request(t.app).post(`${base}/registrations/${pending.customerId}/approve`).set(bearerHeaders(token));
    expect(approved.body.data.status).toBe('ACTIVE');
    const [row] = await t.db.select().from(customers).where(eq(customers.id, pending.customerId));
    const [reviewer] = await t.db.select().from(staffUsers).where(eq(staffUsers.email, 'staff@mflow.local'));
    expect(row?.decidedByStaffId).toBe(reviewer?.id);
    expect(row?.decidedAt?.toISOString()).toBe(approved.body.data.decidedAt);
    const again = await request(t.app)
      .post(`${base}/registrations/${pending.customerId}/reject`)
      .set(bearerHeaders(token, 'TH'))
      .send({ reason: 'late' });
    expect(again.status).toBe(409);
    expect(errorsOf(again)).toEqual([{ code: 'ERR_STAFF_0002', description: describeError('ERR_STAFF_0002', 'TH', { status: 'ACTIVE' }) }]);
  });

  it('cannot decide a registration still waiting for its e-mail confirmation', async () => {
    const token = await staffToken(t);
    const waiting = await createCustomer(t, { status: 'WAIT_EMAIL_CONFIRM' });
    const res = await request(t.app).post(`${base}/registrations/${waiting.customerId}/approve`).set(bearerHeaders(token));
    expect(errorsOf(res)[0]?.code).toBe('ERR_STAFF_0002');
  });

  it('needs a reason to reject', async () => {
    const token = await staffToken(t);
    const pending = await createCustomer(t, { status: 'PENDING_APPROVAL' });
    const res = await request(t.app)
      .post(`${base}/registrations/${pending.customerId}/reject`)
      .set(bearerHeaders(token))
      .send({ reason: '   ' });
    expect(errorsOf(res)).toEqual([{ code: 'ERR_COMMON_0004', description: 'The field reason is required' }]);
  });

  it('shows a company registration with its company details to any active reviewer', async () => {
    const { token } = await createSignedInStaff(t);
    const company = await createCustomer(t, { type: 'JURISTIC', status: 'PENDING_APPROVAL' });
    const res = await request(t.app).get(`${base}/registrations/${company.customerId}`).set(bearerHeaders(token));
    expect(res.body.data).toMatchObject({
      accountType: 'JURISTIC',
      customerType: 'COMPANY_LIMITED',
      displayName: 'บริษัท ทดสอบ จำกัด',
      branchCode: '00000',
    });
  });

  it("guards every step in the service: a disabled reviewer's open session lists, shows and decides nothing", async () => {
    const reviewer = await createStaff(t);
    const pending = await createCustomer(t, { status: 'PENDING_APPROVAL' });
    await t.db.update(staffUsers).set({ status: 'DISABLED' }).where(eq(staffUsers.id, reviewer.staffId));
    const staffId = reviewer.staffId;
    expect(await rejectionCode(listRegistrations({ db: t.db, staffId, status: 'PENDING_APPROVAL', page: 1, size: 10 }))).toBe(
      'ERR_AUTH_0005',
    );
    expect(
      await rejectionCode(
        getRegistration({ db: t.db, staffId, fileKeys: t.fileKeys, registries: t.registries, customerId: pending.customerId }),
      ),
    ).toBe('ERR_AUTH_0005');
    const decision = decideRegistration({
      db: t.db,
      clock: t.clock,
      notifier: t.notifier,
      staffId,
      customerId: pending.customerId,
      decision: { approve: true },
    });
    expect(await rejectionCode(decision)).toBe('ERR_AUTH_0005');
    const [row] = await t.db.select().from(customers).where(eq(customers.id, pending.customerId));
    expect(row?.status).toBe('PENDING_APPROVAL');
  });

  it('needs the APPROVER role: a trainer or operations account without it lists, shows and decides nothing', async () => {
    const { token } = await createSignedInStaff(t, { roles: ['TRAINER', 'OPERATIONS'] });
    const pending = await createCustomer(t, { status: 'PENDING_APPROVAL' });
    const list = await request(t.app).get(`${base}/registrations`).set(bearerHeaders(token, 'TH'));
    expect(list.status).toBe(403);
    expect(errorsOf(list)).toEqual([{ code: 'ERR_STAFF_0003', description: describeError('ERR_STAFF_0003', 'TH') }]);
    expect(errorsOf(await request(t.app).get(`${base}/registrations/${pending.customerId}`).set(bearerHeaders(token)))[0]?.code).toBe(
      'ERR_STAFF_0003',
    );
    const approve = await request(t.app).post(`${base}/registrations/${pending.customerId}/approve`).set(bearerHeaders(token));
    expect(approve.status).toBe(403);
    const [row] = await t.db.select().from(customers).where(eq(customers.id, pending.customerId));
    expect(row?.status).toBe('PENDING_APPROVAL');
  });
});
