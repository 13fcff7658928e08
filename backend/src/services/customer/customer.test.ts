import { eq } from 'drizzle-orm';
import request from 'supertest';
import { describeError } from '../../platform/errors/error-catalogue';
import { commonHeaders, createTestApp, type TTestApp } from '../../test/test-app';
import { newEmail, newMobile } from '../../test/factories/identities';
import { accessKeyHeaders, bearerHeaders } from '../../test/factories/http';
import { createCustomer, createMember, signIn, tokenOf } from '../../test/factories/customers';
import { rejectionCode } from '../../test/factories/http';
import { uploadOwnFile } from '../../test/factories/files';
import { otpProof, validAddress } from '../../test/factories/registration';
import { addressesAndDocumentsOf, findCustomer } from './customer-records';
import { toCustomerView } from './customer.mapper';
import { customers } from './customer.schema';
import { updateProfile } from './customer.service';

let t: TTestApp;

beforeAll(() => {
  t = createTestApp({ authRateLimitPerMinute: 10_000 });
});
afterAll(() => t.close());

const errorsOf = (res: request.Response) => res.body.data.errors as { code: string; description: string }[];
const base = '/customerservice/api/v1';

describe('reading the customer', () => {
  it('answers the fields of requirements/accounts.md#customer for /customer/current and for the own id', async () => {
    const me = await createMember(t);
    const current = await request(t.app).get(`${base}/customer/current`).set(bearerHeaders(me.token));
    expect(current.body.data).toMatchObject({
      customerId: me.customerId,
      customerType: 'Individual',
      firstName: 'Tester',
      lastName: 'Member',
      companyName: null,
      email: me.email,
      point: 0,
      attachments: [],
    });
    expect(current.body.data.idNumberMasked).toMatch(/^\*{9}\d{4}$/);
    const byId = await request(t.app).get(`${base}/customer/${me.customerId}`).set(bearerHeaders(me.token));
    expect(byId.body.data).toEqual(current.body.data);
  });

  it('reads /customer/current in one statement that answers what the separate reads of customer, addresses and documents do', async () => {
    const me = await createMember(t);
    const address = await validAddress(t);
    for (const houseNumber of ['3/3', '1/1', '2/2']) {
      expect(
        (
          await request(t.app)
            .post(`${base}/customer/current/invoice-addresses`)
            .set(bearerHeaders(me.token))
            .send({ ...address, houseNumber })
        ).status,
      ).toBe(201);
      t.clock.advance(1000);
    }
    await request(t.app)
      .put(`${base}/customer/current/picture`)
      .set(bearerHeaders(me.token))
      .send({ fileId: await uploadOwnFile(t, me.token) });
    const current = await request(t.app).get(`${base}/customer/current`).set(bearerHeaders(me.token));
    const row = await findCustomer({ db: t.db, customerId: me.customerId });
    const { addresses, documents } = await addressesAndDocumentsOf({ db: t.db, customerId: me.customerId });
    if (!row) throw new Error('the member was just created');
    expect(current.body.data).toEqual(JSON.parse(JSON.stringify(toCustomerView(row, addresses, documents, t.fileKeys))));
    expect(current.body.data.addresses.map((a: { houseNumber: string }) => a.houseNumber)).toEqual(['3/3', '1/1', '2/2']);
    expect(current.body.data.attachments).toHaveLength(1);
  });

  it("answers another customer's id as not found, exactly as an id that does not exist", async () => {
    const me = await createMember(t);
    const other = await createCustomer(t);
    for (const id of [other.customerId, '00000000-0000-4000-8000-000000000000', 'current-ish']) {
      const res = await request(t.app).get(`${base}/customer/${id}`).set(bearerHeaders(me.token, 'TH'));
      expect(res.status).toBe(404);
      expect(errorsOf(res)).toEqual([{ code: 'ERR_CUST_0031', description: describeError('ERR_CUST_0031', 'TH') }]);
    }
  });

  it("cannot download another customer's files with its own sign-in", async () => {
    const me = await createMember(t);
    const other = await createMember(t);
    const theirs = await uploadOwnFile(t, other.token);
    const mine = await request(t.app).get(`/fileservice/api/v1/downloadFile/${theirs}`).set(bearerHeaders(me.token));
    expect(mine.status).toBe(404);
    expect((await request(t.app).get(`/fileservice/api/v1/downloadFile/${theirs}`).set(bearerHeaders(other.token))).status).toBe(200);
  });

  it('needs a customer token: an access key or a staff token will not do', async () => {
    const withKey = await request(t.app).get(`${base}/customer/current`).set(accessKeyHeaders(t));
    expect(errorsOf(withKey)[0]?.code).toBe('ERR_AUTH_0004');
    const staff = await t.sessions.open({ db: t.db, subjectType: 'STAFF', subjectId: 'someone' });
    const withStaff = await request(t.app).get(`${base}/customer/current`).set(bearerHeaders(staff.token));
    expect(errorsOf(withStaff)[0]?.code).toBe('ERR_AUTH_0005');
  });
});

describe('editing the profile', () => {
  it('changes the notification language and the mailing address, and checks the address against the master lists', async () => {
    const me = await createCustomer(t);
    const token = await tokenOf(t, me);
    const address = await validAddress(t);
    const res = await request(t.app)
      .put(`${base}/customer/current`)
      .set(bearerHeaders(token))
      .send({ notificationLanguage: 'TH', addresses: { delivery: { ...address, houseNumber: '-', floor: '3' } } });
    expect(res.status).toBe(200);
    expect(res.body.data.notificationLanguage).toBe('TH');
    const bad = await request(t.app)
      .put(`${base}/customer/current`)
      .set(bearerHeaders(token))
      .send({ addresses: { residence: { ...address, provinceCode: '99' } } });
    expect(errorsOf(bad)).toEqual([
      { code: 'ERR_CUST_0026', description: describeError('ERR_CUST_0026', 'EN', { field: 'addresses.residence' }) },
    ]);
  });

  it('changes the e-mail only with an OTP proof of the new address, and never to one another account holds', async () => {
    const me = await createMember(t);
    const other = await createCustomer(t);
    const put = (body: object) => request(t.app).put(`${base}/customer/current`).set(bearerHeaders(me.token)).send(body);
    const fresh = newEmail();
    expect(errorsOf(await put({ email: fresh }))).toEqual([
      { code: 'ERR_COMMON_0004', description: 'The field emailVerificationToken is required' },
    ]);
    expect(errorsOf(await put({ email: other.email, emailVerificationToken: 'x' }))[0]?.code).toBe('ERR_CUST_0027');
    const proof = await otpProof(t, 'EMAIL', fresh, 'CHANGE_EMAIL', bearerHeaders(me.token));
    const changed = await put({ email: fresh, emailVerificationToken: proof });
    expect(changed.body.data.email).toBe(fresh);
    expect((await signIn(t, fresh, me.password)).status).toBe(200);
  });

  it('changes the mobile only with an OTP proof of the new number', async () => {
    const me = await createMember(t);
    const fresh = newMobile();
    const put = (body: object) => request(t.app).put(`${base}/customer/current`).set(bearerHeaders(me.token)).send(body);
    const wrongPurpose = await otpProof(t, 'SMS', fresh, 'REGISTER_MOBILE', bearerHeaders(me.token));
    expect(errorsOf(await put({ mobile: fresh, mobileVerificationToken: wrongPurpose }))[0]?.code).toMatch(/^ERR_OTP_/);
    t.clock.advance(61_000);
    const proof = await otpProof(t, 'SMS', fresh, 'CHANGE_MOBILE', bearerHeaders(me.token));
    expect((await put({ mobile: fresh, mobileVerificationToken: proof })).body.data.mobile).toBe(fresh);
  });

  it('refuses a new e-mail or mobile without its OTP proof in the service itself, whoever the caller', async () => {
    const me = await createCustomer(t);
    const edit = (changes: Parameters<typeof updateProfile>[0]['changes']) =>
      updateProfile({ db: t.db, clock: t.clock, fileKeys: t.fileKeys, customerId: me.customerId, changes });
    expect(await rejectionCode(edit({ email: newEmail() }))).toBe('ERR_COMMON_0004');
    expect(await rejectionCode(edit({ mobile: newMobile() }))).toBe('ERR_COMMON_0004');
    expect(await rejectionCode(edit({ email: newEmail(), emailVerificationToken: 'made-up' }))).toBe('ERR_OTP_0012');
    const [row] = await t.db.select().from(customers).where(eq(customers.id, me.customerId));
    expect(row).toMatchObject({ email: me.email, mobile: me.mobile });
  });
});

describe('profile picture', () => {
  it("uses one of the customer's own uploads and shows it as the PROFILE attachment", async () => {
    const me = await createMember(t);
    const fileId = await uploadOwnFile(t, me.token);
    const res = await request(t.app).put(`${base}/customer/current/picture`).set(bearerHeaders(me.token)).send({ fileId });
    expect(res.body.data.attachments).toEqual([
      { type: 'PROFILE', file: expect.stringContaining(`/fileservice/api/v1/downloadFile/${fileId}?key=`) },
    ]);
    const picture = await request(t.app).get(res.body.data.attachments[0].file);
    expect(picture.status).toBe(200);
    expect((await signIn(t, me.email, me.password)).body.data.profileImage).toContain(fileId);
    const removed = await request(t.app).delete(`${base}/customer/current/picture`).set(bearerHeaders(me.token));
    expect(removed.body.data.attachments).toEqual([]);
  });

  it("refuses another customer's file", async () => {
    const me = await createMember(t);
    const other = await createMember(t);
    const theirs = await uploadOwnFile(t, other.token);
    const res = await request(t.app).put(`${base}/customer/current/picture`).set(bearerHeaders(me.token)).send({ fileId: theirs });
    expect(errorsOf(res)[0]?.code).toBe('ERR_COMMON_0002');
    expect((await request(t.app).get(`${base}/customer/current`).set(bearerHeaders(me.token))).body.data.attachments).toEqual([]);
  });
});

describe('invoice addresses', () => {
  const path = `${base}/customer/current/invoice-addresses`;

  it('keeps exactly one main address: the first, then whichever is chosen', async () => {
    const me = await createMember(t);
    const address = await validAddress(t);
    const first = await request(t.app).post(path).set(bearerHeaders(me.token)).send(address);
    expect(first.status).toBe(201);
    expect(first.body.data.isMain).toBe(true);
    const second = await request(t.app)
      .post(path)
      .set(bearerHeaders(me.token))
      .send({ ...address, houseNumber: '1/1' });
    expect(second.body.data.isMain).toBe(false);
    await request(t.app)
      .put(`${path}/${second.body.data.addressId}`)
      .set(bearerHeaders(me.token))
      .send({ ...address, houseNumber: '1/2', isMain: true });
    const list = await request(t.app).get(path).set(bearerHeaders(me.token));
    expect(list.body.data.addresses.map((a: { houseNumber: string; isMain: boolean }) => [a.houseNumber, a.isMain])).toEqual([
      ['1/2', true],
      ['99/12', false],
    ]);
  });

  it('refuses to delete the main address while others remain, and deletes the last one', async () => {
    const me = await createMember(t);
    const address = await validAddress(t);
    const main = (await request(t.app).post(path).set(bearerHeaders(me.token)).send(address)).body.data.addressId;
    const other = (await request(t.app).post(path).set(bearerHeaders(me.token)).send(address)).body.data.addressId;
    const refused = await request(t.app).delete(`${path}/${main}`).set(bearerHeaders(me.token, 'TH'));
    expect(errorsOf(refused)).toEqual([{ code: 'ERR_CUST_0041', description: describeError('ERR_CUST_0041', 'TH') }]);
    expect((await request(t.app).delete(`${path}/${other}`).set(bearerHeaders(me.token))).body.data).toEqual({ deleted: true });
    expect((await request(t.app).delete(`${path}/${main}`).set(bearerHeaders(me.token))).status).toBe(200);
    expect((await request(t.app).get(path).set(bearerHeaders(me.token))).body.data.addresses).toEqual([]);
  });

  it("cannot read, change or delete another customer's address", async () => {
    const me = await createMember(t);
    const other = await createMember(t);
    const address = await validAddress(t);
    const theirs = (await request(t.app).post(path).set(bearerHeaders(other.token)).send(address)).body.data.addressId;
    expect((await request(t.app).get(path).set(bearerHeaders(me.token))).body.data.addresses).toEqual([]);
    expect(errorsOf(await request(t.app).put(`${path}/${theirs}`).set(bearerHeaders(me.token)).send(address))[0]?.code).toBe(
      'ERR_CUST_0040',
    );
    expect(errorsOf(await request(t.app).delete(`${path}/${theirs}`).set(bearerHeaders(me.token)))[0]?.code).toBe('ERR_CUST_0040');
    expect((await request(t.app).get(path).set(bearerHeaders(other.token))).body.data.addresses).toHaveLength(1);
  });

  it('refuses an address whose parts do not belong together, and more than 10 addresses', async () => {
    const me = await createMember(t);
    const address = await validAddress(t);
    const bad = await request(t.app)
      .post(path)
      .set(bearerHeaders(me.token))
      .send({ ...address, postalCode: '99999' });
    expect(errorsOf(bad)[0]?.code).toBe('ERR_CUST_0026');
    for (let i = 0; i < 10; i += 1) await request(t.app).post(path).set(bearerHeaders(me.token)).send(address);
    const eleventh = await request(t.app).post(path).set(bearerHeaders(me.token)).send(address);
    expect(errorsOf(eleventh)).toEqual([{ code: 'ERR_CUST_0042', description: describeError('ERR_CUST_0042', 'EN', { max: '10' }) }]);
  });
});

describe('passcode (PIN)', () => {
  const path = `${base}/customer/current/pin`;

  it('can be skipped once confirmed, and the skip is remembered', async () => {
    const me = await createMember(t);
    expect((await request(t.app).get(path).set(bearerHeaders(me.token))).body.data).toEqual({ pinStatus: 'NOT_SET' });
    expect((await request(t.app).post(`${path}/skip`).set(bearerHeaders(me.token))).body.data).toEqual({ pinStatus: 'SKIPPED' });
    expect((await signIn(t, me.email, me.password)).body.data.pinStatus).toBe('SKIPPED');
  });

  it('is set once freely, checked, and changed only with the current one or an OTP to the registered mobile', async () => {
    const me = await createMember(t);
    const set = (body: object) => request(t.app).put(path).set(bearerHeaders(me.token)).send(body);
    const verify = (pin: string) => request(t.app).post(`${path}/verify`).set(bearerHeaders(me.token)).send({ pin });
    expect((await set({ pin: '480915', confirmPin: '480915' })).body.data).toEqual({ pinStatus: 'SET' });
    expect((await verify('480915')).body.data).toEqual({ verified: true });
    expect(errorsOf(await verify('480916'))[0]?.code).toBe('ERR_CUST_0038');
    expect(errorsOf(await set({ pin: '582604', confirmPin: '582604' }))[0]?.code).toBe('ERR_CUST_0039');
    expect(errorsOf(await set({ pin: '582604', confirmPin: '582604', currentPin: '000000' }))[0]?.code).toBe('ERR_CUST_0038');
    expect((await set({ pin: '582604', confirmPin: '582604', currentPin: '480915' })).status).toBe(200);
    const proof = await otpProof(t, 'SMS', me.mobile, 'CHANGE_PIN', bearerHeaders(me.token));
    expect((await set({ pin: '739150', confirmPin: '739150', verificationToken: proof })).status).toBe(200);
    expect((await verify('739150')).status).toBe(200);
  });

  it('refuses simple or mismatched passcodes with their own messages', async () => {
    const me = await createMember(t);
    const res = await request(t.app).put(path).set(bearerHeaders(me.token, 'TH')).send({ pin: '111111', confirmPin: '111112' });
    expect(errorsOf(res)).toEqual([
      { code: 'ERR_CUST_0036', description: describeError('ERR_CUST_0036', 'TH') },
      { code: 'ERR_CUST_0037', description: describeError('ERR_CUST_0037', 'TH') },
    ]);
  });

  it('locks passcode checks after 5 wrong ones, without locking sign-in', async () => {
    const me = await createMember(t);
    await request(t.app).put(path).set(bearerHeaders(me.token)).send({ pin: '480915', confirmPin: '480915' });
    const answers = [];
    for (let i = 0; i < 5; i += 1)
      answers.push(errorsOf(await request(t.app).post(`${path}/verify`).set(bearerHeaders(me.token)).send({ pin: '000001' }))[0]?.code);
    expect(answers.at(-1)).toBe('ERR_CUST_0046');
    expect((await signIn(t, me.email, me.password)).status).toBe(200);
  });
});

describe('closing the account', () => {
  const close = (token: string, body: object) => request(t.app).post(`${base}/customer/current/close`).set(bearerHeaders(token)).send(body);

  it('needs the password, ends every session, blocks sign-in, keeps the row and tells the customer', async () => {
    const me = await createMember(t);
    const otherDevice = await tokenOf(t, me);
    expect(errorsOf(await close(me.token, { password: 'Not-My-Pass-1' }))[0]?.code).toBe('ERR_CUST_0034');
    const closed = await close(me.token, { password: me.password, reason: 'Moving abroad' });
    expect(closed.body.data).toEqual({ status: 'CLOSED' });
    for (const token of [me.token, otherDevice]) {
      expect(errorsOf(await request(t.app).get(`${base}/customer/current`).set(bearerHeaders(token)))[0]?.code).toBe('ERR_AUTH_0015');
    }
    expect(errorsOf(await signIn(t, me.email, me.password))[0]?.code).toBe('ERR_AUTH_0025');
    const [row] = await t.db.select().from(customers).where(eq(customers.id, me.customerId));
    expect(row).toMatchObject({ status: 'CLOSED', closeReason: 'Moving abroad', email: me.email });
    const outbox = await request(t.app).get('/simservice/api/v1/outbox').query({ to: me.email }).set(commonHeaders());
    expect(outbox.body.data.messages.map((m: { purpose: string }) => m.purpose)).toContain('ACCOUNT_CLOSED');
  });
});
