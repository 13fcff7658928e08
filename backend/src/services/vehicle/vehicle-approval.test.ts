import { eq } from 'drizzle-orm';
import request from 'supertest';
import { describeError } from '../../platform/errors/error-catalogue';
import { createIsolatedTestApp } from '../../test/isolated-test-app';
import type { TTestApp } from '../../test/test-app';
import { bearerHeaders, errorCodes, outboxFor, rejectionCode } from '../../test/factories/http';
import { createSignedInStaff, createStaff } from '../../test/factories/staff';
import {
  createRegistryVehicle,
  createVehicleMember,
  editForm,
  stepProof,
  uploadVehicleDocuments,
  vehicleForm,
  type TVehicleMember,
} from '../../test/factories/vehicles';
import { auditTrailOf } from '../audit/audit.service';
import { staffUsers } from '../staff/staff.schema';
import { decideVehicle, getVehicleReview, listVehicleQueue } from './vehicle-approval.service';
import { findVehicle } from './vehicle-reads';
import { vehiclePendingChanges, vehicleStatusHistory } from './vehicle.schema';

/** A database of its own: the queue is compared whole, so other files' vehicles must not show up in it. */
let t: TTestApp;
let staff: { staffId: string; token: string };

beforeAll(async () => {
  t = await createIsolatedTestApp({ otpResendCooldownSeconds: 0, otpHourlyLimit: 100_000, authRateLimitPerMinute: 100_000 });
  staff = await createSignedInStaff(t);
});
afterAll(() => t.close());

const staffBase = '/staffservice/api/v1/vehicles';
const base = '/vehicleservice/api/v1';

/** A member's vehicle added through the API (WAIT), with everything needed to edit it later. */
async function submittedVehicle(type: 'INDIVIDUAL' | 'JURISTIC' = 'INDIVIDUAL') {
  const member = await createVehicleMember(t, type);
  const registered = await createRegistryVehicle(t, member.registrant);
  const documents = await uploadVehicleDocuments(t, member.token);
  const form = vehicleForm(registered, documents);
  const res = await request(t.app)
    .post(`${base}/vehicles`)
    .set(bearerHeaders(member.token))
    .send({ ...form, verificationToken: await stepProof(t, member, 'CREATE_VEHICLE') });
  expect(res.status).toBe(201);
  return { member, registered, documents, form, vehicleId: res.body.data.vehicleId as string };
}

function approve(vehicleId: string) {
  return request(t.app).post(`${staffBase}/${vehicleId}/approve`).set(bearerHeaders(staff.token));
}

function reject(vehicleId: string, body: object, language: 'TH' | 'EN' = 'EN') {
  return request(t.app).post(`${staffBase}/${vehicleId}/reject`).set(bearerHeaders(staff.token, language)).send(body);
}

async function edit(member: TVehicleMember, vehicleId: string, body: object) {
  const res = await request(t.app)
    .put(`${base}/vehicles/${vehicleId}`)
    .set(bearerHeaders(member.token))
    .send({ ...body, verificationToken: await stepProof(t, member, 'EDIT_VEHICLE') });
  expect(res.status).toBe(200);
  return res;
}

async function purposesFor(to: string): Promise<string[]> {
  return (await outboxFor(t, to)).map((message) => `${message.channel}:${message.purpose}`);
}

describe('the vehicle approval queue', () => {
  it('lists new, resubmitted and changed vehicles, oldest first, and by kind', async () => {
    const queued = await listVehicleQueue({ db: t.db, staffId: staff.staffId, page: 1, size: 100 });
    const before = queued.total;
    const first = await submittedVehicle();
    t.clock.advance(1000);
    const second = await submittedVehicle('JURISTIC');
    t.clock.advance(1000);
    expect((await reject(second.vehicleId, { reasonCode: 'PHOTO_UNCLEAR' })).status).toBe(200);
    await edit(second.member, second.vehicleId, editForm(second.form));
    t.clock.advance(1000);
    const third = await submittedVehicle();
    expect((await approve(third.vehicleId)).status).toBe(200);
    t.clock.advance(1000);
    await edit(third.member, third.vehicleId, editForm(third.form, { colourCodes: ['RED'] }));

    const res = await request(t.app).get(staffBase).query({ size: 100 }).set(bearerHeaders(staff.token));
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(before + 3);
    const mine = (res.body.data.items as { vehicleId: string }[]).filter((item) =>
      [first, second, third].some((v) => v.vehicleId === item.vehicleId),
    );
    expect(mine).toEqual([
      expect.objectContaining({
        vehicleId: first.vehicleId,
        kind: 'NEW',
        status: 'WAIT',
        accountType: 'INDIVIDUAL',
        customerName: 'Tester Member',
      }),
      expect.objectContaining({
        vehicleId: second.vehicleId,
        kind: 'RESUBMITTED',
        status: 'WAIT',
        accountType: 'JURISTIC',
        customerName: 'บริษัท ทดสอบ จำกัด',
      }),
      expect.objectContaining({ vehicleId: third.vehicleId, kind: 'CHANGE', status: 'ACTIVE' }),
    ]);
    const changes = await request(t.app).get(staffBase).query({ kind: 'CHANGE' }).set(bearerHeaders(staff.token));
    expect(changes.body.data.items.map((item: { vehicleId: string }) => item.vehicleId)).toEqual([third.vehicleId]);
    const resubmitted = await request(t.app).get(staffBase).query({ kind: 'RESUBMITTED' }).set(bearerHeaders(staff.token));
    expect(resubmitted.body.data.items.map((item: { vehicleId: string }) => item.vehicleId)).toEqual([second.vehicleId]);
  });

  it('shows one vehicle with its documents inline (downloadable by their keys), the member and the land-transport record', async () => {
    const { vehicleId, registered, member, documents } = await submittedVehicle();
    const res = await request(t.app).get(`${staffBase}/${vehicleId}`).set(bearerHeaders(staff.token));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      vehicleId,
      reviewKind: 'NEW',
      registryMatches: true,
      customer: { customerId: member.customerId, idNumber: member.registrant.id, email: member.email, mobile: member.mobile },
      registry: {
        plateNumber: registered.plateNumber,
        chassisNumber: registered.chassisNumber,
        ownerId: member.registrant.id,
        ownerType: 'PERSON',
      },
    });
    const book = res.body.data.documents.registrationBook as { fileId: string; url: string; mimeType: string }[];
    expect(book.map((page) => page.fileId)).toEqual(documents.registrationBook);
    expect(book.map((page) => page.mimeType)).toEqual(['application/pdf', 'image/png']);
    expect(res.body.data.documents.frontPhoto.mimeType).toBe('image/png');
    const download = await request(t.app).get(book[0]?.url ?? '');
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    const photo = await request(t.app).get(res.body.data.documents.frontPhoto.url);
    expect(photo.headers['content-type']).toBe('image/png');
  });

  it('answers 404 for an unknown vehicle and 401 to a customer', async () => {
    const unknown = await request(t.app).get(`${staffBase}/00000000-0000-4000-8000-000000000000`).set(bearerHeaders(staff.token));
    expect(unknown.status).toBe(404);
    expect(errorCodes(unknown)).toEqual(['ERR_VEH_0023']);
    const { member } = await submittedVehicle();
    expect((await request(t.app).get(staffBase).set(bearerHeaders(member.token))).status).toBe(401);
  });
});

describe('deciding on a vehicle', () => {
  it('approves a WAIT vehicle: ACTIVE, with who and when in the history, and the member told by e-mail and SMS', async () => {
    const { vehicleId, member } = await submittedVehicle();
    t.clock.advance(5000);
    const res = await approve(vehicleId);
    expect(res.body.data).toEqual({
      vehicleId,
      kind: 'NEW',
      decision: 'APPROVED',
      status: 'ACTIVE',
      decidedAt: t.clock.now().toISOString(),
    });
    const history = await t.db.select().from(vehicleStatusHistory).where(eq(vehicleStatusHistory.vehicleId, vehicleId));
    expect(history.find((entry) => entry.status === 'ACTIVE')).toMatchObject({
      changedByType: 'STAFF',
      changedById: staff.staffId,
      validFrom: t.clock.now(),
      validTo: null,
    });
    expect(history.find((entry) => entry.status === 'WAIT')?.validTo).toEqual(t.clock.now());
    expect(await purposesFor(member.email)).toContain('EMAIL:VEHICLE_APPROVED');
    expect(await purposesFor(member.mobile)).toContain('SMS:VEHICLE_APPROVED');
    const again = await reject(vehicleId, { reasonCode: 'PHOTO_UNCLEAR' }, 'TH');
    expect(again.status).toBe(409);
    expect(again.body.data.errors).toEqual([
      { code: 'ERR_VEH_0030', description: describeError('ERR_VEH_0030', 'TH', { status: 'ACTIVE' }) },
    ]);
  });

  it('rejects a WAIT vehicle with a reason from the list and free text; the e-mail links to the resubmission page', async () => {
    const { vehicleId, member } = await submittedVehicle();
    const res = await reject(vehicleId, { reasonCode: 'REGISTRATION_BOOK_INCOMPLETE', reasonText: 'หน้าผู้ถือกรรมสิทธิ์ไม่ชัด' });
    expect(res.body.data).toMatchObject({ decision: 'REJECTED', status: 'REJECTED', kind: 'NEW' });
    const vehicle = await request(t.app).get(`${base}/vehicles/${vehicleId}`).set(bearerHeaders(member.token));
    expect(vehicle.body.data.rejection).toMatchObject({ reasonCode: 'REGISTRATION_BOOK_INCOMPLETE', reasonText: 'หน้าผู้ถือกรรมสิทธิ์ไม่ชัด' });
    expect(vehicle.body.data.statusHistory.at(-1)).toMatchObject({
      status: 'REJECTED',
      changedBy: 'STAFF',
      reasonCode: 'REGISTRATION_BOOK_INCOMPLETE',
    });
    const [mail] = (await outboxFor(t, member.email)).filter((message) => message.purpose === 'VEHICLE_REJECTED');
    expect(mail?.text).toContain(`/mflow/car/resubmit?vehicleId=${vehicleId}`);
    expect(mail?.text).toContain('The registration book copy is incomplete');
    expect(mail?.text).toContain('หน้าผู้ถือกรรมสิทธิ์ไม่ชัด');
    expect(await purposesFor(member.mobile)).toContain('SMS:VEHICLE_REJECTED');
  });

  it('needs free text with the reason OTHER, and a reason from the list', async () => {
    const { vehicleId } = await submittedVehicle();
    expect(errorCodes(await reject(vehicleId, { reasonCode: 'OTHER' }))).toEqual(['ERR_COMMON_0004']);
    expect(errorCodes(await reject(vehicleId, { reasonCode: 'NO_REASON' }))).toEqual(['ERR_COMMON_0002']);
    expect((await findVehicle({ db: t.db, vehicleId }))?.status).toBe('WAIT');
  });

  it('applies an approved edit of an ACTIVE vehicle, which stays ACTIVE throughout', async () => {
    const { vehicleId, member, form, documents } = await submittedVehicle();
    await approve(vehicleId);
    const newPhoto = (await uploadVehicleDocuments(t, member.token)).frontPhoto;
    await edit(member, vehicleId, editForm(form, { colourCodes: ['RED', 'BLACK'], documents: { ...documents, frontPhoto: newPhoto } }));
    const review = await getVehicleReview({ db: t.db, staffId: staff.staffId, fileKeys: t.fileKeys, registries: t.registries, vehicleId });
    expect(review.pendingChange?.documents.frontPhoto).toMatchObject({ fileId: newPhoto, mimeType: 'image/png' });
    expect(review.pendingChange?.documents.registrationBook.map((page) => page.mimeType)).toEqual(['application/pdf', 'image/png']);
    const res = await approve(vehicleId);
    expect(res.body.data).toMatchObject({ kind: 'CHANGE', decision: 'APPROVED', status: 'ACTIVE' });
    const vehicle = await request(t.app).get(`${base}/vehicles/${vehicleId}`).set(bearerHeaders(member.token));
    expect(vehicle.body.data).toMatchObject({
      status: 'ACTIVE',
      colourCodes: ['RED', 'BLACK'],
      pendingChange: null,
      documents: { frontPhoto: { fileId: newPhoto } },
    });
    expect(vehicle.body.data.statusHistory.map((entry: { status: string }) => entry.status)).toEqual(['WAIT', 'ACTIVE']);
    expect(await purposesFor(member.email)).toContain('EMAIL:VEHICLE_CHANGE_APPROVED');
  });

  it('drops a rejected edit and keeps the vehicle ACTIVE as it was', async () => {
    const { vehicleId, member, form } = await submittedVehicle();
    await approve(vehicleId);
    await edit(member, vehicleId, editForm(form, { colourCodes: ['RED'] }));
    const res = await reject(vehicleId, { reasonCode: 'DATA_MISMATCH', reasonText: 'สีไม่ตรงกับคู่มือจดทะเบียน' });
    expect(res.body.data).toMatchObject({ kind: 'CHANGE', decision: 'REJECTED', status: 'ACTIVE' });
    const [change] = await t.db.select().from(vehiclePendingChanges).where(eq(vehiclePendingChanges.vehicleId, vehicleId));
    expect(change).toMatchObject({ status: 'REJECTED', reasonCode: 'DATA_MISMATCH', decidedByType: 'STAFF', decidedById: staff.staffId });
    const vehicle = await request(t.app).get(`${base}/vehicles/${vehicleId}`).set(bearerHeaders(member.token));
    expect(vehicle.body.data).toMatchObject({ status: 'ACTIVE', colourCodes: ['WHITE'], pendingChange: null });
    expect(await purposesFor(member.mobile)).toContain('SMS:VEHICLE_CHANGE_REJECTED');
    const audit = await auditTrailOf({ db: t.db, subjectId: vehicleId });
    expect(audit.map((entry) => [entry.action, entry.staffId])).toEqual([
      ['VEHICLE_APPROVE', staff.staffId],
      ['VEHICLE_REJECT', staff.staffId],
    ]);
    expect(audit[0]).toMatchObject({ before: { status: 'WAIT' }, after: { status: 'ACTIVE', decision: 'APPROVED' } });
    expect(audit[1]).toMatchObject({
      before: { status: 'ACTIVE', changes: { colourCodes: ['RED'] } },
      after: { status: 'ACTIVE', decision: 'REJECTED', reasonCode: 'DATA_MISMATCH', reasonText: 'สีไม่ตรงกับคู่มือจดทะเบียน' },
    });
  });

  it('cannot decide on an ACTIVE vehicle without a waiting edit, nor on a deleted one', async () => {
    const { vehicleId } = await submittedVehicle();
    await approve(vehicleId);
    const res = await approve(vehicleId);
    expect(res.status).toBe(409);
    expect(errorCodes(res)).toEqual(['ERR_VEH_0030']);
    const deleted = await submittedVehicle();
    const gone = await request(t.app)
      .delete(`${base}/vehicles/${deleted.vehicleId}`)
      .query({ verificationToken: await stepProof(t, deleted.member, 'DELETE_VEHICLE') })
      .set(bearerHeaders(deleted.member.token));
    expect(gone.status).toBe(200);
    const refused = await approve(deleted.vehicleId);
    expect(refused.body.data.errors).toEqual([
      { code: 'ERR_VEH_0030', description: 'This vehicle is not awaiting a decision (its status is INACTIVE)' },
    ]);
  });

  it('needs the APPROVER role: a trainer or operations account lists, shows and decides nothing', async () => {
    const { token } = await createSignedInStaff(t, { roles: ['TRAINER', 'OPERATIONS'] });
    const { vehicleId } = await submittedVehicle();
    const answers = [
      await request(t.app).get(staffBase).set(bearerHeaders(token)),
      await request(t.app).get(`${staffBase}/${vehicleId}`).set(bearerHeaders(token)),
      await request(t.app).post(`${staffBase}/${vehicleId}/approve`).set(bearerHeaders(token)),
    ];
    expect(answers.map((res) => [res.status, errorCodes(res)])).toEqual([
      [403, ['ERR_STAFF_0003']],
      [403, ['ERR_STAFF_0003']],
      [403, ['ERR_STAFF_0003']],
    ]);
    expect((await findVehicle({ db: t.db, vehicleId }))?.status).toBe('WAIT');
  });

  it("guards every step in the service: a disabled reviewer's open session lists, shows and decides nothing", async () => {
    const reviewer = await createStaff(t);
    const { vehicleId } = await submittedVehicle();
    await t.db.update(staffUsers).set({ status: 'DISABLED' }).where(eq(staffUsers.id, reviewer.staffId));
    const staffId = reviewer.staffId;
    expect(await rejectionCode(listVehicleQueue({ db: t.db, staffId, page: 1, size: 10 }))).toBe('ERR_AUTH_0005');
    expect(await rejectionCode(getVehicleReview({ db: t.db, staffId, fileKeys: t.fileKeys, registries: t.registries, vehicleId }))).toBe(
      'ERR_AUTH_0005',
    );
    const decision = decideVehicle({
      db: t.db,
      clock: t.clock,
      config: t.config,
      notifier: t.notifier,
      staffId,
      vehicleId,
      decision: { approve: true },
    });
    expect(await rejectionCode(decision)).toBe('ERR_AUTH_0005');
    expect((await findVehicle({ db: t.db, vehicleId }))?.status).toBe('WAIT');
  });
});
