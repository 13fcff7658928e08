import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { registerBillingJobs } from '../../billing/billing-jobs';
import { createMember, sessionTokenFor } from '../../../test/factories/customers';
import { uploadOwnFile } from '../../../test/factories/files';
import { bearerHeaders } from '../../../test/factories/http';
import { recordPassage } from '../../../test/factories/passages';
import { createSignedInStaff } from '../../../test/factories/staff';
import { seedVehicle } from '../../../test/factories/vehicles';
import { createIsolatedTestApp } from '../../../test/isolated-test-app';
import { commonHeaders, type TTestApp } from '../../../test/test-app';

// The clock moves to the members' cut to bill the passage disputed: a database of its own.
let t: TTestApp;
const bangkok = (local: string) => new Date(`${local}+07:00`);

beforeAll(async () => {
  t = await createIsolatedTestApp();
  t.clock.set(bangkok('2026-11-10T08:00:00'));
  registerBillingJobs(t.jobs, { db: t.db, notifier: t.notifier, vehicleRegistry: t.registries.vehicle });
  await t.jobs.open();
});
afterAll(() => t.close());

describe("the officer's evidence of a dispute", () => {
  it('holds the registered vehicle beside the passage photo, and opens the customer’s files with a key', async () => {
    const member = await createMember(t);
    const vehicle = await seedVehicle(t, member.customerId, { status: 'ACTIVE', categoryGroup: 'C2' });
    t.clock.set(bangkok('2026-11-10T12:00:00'));
    const passage = await recordPassage(t, { plate: vehicle.plateNumber, passedAt: bangkok('2026-11-10T09:00:00') });
    await request(t.app)
      .put('/simservice/api/v1/clock')
      .set(commonHeaders())
      .send({ now: bangkok('2026-11-16T09:00:00').toISOString() });
    const token = await sessionTokenFor(t, member);
    const [invoice] = (await request(t.app).get('/invoiceservice/api/v1/invoices').set(bearerHeaders(token))).body.data.invoices;
    const fileId = await uploadOwnFile(t, token);
    const filed = await request(t.app)
      .post('/caseservice/api/v1/disputes')
      .set({ ...bearerHeaders(token), 'Idempotency-Key': randomUUID() })
      .send({ invoiceNo: invoice.invoiceNo, passageIds: [passage.id], reason: 'PLATE_MISREAD', fileIds: [fileId] });
    expect(filed.status).toBe(201);

    const officer = await createSignedInStaff(t, { roles: ['CASE_OFFICER'] });
    const detail = await request(t.app).get(`/staffservice/api/v1/cases/${filed.body.data.caseNo}`).set(bearerHeaders(officer.token));
    expect(detail.status).toBe(200);
    expect(detail.body.data.evidence.registeredVehicle).toEqual({
      plate: vehicle.plateNumber,
      province: '10',
      brand: 'TOYOTA',
      colour: 'WHITE',
      vehicleClass: 2,
    });
    const [attachment] = detail.body.data.attachments;
    expect(attachment).toMatchObject({ fileId, addedBy: 'CUSTOMER', url: expect.stringContaining(`/downloadFile/${fileId}?key=`) });
    expect((await request(t.app).get(attachment.url)).status).toBe(200);
  });
});
