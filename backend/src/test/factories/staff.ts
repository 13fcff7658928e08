import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createStaffUser } from '../../services/staff/staff.service';
import type { TTestApp } from '../test-app';
import { accessKeyHeaders } from './http';

export type TTestStaff = { staffId: string; email: string; password: string };

/** A staff account of the test's own, so that lock tests never lock the seeded reviewer. */
export async function createStaff(t: TTestApp): Promise<TTestStaff> {
  const account = { email: `staff-${randomUUID().slice(0, 8)}@example.com`, password: 'Reviewer-2026' };
  const staffId = await createStaffUser({ db: t.db, clock: t.clock, displayName: 'Test reviewer', ...account });
  if (!staffId) throw new Error('staff account not created');
  return { staffId, ...account };
}

/** Signs a staff member in through the API (by default the seeded reviewer) and answers the bearer token. */
export async function staffToken(t: TTestApp, account: { email: string; password: string } = { email: 'staff@mflow.local', password: 'StaffDemo1' }): Promise<string> {
  const res = await request(t.app).post('/staffservice/api/v1/auth').set(accessKeyHeaders(t)).send({ email: account.email, password: account.password });
  if (res.status !== 200) throw new Error(`staff sign-in failed: ${JSON.stringify(res.body)}`);
  return res.body.data.token;
}

/** A staff member of the test's own, signed in. */
export async function createSignedInStaff(t: TTestApp): Promise<TTestStaff & { token: string }> {
  const staff = await createStaff(t);
  return { ...staff, token: await staffToken(t, staff) };
}
