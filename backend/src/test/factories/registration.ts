import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import request from 'supertest';
import { masterItems } from '../../services/master/master.schema';
import { type TAddressInput } from '@mflow/contracts/rules/address';
import { commonHeaders, type TTestApp } from '../test-app';
import { uploadDocument } from './files';
import { accessKeyHeaders } from './http';
import { newEmail, newMobile, PASSWORD } from './identities';
import type { TPerson } from './registry';

/** An address whose province, district, sub-district and postal code belong together in the master lists. */
export async function validAddress(t: TTestApp): Promise<TAddressInput> {
  const [subDistrict] = await t.db
    .select()
    .from(masterItems)
    .where(
      and(
        eq(masterItems.listName, 'subdistricts'),
        isNotNull(masterItems.parentCode),
        sql`${masterItems.extra}->>'postalCode' is not null`,
      ),
    )
    .orderBy(asc(masterItems.code))
    .limit(1);
  if (!subDistrict?.parentCode) throw new Error('no sub-districts in the master data');
  const [district] = await t.db
    .select()
    .from(masterItems)
    .where(and(eq(masterItems.listName, 'districts'), eq(masterItems.code, subDistrict.parentCode)));
  return {
    houseNumber: '99/12',
    soi: 'Sukhumvit 22',
    road: 'Sukhumvit',
    subDistrictCode: subDistrict.code,
    districtCode: subDistrict.parentCode,
    provinceCode: district?.parentCode ?? '',
    postalCode: String(subDistrict.extra?.postalCode),
  };
}

/** Sends an OTP, reads the code from the simulated outbox as a tester would, and verifies it. */
export async function otpProof(
  t: TTestApp,
  channel: 'SMS' | 'EMAIL',
  contact: string,
  purpose: string,
  auth?: Record<string, string>,
): Promise<string> {
  const headers = auth ?? accessKeyHeaders(t);
  const sent = await request(t.app).post('/otpservice/api/v1/otp').set(headers).send({ channel, contact, purpose });
  if (sent.status !== 200) throw new Error(`OTP not sent: ${JSON.stringify(sent.body)}`);
  const reference: string = sent.body.data.otpReference;
  const outbox = await request(t.app).get('/simservice/api/v1/outbox').query({ to: contact }).set(commonHeaders());
  const message = (outbox.body.data.messages as { text: string }[]).find((m) => m.text.includes(reference));
  const otp = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  const verified = await request(t.app).post('/otpservice/api/v1/verify').set(headers).send({ contact, otpReference: reference, otp });
  if (verified.status !== 200) throw new Error(`OTP not verified: ${JSON.stringify(verified.body)}`);
  return verified.body.data.verificationToken;
}

/** A complete, valid individual registration body for a registry person; tokens and documents are placeholders unless given. */
export async function individualBody(t: TTestApp, person: TPerson, overrides: Record<string, unknown> = {}) {
  const address = await validAddress(t);
  return {
    customerType: 'INDIVIDUAL',
    registrantType: 'OWNER',
    nationality: person.nationality,
    idNumber: person.idNumber,
    ...(person.laserCode ? { laserCode: person.laserCode } : {}),
    titleCode: person.titleCode,
    firstName: person.firstNameTh ?? person.firstNameEn,
    lastName: person.lastNameTh ?? person.lastNameEn,
    birthDate: person.birthDate,
    gender: person.gender,
    email: newEmail(),
    mobile: newMobile(),
    password: PASSWORD,
    confirmPassword: PASSWORD,
    addresses: { registration: { ...address }, residence: { ...address }, delivery: { ...address } },
    documents: [
      { type: 'SELFIE_WITH_ID', fileId: randomUUID() },
      { type: 'ID_CARD_FRONT', fileId: randomUUID() },
      { type: 'ID_CARD_BACK', fileId: randomUUID() },
    ],
    mobileVerificationToken: 'placeholder',
    emailVerificationToken: 'placeholder',
    acceptTerms: true,
    ...overrides,
  };
}

/** Replaces the placeholders with real OTP proofs and real uploads, so the body can be registered. */
export async function withProofsAndUploads<T extends { email: string; mobile: string; documents: { type: string; fileId: string }[] }>(
  t: TTestApp,
  body: T,
): Promise<T> {
  const documents = [];
  for (const document of body.documents) documents.push({ type: document.type, fileId: await uploadDocument(t, document.type) });
  return {
    ...body,
    documents,
    mobileVerificationToken: await otpProof(t, 'SMS', body.mobile, 'REGISTER_MOBILE'),
    emailVerificationToken: await otpProof(t, 'EMAIL', body.email, 'REGISTER_EMAIL'),
  };
}

/** The link of the newest e-mail to an address whose text carries a portal link. */
export async function linkFromOutbox(t: TTestApp, to: string, path: string): Promise<string> {
  const outbox = await request(t.app).get('/simservice/api/v1/outbox').query({ to }).set(commonHeaders());
  const pattern = new RegExp(`https?://\\S+${path.replace(/\//g, '\\/')}\\?token=([\\w-]+)`);
  for (const message of outbox.body.data.messages as { text: string }[]) {
    const match = pattern.exec(message.text);
    if (match?.[1]) return match[1];
  }
  throw new Error(`no ${path} link for ${to}`);
}
