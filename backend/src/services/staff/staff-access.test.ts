import request from 'supertest';
import { STAFF_ROLES, type TStaffRole } from '@mflow/contracts/staff/staff-roles';
import { describeError, type TErrorCode } from '../../platform/errors/error-catalogue';
import { createIsolatedTestApp } from '../../test/isolated-test-app';
import type { TTestApp } from '../../test/test-app';
import { bearerHeaders } from '../../test/factories/http';
import { createStaff } from '../../test/factories/staff';

/**
 * The access matrix of the back-office: every staff endpoint, who may call it, and the localised
 * 403 everyone else gets. A staff endpoint missing from this table fails the first test, so a new
 * one cannot ship without someone deciding who may call it.
 */
type TCall = { method: 'get' | 'post' | 'put' | 'patch' | 'delete'; url: string; body?: object; file?: boolean };
/** `signIn`: the access-key sign-in, before any role exists (its rules are in staff.test.ts). */
type TRow = { route: string; call: TCall; allowed: readonly TStaffRole[] | 'anyStaff' | 'signIn'; refusal?: TErrorCode };

const V1 = '/staffservice/api/v1';
const SOME_ID = '00000000-0000-4000-8000-000000000000';
const REVIEW = ['APPROVER'] as const;
const CASES = ['CASE_OFFICER', 'CASE_SUPERVISOR'] as const;
const DESK = ['CASE_OFFICER', 'CASE_SUPERVISOR', 'OPERATIONS'] as const;
const SOME_CASE = 'DP2611-99999';
const SOME_COMPLAINT = 'CP2611-99999';
const SOME_RFID = 'RF2611-99999';
const newsInput = { category: 'ANNOUNCEMENT', titleTh: 'ข่าว', bodyTh: 'เนื้อหา', sortOrder: 0 };

const MATRIX: TRow[] = [
  { route: 'POST /auth', call: { method: 'post', url: `${V1}/auth` }, allowed: 'signIn' },
  { route: 'GET /logout', call: { method: 'get', url: `${V1}/logout` }, allowed: 'anyStaff' },
  { route: 'GET /staff/current', call: { method: 'get', url: `${V1}/staff/current` }, allowed: 'anyStaff' },
  { route: 'GET /registrations', call: { method: 'get', url: `${V1}/registrations` }, allowed: REVIEW, refusal: 'ERR_STAFF_0003' },
  {
    route: 'GET /registrations/{customerId}',
    call: { method: 'get', url: `${V1}/registrations/${SOME_ID}` },
    allowed: REVIEW,
    refusal: 'ERR_STAFF_0003',
  },
  {
    route: 'POST /registrations/{customerId}/approve',
    call: { method: 'post', url: `${V1}/registrations/${SOME_ID}/approve` },
    allowed: REVIEW,
    refusal: 'ERR_STAFF_0003',
  },
  {
    route: 'POST /registrations/{customerId}/reject',
    call: { method: 'post', url: `${V1}/registrations/${SOME_ID}/reject`, body: { reason: 'Blurred' } },
    allowed: REVIEW,
    refusal: 'ERR_STAFF_0003',
  },
  { route: 'GET /vehicles', call: { method: 'get', url: `${V1}/vehicles` }, allowed: REVIEW, refusal: 'ERR_STAFF_0003' },
  {
    route: 'GET /vehicles/{vehicleId}',
    call: { method: 'get', url: `${V1}/vehicles/${SOME_ID}` },
    allowed: REVIEW,
    refusal: 'ERR_STAFF_0003',
  },
  {
    route: 'POST /vehicles/{vehicleId}/approve',
    call: { method: 'post', url: `${V1}/vehicles/${SOME_ID}/approve` },
    allowed: REVIEW,
    refusal: 'ERR_STAFF_0003',
  },
  {
    route: 'POST /vehicles/{vehicleId}/reject',
    call: { method: 'post', url: `${V1}/vehicles/${SOME_ID}/reject`, body: { reasonCode: 'OTHER', reasonText: 'Blurred' } },
    allowed: REVIEW,
    refusal: 'ERR_STAFF_0003',
  },
  {
    route: 'GET /invoices',
    call: { method: 'get', url: `${V1}/invoices?customerId=${SOME_ID}` },
    allowed: ['APPROVER', 'CALL_CENTRE'],
    refusal: 'ERR_STAFF_0004',
  },
  {
    route: 'POST /invoices/{invoiceNo}/waiver',
    call: { method: 'post', url: `${V1}/invoices/IV0000000000/waiver`, body: { reason: 'Goodwill' } },
    allowed: REVIEW,
    refusal: 'ERR_BILL_0007',
  },
  {
    route: 'POST /taxinvoices/{taxInvoiceNo}/cancellation',
    call: { method: 'post', url: `${V1}/taxinvoices/TX0000000000/cancellation`, body: { reason: 'Issued to the wrong company' } },
    allowed: REVIEW,
    refusal: 'ERR_STAFF_0004',
  },
  {
    route: 'GET /creditnotes/{creditNoteNo}',
    call: { method: 'get', url: `${V1}/creditnotes/CN0000000000` },
    allowed: ['APPROVER', 'CALL_CENTRE'],
    refusal: 'ERR_STAFF_0004',
  },
  {
    route: 'GET /creditnotes/{creditNoteNo}/pdf',
    call: { method: 'get', url: `${V1}/creditnotes/CN0000000000/pdf` },
    allowed: ['APPROVER', 'CALL_CENTRE'],
    refusal: 'ERR_STAFF_0004',
  },
  {
    route: 'GET /unmatched-money',
    call: { method: 'get', url: `${V1}/unmatched-money` },
    allowed: ['APPROVER', 'CALL_CENTRE'],
    refusal: 'ERR_STAFF_0004',
  },
  {
    route: 'POST /unmatched-money/apply',
    call: { method: 'post', url: `${V1}/unmatched-money/apply`, body: { ids: [SOME_ID], invoiceNo: 'IV0000000000' } },
    allowed: REVIEW,
    refusal: 'ERR_STAFF_0004',
  },
  {
    route: 'GET /content/{kind}',
    call: { method: 'get', url: `${V1}/content/news` },
    allowed: ['CONTENT_EDITOR'],
    refusal: 'ERR_CONTENT_0002',
  },
  {
    route: 'POST /content/{kind}',
    call: { method: 'post', url: `${V1}/content/news`, body: newsInput },
    allowed: ['CONTENT_EDITOR'],
    refusal: 'ERR_CONTENT_0002',
  },
  {
    route: 'PUT /content/{kind}/{id}',
    call: { method: 'put', url: `${V1}/content/news/${SOME_ID}`, body: newsInput },
    allowed: ['CONTENT_EDITOR'],
    refusal: 'ERR_CONTENT_0002',
  },
  {
    route: 'POST /content/{kind}/{id}/publish',
    call: { method: 'post', url: `${V1}/content/news/${SOME_ID}/publish`, body: {} },
    allowed: ['CONTENT_EDITOR'],
    refusal: 'ERR_CONTENT_0002',
  },
  {
    route: 'POST /content/{kind}/{id}/unpublish',
    call: { method: 'post', url: `${V1}/content/news/${SOME_ID}/unpublish` },
    allowed: ['CONTENT_EDITOR'],
    refusal: 'ERR_CONTENT_0002',
  },
  {
    route: 'DELETE /content/{kind}/{id}',
    call: { method: 'delete', url: `${V1}/content/news/${SOME_ID}` },
    allowed: ['CONTENT_EDITOR'],
    refusal: 'ERR_CONTENT_0002',
  },
  {
    route: 'POST /contentfiles',
    call: { method: 'post', url: `${V1}/contentfiles`, file: true },
    allowed: ['CONTENT_EDITOR'],
    refusal: 'ERR_CONTENT_0002',
  },
  { route: 'GET /settings', call: { method: 'get', url: `${V1}/settings` }, allowed: ['OPERATIONS'], refusal: 'ERR_STAFF_0004' },
  {
    route: 'PUT /settings/page-permission/{code}',
    call: { method: 'put', url: `${V1}/settings/page-permission/MENU00005`, body: { status: 'ACTIVE' } },
    allowed: ['OPERATIONS'],
    refusal: 'ERR_STAFF_0004',
  },
  {
    route: 'PUT /settings/page-config',
    call: { method: 'put', url: `${V1}/settings/page-config`, body: { statusPage: false } },
    allowed: ['OPERATIONS'],
    refusal: 'ERR_STAFF_0004',
  },
  {
    route: 'PUT /settings/maintenance',
    call: { method: 'put', url: `${V1}/settings/maintenance`, body: { enabled: false } },
    allowed: ['OPERATIONS'],
    refusal: 'ERR_STAFF_0004',
  },
  { route: 'GET /jobs/runs', call: { method: 'get', url: `${V1}/jobs/runs` }, allowed: ['OPERATIONS'], refusal: 'ERR_STAFF_0004' },
  {
    route: 'GET /customers',
    call: { method: 'get', url: `${V1}/customers?email=nobody%40example.com` },
    allowed: ['CALL_CENTRE'],
    refusal: 'ERR_STAFF_0004',
  },
  {
    route: 'GET /customers/{customerId}',
    call: { method: 'get', url: `${V1}/customers/${SOME_ID}` },
    allowed: ['CALL_CENTRE'],
    refusal: 'ERR_STAFF_0004',
  },
  { route: 'GET /staff/accounts', call: { method: 'get', url: `${V1}/staff/accounts` }, allowed: ['ADMIN'], refusal: 'ERR_STAFF_0004' },
  {
    route: 'POST /staff/accounts',
    call: {
      method: 'post',
      url: `${V1}/staff/accounts`,
      body: { email: 'new-agent@example.com', displayName: 'New agent', password: 'Agent-2026x', roles: ['CALL_CENTRE'] },
    },
    allowed: ['ADMIN'],
    refusal: 'ERR_STAFF_0004',
  },
  {
    route: 'PATCH /staff/accounts/{staffId}',
    call: { method: 'patch', url: `${V1}/staff/accounts/${SOME_ID}`, body: { displayName: 'Renamed' } },
    allowed: ['ADMIN'],
    refusal: 'ERR_STAFF_0004',
  },
  {
    route: 'PUT /staff/accounts/{staffId}/password',
    call: { method: 'put', url: `${V1}/staff/accounts/${SOME_ID}/password`, body: { password: 'Reset-2026x' } },
    allowed: ['ADMIN'],
    refusal: 'ERR_STAFF_0004',
  },
  { route: 'GET /audit', call: { method: 'get', url: `${V1}/audit` }, allowed: ['ADMIN'], refusal: 'ERR_STAFF_0004' },
  // An unknown centre and appointment: the roles allowed get "not found" and change nothing.
  {
    route: 'GET /appointments/centres/{code}/day',
    call: { method: 'get', url: `${V1}/appointments/centres/XX-NONE/day?date=2027-02-22` },
    allowed: DESK,
    refusal: 'ERR_STAFF_0004',
  },
  {
    route: 'GET /appointments/centres/{code}/slots',
    call: { method: 'get', url: `${V1}/appointments/centres/XX-NONE/slots?from=2027-02-22&to=2027-02-26` },
    allowed: DESK,
    refusal: 'ERR_STAFF_0004',
  },
  {
    route: 'POST /appointments/centres/{code}/slots/capacity',
    call: {
      method: 'post',
      url: `${V1}/appointments/centres/XX-NONE/slots/capacity`,
      body: { slotStart: '2027-02-22T02:00:00.000Z', capacity: 4 },
    },
    allowed: ['OPERATIONS'],
    refusal: 'ERR_STAFF_0004',
  },
  {
    route: 'POST /appointments/centres/{code}/slots/close',
    call: { method: 'post', url: `${V1}/appointments/centres/XX-NONE/slots/close`, body: { date: '2027-02-22', reason: 'Power cut' } },
    allowed: ['OPERATIONS'],
    refusal: 'ERR_STAFF_0004',
  },
  {
    route: 'POST /appointments/{appointmentNo}/check-in',
    call: { method: 'post', url: `${V1}/appointments/AM00000000/check-in` },
    allowed: CASES,
    refusal: 'ERR_STAFF_0004',
  },
  {
    route: 'POST /appointments/{appointmentNo}/no-show',
    call: { method: 'post', url: `${V1}/appointments/AM00000000/no-show` },
    allowed: CASES,
    refusal: 'ERR_STAFF_0004',
  },
  { route: 'GET /holidays', call: { method: 'get', url: `${V1}/holidays?year=2027` }, allowed: ['OPERATIONS'], refusal: 'ERR_STAFF_0004' },
  {
    route: 'GET /holidays/status',
    call: { method: 'get', url: `${V1}/holidays/status` },
    allowed: ['OPERATIONS'],
    refusal: 'ERR_STAFF_0004',
  },
  {
    route: 'POST /holidays',
    call: { method: 'post', url: `${V1}/holidays`, body: { date: '2027-02-20', nameTh: 'วันมาฆบูชา', nameEn: 'Makha Bucha', kind: 'LUNAR' } },
    allowed: ['OPERATIONS'],
    refusal: 'ERR_STAFF_0004',
  },
  {
    route: 'DELETE /holidays/{date}',
    call: { method: 'delete', url: `${V1}/holidays/2027-02-20` },
    allowed: ['OPERATIONS'],
    refusal: 'ERR_STAFF_0004',
  },
  // An unknown notice: the roles allowed get "not found".
  {
    route: 'GET /notices/{noticeNo}',
    call: { method: 'get', url: `${V1}/notices/TN0000000000` },
    allowed: CASES,
    refusal: 'ERR_STAFF_0004',
  },
  { route: 'GET /cases', call: { method: 'get', url: `${V1}/cases` }, allowed: CASES, refusal: 'ERR_STAFF_0004' },
  { route: 'GET /cases/{caseNo}', call: { method: 'get', url: `${V1}/cases/${SOME_CASE}` }, allowed: CASES, refusal: 'ERR_STAFF_0004' },
  {
    route: 'GET /cases/{caseNo}/files/{fileId}',
    call: { method: 'get', url: `${V1}/cases/${SOME_CASE}/files/${SOME_ID}` },
    allowed: CASES,
    refusal: 'ERR_STAFF_0004',
  },
  {
    route: 'POST /cases/{caseNo}/take',
    call: { method: 'post', url: `${V1}/cases/${SOME_CASE}/take`, body: { version: 1 } },
    allowed: CASES,
    refusal: 'ERR_STAFF_0004',
  },
  {
    route: 'POST /cases/{caseNo}/assign',
    call: { method: 'post', url: `${V1}/cases/${SOME_CASE}/assign`, body: { version: 1, staffId: SOME_ID } },
    allowed: ['CASE_SUPERVISOR'],
    refusal: 'ERR_STAFF_0004',
  },
  {
    route: 'POST /cases/{caseNo}/ask',
    call: { method: 'post', url: `${V1}/cases/${SOME_CASE}/ask`, body: { version: 1, text: 'Please send the sale contract.' } },
    allowed: CASES,
    refusal: 'ERR_STAFF_0004',
  },
  {
    route: 'POST /cases/{caseNo}/notes',
    call: { method: 'post', url: `${V1}/cases/${SOME_CASE}/notes`, body: { text: 'Called the customer.' } },
    allowed: CASES,
    refusal: 'ERR_STAFF_0004',
  },
  {
    route: 'POST /cases/{caseNo}/decide',
    call: { method: 'post', url: `${V1}/cases/${SOME_CASE}/decide`, body: { version: 1, outcome: 'REJECT', reasonCode: 'NO_EVIDENCE' } },
    allowed: CASES,
    refusal: 'ERR_STAFF_0004',
  },
  {
    route: 'POST /cases/{caseNo}/reply',
    call: { method: 'post', url: `${V1}/cases/${SOME_COMPLAINT}/reply`, body: { version: 1, text: 'We have checked the gantry.' } },
    allowed: CASES,
    refusal: 'ERR_STAFF_0004',
  },
  {
    route: 'POST /cases/{caseNo}/resolve',
    call: { method: 'post', url: `${V1}/cases/${SOME_COMPLAINT}/resolve`, body: { version: 1, text: 'The second charge was cancelled.' } },
    allowed: CASES,
    refusal: 'ERR_STAFF_0004',
  },
  { route: 'GET /complaints/lists', call: { method: 'get', url: `${V1}/complaints/lists` }, allowed: ['CONTENT_EDITOR'] },
  {
    route: 'PUT /complaints/lists/{kind}/{code}',
    call: { method: 'put', url: `${V1}/complaints/lists/TOPIC/ACCESS_TEST`, body: { nameTh: 'ทดสอบ', nameEn: 'Test' } },
    allowed: ['CONTENT_EDITOR'],
  },
  { route: 'GET /rfid/{caseNo}', call: { method: 'get', url: `${V1}/rfid/${SOME_RFID}` }, allowed: CASES },
  {
    route: 'POST /rfid/{caseNo}/contacted',
    call: { method: 'post', url: `${V1}/rfid/${SOME_RFID}/contacted`, body: { version: 1 } },
    allowed: CASES,
  },
  {
    route: 'POST /rfid/{caseNo}/schedule',
    call: { method: 'post', url: `${V1}/rfid/${SOME_RFID}/schedule`, body: { version: 1, slotStart: '2026-11-25T10:00:00+07:00' } },
    allowed: CASES,
  },
  {
    route: 'POST /rfid/{caseNo}/install',
    call: {
      method: 'post',
      url: `${V1}/rfid/${SOME_RFID}/install`,
      body: { version: 1, tagKind: 'MPASS', tagNumber: '1234509876', chipSerial: 'CHIP998877', officeNumber: '00001' },
    },
    allowed: CASES,
  },
  {
    route: 'POST /rfid/{caseNo}/cancel',
    call: { method: 'post', url: `${V1}/rfid/${SOME_RFID}/cancel`, body: { version: 1, text: 'The customer sold the car.' } },
    allowed: CASES,
  },
  {
    route: 'GET /customers/{customerId}/prepaid',
    call: { method: 'get', url: `${V1}/customers/${SOME_ID}/prepaid` },
    allowed: ['APPROVER', 'CALL_CENTRE'],
    refusal: 'ERR_STAFF_0004',
  },
  {
    route: 'POST /customers/{customerId}/prepaid/adjustments',
    call: {
      method: 'post',
      url: `${V1}/customers/${SOME_ID}/prepaid/adjustments`,
      body: { amount: 100, reason: 'Goodwill', adjustmentId: SOME_ID },
    },
    allowed: REVIEW,
    refusal: 'ERR_STAFF_0004',
  },
];

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGO4AwAAfgB9zUkVvAAAAABJRU5ErkJggg==', 'base64');

let t: TTestApp;
const staffIdOfRole = new Map<TStaffRole | 'none', string>();

beforeAll(async () => {
  t = await createIsolatedTestApp();
  for (const role of STAFF_ROLES) staffIdOfRole.set(role, (await createStaff(t, { roles: [role] })).staffId);
  staffIdOfRole.set('none', (await createStaff(t, { roles: [] })).staffId);
});
afterAll(() => t.close());

/** A fresh session for every call, so that signing out in one row ends nothing another row needs. */
async function callAs(who: TStaffRole | 'none', call: TCall, language: 'TH' | 'EN') {
  const subjectId = staffIdOfRole.get(who);
  if (!subjectId) throw new Error(`no account for ${who}`);
  const { token } = await t.sessions.open({ db: t.db, subjectType: 'STAFF', subjectId });
  const pending = request(t.app)[call.method](call.url).set(bearerHeaders(token, language));
  if (call.file) return pending.attach('file', PNG, { filename: 'image.png', contentType: 'image/png' });
  return call.body ? pending.send(call.body) : pending;
}

const routeOf = (path: string) => path.slice(V1.length);

describe('the staff access matrix', () => {
  it('names every staff endpoint the app has, and no other', () => {
    const staffRoutes = t.api.routes
      .filter((route) => route.path.startsWith(`${V1}/`))
      .map((route) => `${route.method.toUpperCase()} ${routeOf(route.path)}`);
    expect(MATRIX.map((row) => row.route).sort()).toEqual(staffRoutes.sort());
  });

  const guarded = MATRIX.filter((row) => row.allowed !== 'signIn');
  const cases = guarded.flatMap((row) => [...STAFF_ROLES, 'none' as const].map((who) => [row.route, who, row] as const));

  it.each(cases)('%s as %s', async (_route, who, row) => {
    const allowed = row.allowed === 'anyStaff' || (who !== 'none' && (row.allowed as readonly TStaffRole[]).includes(who));
    const language = who === 'none' || STAFF_ROLES.indexOf(who) % 2 === 0 ? 'TH' : 'EN';
    const res = await callAs(who, row.call, language);
    if (allowed) {
      expect([401, 403]).not.toContain(res.status);
      expect(res.status).toBeLessThan(500);
    } else {
      const refusal = row.refusal ?? 'ERR_STAFF_0004';
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ status: 'FAIL', data: { errors: [{ code: refusal, description: describeError(refusal, language) }] } });
    }
  });
});
