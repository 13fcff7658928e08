import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { TStaffRole } from '@mflow/contracts/staff/staff-roles';
import { createStaffUser } from '../../services/staff/staff.service';
import type { TTestApp } from '../test-app';
import { accessKeyHeaders } from './http';

export type TTestStaff = { staffId: string; email: string; password: string };

export type TStaffOverrides = { roles?: readonly TStaffRole[] };

/**
 * A staff account of the test's own, so that lock tests never lock the seeded reviewer. A reviewer
 * (APPROVER) unless other roles are given; `roles: []` makes an account that may do nothing.
 */
export async function createStaff(t: TTestApp, { roles = ['APPROVER'] }: TStaffOverrides = {}): Promise<TTestStaff> {
  const account = { email: `staff-${randomUUID().slice(0, 8)}@example.com`, password: 'Reviewer-2026' };
  const staffId = await createStaffUser({ db: t.db, clock: t.clock, displayName: 'Test reviewer', roles, ...account });
  if (!staffId) throw new Error('staff account not created');
  return { staffId, ...account };
}

/** Signs a staff member in through the API (by default the seeded reviewer) and answers the bearer token. */
export async function staffToken(
  t: TTestApp,
  account: { email: string; password: string } = { email: 'staff@mflow.local', password: 'StaffDemo1' },
): Promise<string> {
  const res = await request(t.app)
    .post('/staffservice/api/v1/auth')
    .set(accessKeyHeaders(t))
    .send({ email: account.email, password: account.password });
  if (res.status !== 200) throw new Error(`staff sign-in failed: ${JSON.stringify(res.body)}`);
  return res.body.data.token;
}

/** A staff member of the test's own, signed in. */
export async function createSignedInStaff(t: TTestApp, overrides: TStaffOverrides = {}): Promise<TTestStaff & { token: string }> {
  const staff = await createStaff(t, overrides);
  return { ...staff, token: await staffToken(t, staff) };
}
