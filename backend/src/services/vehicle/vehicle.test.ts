import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import request from 'supertest';
import { describeError } from '../../platform/errors/error-catalogue';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { fileContent } from '../../test/factories/files';
import { bearerHeaders, errorCodes } from '../../test/factories/http';
import {
  createRegistryVehicle,
  createVehicleMember,
  editForm,
  seedVehicle,
  stepProof,
  uploadVehicleDocuments,
  vehicleForm,
  type TRegistryVehicle,
  type TVehicleMember,
} from '../../test/factories/vehicles';
import { otpChallenges } from '../otp/otp.schema';
import { changeStatus } from './vehicle-records';
import { findVehicle } from './vehicle-reads';
import { vehicleDocuments, vehiclePendingChanges, vehicles, vehicleStatusHistory } from './vehicle.schema';

let t: TTestApp;

beforeAll(() => {
  t = createTestApp({ otpResendCooldownSeconds: 0, otpHourlyLimit: 100_000, authRateLimitPerMinute: 100_000 });
});
afterAll(() => t.close());

const base = '/vehicleservice/api/v1';

async function addVehicle(member: TVehicleMember, body: object, language: 'TH' | 'EN' = 'EN') {
  return request(t.app)
    .post(`${base}/vehicles`)
    .set(bearerHeaders(member.token, language))
    .send({ ...body, verificationToken: await stepProof(t, member, 'CREATE_VEHICLE') });
}

async function editVehicle(member: TVehicleMember, vehicleId: string, body: object) {
  return request(t.app)
    .put(`${base}/vehicles/${vehicleId}`)
    .set(bearerHeaders(member.token))
    .send({ ...body, verificationToken: await stepProof(t, member, 'EDIT_VEHICLE') });
}

async function deleteVehicle(member: TVehicleMember, vehicleId: string) {
  return request(t.app)
    .delete(`${base}/vehicles/${vehicleId}`)
    .query({ verificationToken: await stepProof(t, member, 'DELETE_VEHICLE') })
    .set(bearerHeaders(member.token));
}

/** Everything the vehicle module wrote for a customer, to check that a refusal wrote nothing. */
async function rowsOf(customerId: string) {
  const own = await t.db.select().from(vehicles).where(eq(vehicles.customerId, customerId));
  const ids = own.map((row) => row.id);
  const history = ids.length ? await t.db.select().from(vehicleStatusHistory).where(inArray(vehicleStatusHistory.vehicleId, ids)) : [];
  const documents = ids.length ? await t.db.select().from(vehicleDocuments).where(inArray(vehicleDocuments.vehicleId, ids)) : [];
  return { vehicles: own.length, history: history.length, documents: documents.length };
}

/** A member with a registry vehicle of their own and its documents uploaded, ready to add. */
async function memberWithVehicle(type: 'INDIVIDUAL' | 'JURISTIC' = 'INDIVIDUAL') {
  const member = await createVehicleMember(t, type);
  const registered = await createRegistryVehicle(t, member.registrant);
  const documents = await uploadVehicleDocuments(t, member.token);
  return { member, registered, documents, form: vehicleForm(registered, documents) };
}

/** An ACTIVE vehicle of the member's, added through the API and approved through the module. */
async function activeVehicle(member: TVehicleMember, registered: TRegistryVehicle, documents: Record<string, unknown>) {
  const added = await addVehicle(member, vehicleForm(registered, documents));
  expect(added.status).toBe(201);
  const vehicle = await findVehicle({ db: t.db, vehicleId: added.body.data.vehicleId });
  if (!vehicle) throw new Error('vehicle missing');
  await changeStatus({ db: t.db, vehicle, status: 'ACTIVE', at: t.clock.now(), change: { by: 'STAFF', byId: randomUUID() } });
  return added.body.data.vehicleId as string;
}

describe('adding a vehicle', () => {
  it('adds an own vehicle as WAIT, with a reference code, its documents and the first status interval, spending the CREATE_VEHICLE proof', async () => {
    const { member, form } = await memberWithVehicle();
    const res = await addVehicle(member, { ...form, plateNumber: form.plateNumber.replace(' ', '') });
    expect(res.status).toBe(201);
    const vehicle = res.body.data;
    expect(vehicle).toMatchObject({
      plateNumber: form.plateNumber,
      provinceCode: '10',
      status: 'WAIT',
      statusLabel: 'IN_REVIEW',
      source: 'PORTAL',
      ownerFlag: 'OWN',
      hasPendingChange: false,
      missingDocuments: [],
      rejection: null,
      pendingChange: null,
    });
    expect(vehicle.referenceCode).toMatch(/^V[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{9}$/);
    expect(vehicle.documents.registrationBook).toHaveLength(2);
    expect(vehicle.documents.frontPhoto.url).toMatch(/^\/fileservice\/api\/v1\/downloadFile\/.+\?key=/);
    expect(vehicle.documents.consentLetter).toBeNull();
    expect(vehicle.statusHistory).toEqual([
      { status: 'WAIT', from: t.clock.now().toISOString(), to: null, changedBy: 'CUSTOMER', reasonCode: null, reasonText: null },
    ]);
    expect(await rowsOf(member.customerId)).toEqual({ vehicles: 1, history: 1, documents: 6 });
    const listed = await request(t.app).get(`${base}/vehicles`).set(bearerHeaders(member.token));
    expect(listed.body.data).toMatchObject({ total: 1, page: 1, items: [{ vehicleId: vehicle.vehicleId, status: 'WAIT' }] });
  });

  it("says each document file's type, so that a PDF page of the registration book is not shown as a picture", async () => {
    // The factory uploads the book's first page as a PDF, its second and the front photo as PNGs, the back photo as a JPEG.
    const { member, form, documents } = await memberWithVehicle();
    const added = await addVehicle(member, form);
    const res = await request(t.app).get(`${base}/vehicles/${added.body.data.vehicleId}`).set(bearerHeaders(member.token));
    expect(res.status).toBe(200);
    const view = res.body.data.documents;
    expect(view.registrationBook).toEqual([
      {
        fileId: documents.registrationBook[0],
        url: expect.stringContaining(String(documents.registrationBook[0])),
        mimeType: 'application/pdf',
      },
      { fileId: documents.registrationBook[1], url: expect.stringContaining(String(documents.registrationBook[1])), mimeType: 'image/png' },
    ]);
    expect(view.frontPhoto).toMatchObject({ fileId: documents.frontPhoto, mimeType: 'image/png' });
    expect(view.backPhoto).toMatchObject({ fileId: documents.backPhoto, mimeType: 'image/jpeg' });
    expect(added.body.data.documents).toEqual(view);
  });

  it("adds someone else's vehicle with the keeper's consent letter, the owner's ID and the power of attorney", async () => {
    const member = await createVehicleMember(t);
    const registered = await createRegistryVehicle(t);
    const documents = await uploadVehicleDocuments(t, member.token, 'OTHER');
    const res = await addVehicle(member, vehicleForm(registered, documents, { ownerFlag: 'OTHER' }));
    expect(res.status).toBe(201);
    expect(res.body.data.documents.consentLetter.fileId).toBe(documents.consentLetter);
    expect(res.body.data.ownerFlag).toBe('OTHER');
  });

  it('takes several colours and a new colour typed as free text, and a brand not in the list', async () => {
    const { member, form } = await memberWithVehicle();
    const res = await addVehicle(member, {
      ...form,
      colourCodes: ['WHITE', 'OTHER'],
      colourOther: 'ม่วงมุก',
      brandCode: 'OTHER',
      brandOther: 'Tata',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ colourCodes: ['WHITE', 'OTHER'], colourOther: 'ม่วงมุก', brandCode: 'OTHER', brandOther: 'Tata' });
  });

  it('lets a company add a vehicle registered to its juristic number', async () => {
    const { member, form } = await memberWithVehicle('JURISTIC');
    expect((await addVehicle(member, form)).status).toBe(201);
  });

  it('refuses a plate the land-transport record does not hold, or a wrong chassis, with the words of requirements/error-messages.md#visible-messages, in both languages', async () => {
    const { member, form } = await memberWithVehicle();
    const wrongChassis = await addVehicle(member, { ...form, chassisLast5: form.chassisLast5 === '00000' ? '11111' : '00000' }, 'TH');
    expect(wrongChassis.status).toBe(400);
    expect(wrongChassis.body.data.errors).toEqual([{ code: 'ERR_VEH_0020', description: 'ข้อมูลเจ้าของรถไม่ตรงกับข้อมูลของกรมการขนส่งทางบก' }]);
    const unknownPlate = await addVehicle(member, { ...form, plateNumber: '9ฮฮ 9999', provinceCode: '96' });
    expect(unknownPlate.body.data.errors).toEqual([
      { code: 'ERR_VEH_0020', description: 'Vehicle owner data does not match the land transport record' },
    ]);
    expect(await rowsOf(member.customerId)).toEqual({ vehicles: 0, history: 0, documents: 0 });
  });

  it('refuses an own vehicle registered to someone else: the registrant does not match (requirements/vehicles.md#land-transport-check)', async () => {
    const member = await createVehicleMember(t);
    const strangers = await createRegistryVehicle(t);
    const documents = await uploadVehicleDocuments(t, member.token);
    const res = await addVehicle(member, vehicleForm(strangers, documents));
    expect(res.body.data.errors).toEqual([{ code: 'ERR_VEH_0021', description: 'The registrant does not match the registered vehicle' }]);
  });

  it('holds a plate and province on one account: a second account gets a clear error, the same account another', async () => {
    const { member, registered, form } = await memberWithVehicle();
    expect((await addVehicle(member, form)).status).toBe(201);
    const again = await addVehicle(member, form);
    expect(again.status).toBe(409);
    expect(errorCodes(again)).toEqual(['ERR_VEH_0025']);
    const other = await createVehicleMember(t);
    const res = await addVehicle(
      other,
      vehicleForm(registered, await uploadVehicleDocuments(t, other.token, 'OTHER'), { ownerFlag: 'OTHER' }),
    );
    expect(res.status).toBe(409);
    expect(res.body.data.errors[0]).toEqual({ code: 'ERR_VEH_0024', description: describeError('ERR_VEH_0024', 'EN') });
  });

  it('lets two accounts racing for one plate end with one vehicle: the database index refuses the second', async () => {
    const registered = await createRegistryVehicle(t);
    const racers = await Promise.all([createVehicleMember(t), createVehicleMember(t), createVehicleMember(t)]);
    const bodies = await Promise.all(
      racers.map(async (member) => ({
        ...vehicleForm(registered, await uploadVehicleDocuments(t, member.token, 'OTHER'), { ownerFlag: 'OTHER' }),
        verificationToken: await stepProof(t, member, 'CREATE_VEHICLE'),
      })),
    );
    const answers = await Promise.all(
      racers.map((member, index) => request(t.app).post(`${base}/vehicles`).set(bearerHeaders(member.token)).send(bodies[index])),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409]);
    for (const refused of answers.filter((res) => res.status === 409)) expect(errorCodes(refused)).toEqual(['ERR_VEH_0024']);
    const held = await t.db.select().from(vehicles).where(eq(vehicles.plateNumber, registered.plateNumber));
    expect(held).toHaveLength(1);
  });

  it('frees a plate once its vehicle is deleted or rejected: another account may then add it', async () => {
    const registered = await createRegistryVehicle(t);
    const first = await createVehicleMember(t);
    await seedVehicle(t, first.customerId, { status: 'INACTIVE', plateNumber: registered.plateNumber });
    await seedVehicle(t, first.customerId, { status: 'REJECTED', plateNumber: registered.plateNumber });
    const second = await createVehicleMember(t);
    const res = await addVehicle(
      second,
      vehicleForm(registered, await uploadVehicleDocuments(t, second.token, 'OTHER'), { ownerFlag: 'OTHER' }),
    );
    expect(res.status).toBe(201);
  });
});

describe('bad input when adding: a clear localised error, nothing half-written', () => {
  it.each([
    ['an unknown province', { provinceCode: '99' }, ['ERR_VEH_0035']],
    ['a malformed plate', { plateNumber: '12345' }, ['ERR_VEH_0001']],
    ['a plate of another plate type', { plateType: 'MILITARY' }, ['ERR_VEH_0002']],
    ['a chassis of 4 characters', { chassisLast5: '1234' }, ['ERR_VEH_0003']],
    ['a chassis of 6 characters', { chassisLast5: '123456' }, ['ERR_VEH_0003']],
    ['the colour OTHER without free text', { colourCodes: ['OTHER'] }, ['ERR_VEH_0004']],
    ['a colour not in the list', { colourCodes: ['PLAID'] }, ['ERR_CUST_0047']],
    ['a vehicle type of another class', { vehicleTypeCode: 'TRUCK_10W' }, ['ERR_VEH_0028']],
    ['an axle count that does not fit the class', { axleCount: 3 }, ['ERR_VEH_0006']],
  ])('refuses %s', async (_case, overrides, codes) => {
    const { member, form } = await memberWithVehicle();
    const res = await addVehicle(member, { ...form, ...overrides }, 'TH');
    expect(res.status).toBe(400);
    expect(errorCodes(res)).toEqual(codes);
    expect(res.body.data.errors[0].description).toMatch(/[\u0E00-\u0E7F]/);
    expect(await rowsOf(member.customerId)).toEqual({ vehicles: 0, history: 0, documents: 0 });
  });

  it('takes a chassis of exactly 5 characters', async () => {
    const { member, form } = await memberWithVehicle();
    expect(form.chassisLast5).toHaveLength(5);
    expect((await addVehicle(member, form)).status).toBe(201);
  });

  it('refuses a registration book of 1 page and takes one of 2', async () => {
    const { member, form, documents } = await memberWithVehicle();
    const onePage = await addVehicle(
      member,
      { ...form, documents: { ...documents, registrationBook: [documents.registrationBook[0]] } },
      'EN',
    );
    expect(onePage.body.data.errors).toEqual([
      {
        code: 'ERR_VEH_0007',
        description: 'The registration book copy needs at least 2 pages: the latest registration page and the latest owner page',
      },
    ]);
    expect(await rowsOf(member.customerId)).toEqual({ vehicles: 0, history: 0, documents: 0 });
    expect((await addVehicle(member, form)).status).toBe(201);
  });

  it("refuses someone else's vehicle without the consent documents", async () => {
    const member = await createVehicleMember(t);
    const registered = await createRegistryVehicle(t);
    const res = await addVehicle(member, vehicleForm(registered, await uploadVehicleDocuments(t, member.token), { ownerFlag: 'OTHER' }));
    expect(errorCodes(res)).toEqual(['ERR_VEH_0008', 'ERR_VEH_0008', 'ERR_VEH_0008']);
    expect(res.body.data.errors[0].description).toContain('documents.consentLetter');
  });

  it('refuses a file whose content is not JPG, PNG or PDF whatever its name says, at the upload', async () => {
    const member = await createVehicleMember(t);
    const res = await request(t.app)
      .post('/fileservice/api/v1/uploadFile')
      .set(bearerHeaders(member.token))
      .field('documentType', 'VEHICLE_FRONT')
      .attach('file', fileContent.exe(), 'front.jpg');
    expect(res.status).toBe(415);
    expect(errorCodes(res)).toEqual(['ERR_FILE_0002']);
  });

  it("refuses a PDF for a photo, a file uploaded for another document, and another customer's file", async () => {
    const { member, form, documents } = await memberWithVehicle();
    const stranger = await createVehicleMember(t);
    const strangersFile = (await uploadVehicleDocuments(t, stranger.token)).sidePhoto;
    const res = await addVehicle(member, {
      ...form,
      documents: {
        ...documents,
        frontPhoto: documents.registrationBook[0],
        backPhoto: documents.taxPlate,
        taxPlate: documents.backPhoto,
        sidePhoto: strangersFile,
        registrationBook: [randomUUID(), documents.registrationBook[1]],
      },
    });
    expect(res.status).toBe(400);
    expect(
      res.body.data.errors.map((error: { code: string; description: string }) => [
        error.code,
        /attached as (\S+)/.exec(error.description)?.[1],
      ]),
    ).toEqual([
      ['ERR_VEH_0027', 'documents.frontPhoto'],
      ['ERR_VEH_0027', 'documents.backPhoto'],
      ['ERR_VEH_0027', 'documents.sidePhoto'],
      ['ERR_VEH_0027', 'documents.registrationBook.0'],
      ['ERR_VEH_0027', 'documents.taxPlate'],
    ]);
  });

  it('refuses an OTP verification of another step, naming both step codes, and leaves it unspent', async () => {
    const { member, form } = await memberWithVehicle();
    const token = await stepProof(t, member, 'DELETE_VEHICLE');
    const res = await request(t.app)
      .post(`${base}/vehicles`)
      .set(bearerHeaders(member.token))
      .send({ ...form, verificationToken: token });
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([
      {
        code: 'ERR_OTP_0016',
        description:
          'This OTP verification was made for the step DELETE_VEHICLE (step code 11), not for CREATE_VEHICLE (step code 9): please request an OTP for this step',
      },
    ]);
    expect(await rowsOf(member.customerId)).toEqual({ vehicles: 0, history: 0, documents: 0 });
    const [challenge] = await t.db.select().from(otpChallenges).where(eq(otpChallenges.contact, member.mobile));
    expect(challenge?.consumedAt).toBeNull();
  });

  it('needs the OTP proof at all, and one that was sent to the member', async () => {
    const { member, form } = await memberWithVehicle();
    const without = await request(t.app).post(`${base}/vehicles`).set(bearerHeaders(member.token)).send(form);
    expect(errorCodes(without)).toEqual(['ERR_COMMON_0004']);
    const other = await createVehicleMember(t);
    const othersProof = await stepProof(t, other, 'CREATE_VEHICLE');
    const res = await request(t.app)
      .post(`${base}/vehicles`)
      .set(bearerHeaders(member.token))
      .send({ ...form, verificationToken: othersProof });
    expect(errorCodes(res)).toEqual(['ERR_OTP_0015']);
  });

  it('keeps the OTP proof unspent when the plate turns out to be taken', async () => {
    const registered = await createRegistryVehicle(t);
    const holder = await createVehicleMember(t);
    await seedVehicle(t, holder.customerId, { status: 'ACTIVE', plateNumber: registered.plateNumber });
    const member = await createVehicleMember(t);
    const res = await addVehicle(
      member,
      vehicleForm(registered, await uploadVehicleDocuments(t, member.token, 'OTHER'), { ownerFlag: 'OTHER' }),
    );
    expect(errorCodes(res)).toEqual(['ERR_VEH_0024']);
    const [challenge] = await t.db.select().from(otpChallenges).where(eq(otpChallenges.contact, member.mobile));
    expect(challenge?.consumedAt).toBeNull();
  });
});

describe("another customer's vehicle", () => {
  it('is invisible: 404, not 403, for GET, PUT, DELETE and cancelling an edit, and nothing changes', async () => {
    const { member, registered, documents, form } = await memberWithVehicle();
    const vehicleId = await activeVehicle(member, registered, documents);
    const intruder = await createVehicleMember(t);
    const intruderDocuments = await uploadVehicleDocuments(t, intruder.token);
    const answers = [
      await request(t.app).get(`${base}/vehicles/${vehicleId}`).set(bearerHeaders(intruder.token)),
      await editVehicle(intruder, vehicleId, editForm(form, { documents: intruderDocuments })),
      await deleteVehicle(intruder, vehicleId),
      await request(t.app).delete(`${base}/vehicles/${vehicleId}/pending-change`).set(bearerHeaders(intruder.token)),
    ];
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.body.data.errors).toEqual([{ code: 'ERR_VEH_0023', description: 'The vehicle was not found' }]);
    }
    expect((await findVehicle({ db: t.db, vehicleId }))?.status).toBe('ACTIVE');
    const unknown = await request(t.app).get(`${base}/vehicles/not-a-vehicle-id`).set(bearerHeaders(member.token));
    expect(unknown.status).toBe(404);
    expect((await request(t.app).get(`${base}/vehicles`).set(bearerHeaders(intruder.token))).body.data.total).toBe(0);
  });
});

describe('editing a vehicle', () => {
  it('changes a WAIT vehicle at once', async () => {
    const { member, form } = await memberWithVehicle();
    const added = await addVehicle(member, form);
    const res = await editVehicle(member, added.body.data.vehicleId, editForm(form, { colourCodes: ['BLACK', 'SILVER'] }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'WAIT', colourCodes: ['BLACK', 'SILVER'], pendingChange: null });
  });

  it('keeps an ACTIVE vehicle ACTIVE while its edit waits for approval, and drops the edit when the customer cancels it', async () => {
    const { member, registered, documents, form } = await memberWithVehicle();
    const vehicleId = await activeVehicle(member, registered, documents);
    const newPhoto = (await uploadVehicleDocuments(t, member.token)).frontPhoto;
    const res = await editVehicle(
      member,
      vehicleId,
      editForm(form, { colourCodes: ['RED'], documents: { ...documents, frontPhoto: newPhoto } }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'ACTIVE',
      statusLabel: 'AWAITING_CONFIRMATION',
      hasPendingChange: true,
      colourCodes: ['WHITE'],
    });
    expect(res.body.data.documents.frontPhoto.fileId).toBe(documents.frontPhoto);
    expect(res.body.data.pendingChange).toMatchObject({ colourCodes: ['RED'], documents: { frontPhoto: { fileId: newPhoto } } });
    expect(res.body.data.statusHistory.map((entry: { status: string }) => entry.status)).toEqual(['WAIT', 'ACTIVE']);

    const cancelled = await request(t.app).delete(`${base}/vehicles/${vehicleId}/pending-change`).set(bearerHeaders(member.token));
    expect(cancelled.body.data).toMatchObject({
      status: 'ACTIVE',
      statusLabel: 'ACTIVE',
      hasPendingChange: false,
      pendingChange: null,
      colourCodes: ['WHITE'],
    });
    const [change] = await t.db.select().from(vehiclePendingChanges).where(eq(vehiclePendingChanges.vehicleId, vehicleId));
    expect(change).toMatchObject({ status: 'CANCELLED', decidedByType: 'CUSTOMER' });
    const again = await request(t.app).delete(`${base}/vehicles/${vehicleId}/pending-change`).set(bearerHeaders(member.token));
    expect(again.status).toBe(409);
    expect(errorCodes(again)).toEqual(['ERR_VEH_0029']);
  });

  it("says the file types of a waiting edit's documents, page by page", async () => {
    const { member, registered, documents, form } = await memberWithVehicle();
    const vehicleId = await activeVehicle(member, registered, documents);
    const [pdfPage, pngPage] = (await uploadVehicleDocuments(t, member.token)).registrationBook;
    const res = await editVehicle(member, vehicleId, editForm(form, { documents: { ...documents, registrationBook: [pngPage, pdfPage] } }));
    expect(res.status).toBe(200);
    expect(res.body.data.pendingChange.documents.registrationBook).toEqual([
      expect.objectContaining({ fileId: pngPage, mimeType: 'image/png' }),
      expect.objectContaining({ fileId: pdfPage, mimeType: 'application/pdf' }),
    ]);
    expect(res.body.data.documents.registrationBook.map((page: { mimeType: string }) => page.mimeType)).toEqual([
      'application/pdf',
      'image/png',
    ]);
  });

  it('lets a newer edit of an ACTIVE vehicle replace the one still waiting', async () => {
    const { member, registered, documents, form } = await memberWithVehicle();
    const vehicleId = await activeVehicle(member, registered, documents);
    await editVehicle(member, vehicleId, editForm(form, { colourCodes: ['RED'] }));
    const res = await editVehicle(member, vehicleId, editForm(form, { colourCodes: ['BLUE'] }));
    expect(res.body.data.pendingChange.colourCodes).toEqual(['BLUE']);
    const changes = await t.db.select().from(vehiclePendingChanges).where(eq(vehiclePendingChanges.vehicleId, vehicleId));
    expect(changes.map((change) => change.status).sort()).toEqual(['CANCELLED', 'PENDING']);
  });

  it('resubmits a REJECTED vehicle: it goes back to WAIT with who and why in the history', async () => {
    const { member, form } = await memberWithVehicle();
    const added = await addVehicle(member, form);
    const vehicle = await findVehicle({ db: t.db, vehicleId: added.body.data.vehicleId });
    if (!vehicle) throw new Error('vehicle missing');
    t.clock.advance(1000);
    await changeStatus({
      db: t.db,
      vehicle,
      status: 'REJECTED',
      at: t.clock.now(),
      change: { by: 'STAFF', byId: randomUUID(), reasonCode: 'PHOTO_UNCLEAR' },
      rejection: { code: 'PHOTO_UNCLEAR', text: 'blurred' },
    });
    const rejected = await request(t.app).get(`${base}/vehicles/${vehicle.id}`).set(bearerHeaders(member.token));
    expect(rejected.body.data.rejection).toEqual({
      reasonCode: 'PHOTO_UNCLEAR',
      reasonText: 'blurred',
      rejectedAt: t.clock.now().toISOString(),
    });
    t.clock.advance(1000);
    const res = await editVehicle(member, vehicle.id, editForm(form));
    expect(res.body.data).toMatchObject({ status: 'WAIT', statusLabel: 'IN_REVIEW', rejection: null });
    expect(
      res.body.data.statusHistory.map((entry: { status: string; changedBy: string; reasonCode: string | null }) => [
        entry.status,
        entry.changedBy,
        entry.reasonCode,
      ]),
    ).toEqual([
      ['WAIT', 'CUSTOMER', null],
      ['REJECTED', 'STAFF', 'PHOTO_UNCLEAR'],
      ['WAIT', 'CUSTOMER', 'RESUBMITTED'],
    ]);
  });

  it('refuses to resubmit a rejected vehicle whose plate another account has taken meanwhile', async () => {
    const { member, registered, form } = await memberWithVehicle();
    const rejected = await seedVehicle(t, member.customerId, {
      status: 'REJECTED',
      plateNumber: registered.plateNumber,
      chassisLast5: registered.chassisLast5,
    });
    const other = await createVehicleMember(t);
    await seedVehicle(t, other.customerId, { status: 'WAIT', plateNumber: registered.plateNumber });
    const res = await editVehicle(member, rejected.id, editForm(form));
    expect(errorCodes(res)).toEqual(['ERR_VEH_0024']);
    expect((await findVehicle({ db: t.db, vehicleId: rejected.id }))?.status).toBe('REJECTED');
  });

  it('refuses to edit a deleted vehicle', async () => {
    const { member, form } = await memberWithVehicle();
    const added = await addVehicle(member, form);
    expect((await deleteVehicle(member, added.body.data.vehicleId)).status).toBe(200);
    const res = await editVehicle(member, added.body.data.vehicleId, editForm(form));
    expect(res.status).toBe(409);
    expect(res.body.data.errors).toEqual([
      { code: 'ERR_VEH_0026', description: 'This vehicle has been deleted and can no longer be changed' },
    ]);
  });

  it('needs an EDIT_VEHICLE proof: a CREATE_VEHICLE one is refused', async () => {
    const { member, form } = await memberWithVehicle();
    const added = await addVehicle(member, form);
    const res = await request(t.app)
      .put(`${base}/vehicles/${added.body.data.vehicleId}`)
      .set(bearerHeaders(member.token))
      .send({ ...editForm(form), verificationToken: await stepProof(t, member, 'CREATE_VEHICLE') });
    expect(errorCodes(res)).toEqual(['ERR_OTP_0016']);
  });

  it('does not let an edit change what identifies the vehicle', async () => {
    const { member, form } = await memberWithVehicle();
    const added = await addVehicle(member, form);
    const res = await editVehicle(member, added.body.data.vehicleId, { ...editForm(form), plateNumber: '1กข 1234' });
    expect(errorCodes(res)).toEqual(['ERR_COMMON_0003']);
  });
});

describe('deleting a vehicle', () => {
  it('makes it INACTIVE from that moment on, cancels a waiting edit, and hides it from the default list', async () => {
    const { member, registered, documents, form } = await memberWithVehicle();
    const vehicleId = await activeVehicle(member, registered, documents);
    await editVehicle(member, vehicleId, editForm(form, { colourCodes: ['RED'] }));
    t.clock.advance(60_000);
    const res = await deleteVehicle(member, vehicleId);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'INACTIVE',
      statusLabel: 'CANCELLED',
      pendingChange: null,
      statusChangedAt: t.clock.now().toISOString(),
    });
    const history = res.body.data.statusHistory as { status: string; from: string; to: string | null }[];
    expect(history.at(-2)).toMatchObject({ status: 'ACTIVE', to: t.clock.now().toISOString() });
    expect(history.at(-1)).toMatchObject({ status: 'INACTIVE', from: t.clock.now().toISOString(), to: null });
    expect((await request(t.app).get(`${base}/vehicles`).set(bearerHeaders(member.token))).body.data.total).toBe(0);
    const deleted = await request(t.app).get(`${base}/vehicles`).query({ status: 'INACTIVE' }).set(bearerHeaders(member.token));
    expect(deleted.body.data.items.map((item: { vehicleId: string }) => item.vehicleId)).toEqual([vehicleId]);
    const again = await deleteVehicle(member, vehicleId);
    expect(errorCodes(again)).toEqual(['ERR_VEH_0026']);
  });

  it('needs a DELETE_VEHICLE proof', async () => {
    const { member, form } = await memberWithVehicle();
    const added = await addVehicle(member, form);
    const res = await request(t.app)
      .delete(`${base}/vehicles/${added.body.data.vehicleId}`)
      .query({ verificationToken: await stepProof(t, member, 'EDIT_VEHICLE') })
      .set(bearerHeaders(member.token));
    expect(errorCodes(res)).toEqual(['ERR_OTP_0016']);
    expect((await findVehicle({ db: t.db, vehicleId: added.body.data.vehicleId }))?.status).toBe('WAIT');
    const without = await request(t.app).delete(`${base}/vehicles/${added.body.data.vehicleId}`).set(bearerHeaders(member.token));
    expect(errorCodes(without)).toEqual(['ERR_COMMON_0004']);
  });
});

describe('the vehicle list', () => {
  it('pages through the member’s vehicles, newest first, by status', async () => {
    const member = await createVehicleMember(t, 'JURISTIC');
    for (const status of ['ACTIVE', 'ACTIVE', 'WAIT', 'REJECTED'] as const) {
      await seedVehicle(t, member.customerId, { status });
      t.clock.advance(1000);
    }
    const page = await request(t.app).get(`${base}/vehicles`).query({ size: 3 }).set(bearerHeaders(member.token));
    expect(page.body.data).toMatchObject({ total: 4, page: 1, size: 3 });
    expect(page.body.data.items.map((item: { status: string }) => item.status)).toEqual(['REJECTED', 'WAIT', 'ACTIVE']);
    const active = await request(t.app).get(`${base}/vehicles`).query({ status: 'ACTIVE' }).set(bearerHeaders(member.token));
    expect(active.body.data.total).toBe(2);
    expect((await request(t.app).get(`${base}/vehicles`).set(bearerHeaders(member.token)).query({ status: 'GONE' })).status).toBe(400);
  });

  it('needs a signed-in member', async () => {
    const res = await request(t.app).get(`${base}/vehicles`).set(bearerHeaders('not-a-token'));
    expect(res.status).toBe(401);
  });
});
