import { activeCodes, visibleRoutes } from '@mflow/contracts/master/menu-gating';
import { MEMBER_WALK, VISITOR_WALK } from '../../../e2e/routes/route-walk';
import { defaultPermissions, MENU } from '../shared/menu/menu-codes';
import { ROUTE_TABLE } from './route-table';

const allActive = activeCodes(defaultPermissions());
const paths = (loggedIn: boolean, codes: ReadonlySet<string> = allActive) =>
  visibleRoutes(ROUTE_TABLE, { activeCodes: codes, loggedIn }).map((entry) => entry.path);

const ALWAYS = [
  '/maintenance',
  '/nonlinepayment',
  '/invoicedetail',
  '/car/resubmit',
  '/resetpwd',
  '/paymentcard',
  '/paymentinvoice',
  '/paymentresult',
  '/knowledge',
  '/policy',
  '/terms',
  '/officialsender',
  '/refcode',
  '/activate',
  '/mailbox',
  '/login',
  '/social/callback',
];

const SIGN_IN = ['/forgotpwd'];
const MEMBER = [
  '/passcode',
  '/account',
  '/account/addresses',
  '/account/password',
  '/account/close',
  '/car',
  '/car/add',
  '/car/edit',
  '/car/import',
  '/paymentmethod',
  '/paymentmethod/add',
  '/accruallist',
  '/invoice',
  '/tollroadhistory',
  '/paymenthistory',
  '/cases',
  '/casedetail',
  '/account/notifications',
  '/taxinvoices',
  '/prepaid',
  '/prepaid/open',
  '/prepaid/settings',
  '/prepaid/close',
];

describe('route gating', () => {
  it('has 24 default menu codes, all ACTIVE', () => {
    const defaults = defaultPermissions();
    expect(defaults).toHaveLength(24);
    expect(defaults.map((permission) => permission.code)).toEqual(
      Array.from({ length: 24 }, (_, index) => `MENU000${String(index).padStart(2, '0')}`),
    );
    expect(defaults.every((permission) => permission.status === 'ACTIVE')).toBe(true);
  });

  it('shows every route of requirements/portal-shell.md#routes, and sign-in, to a logged-out visitor when all codes are ACTIVE', () => {
    // 28 of the requirements, 6 the project chose, the visitor's dispute and case tracking (decision 0053), the notice look-up and RFID installation.
    expect(paths(false)).toHaveLength(28 + 6 + 2 + 1 + 1 + SIGN_IN.length);
    for (const path of MEMBER) expect(paths(false)).not.toContain(path);
  });

  it('keeps the always-available routes when every menu code is inactive', () => {
    expect(paths(false, new Set())).toEqual([...ALWAYS, ...SIGN_IN]);
    expect(paths(true, new Set())).toEqual([...ALWAYS, '/passcode']);
  });

  it('shows the member screens only while logged in, and sign-in only while logged out', () => {
    for (const path of MEMBER) expect(paths(true)).toContain(path);
    for (const path of SIGN_IN) {
      expect(paths(false)).toContain(path);
      expect(paths(true)).not.toContain(path);
    }
  });

  it('gates the billing screens with their menu codes, and keeps the invoice detail always available', () => {
    const withoutPayToll = activeCodes(defaultPermissions().filter((p) => p.code !== MENU.payToll));
    expect(paths(true, withoutPayToll)).not.toContain('/accruallist');
    expect(paths(true, withoutPayToll)).not.toContain('/invoice');
    expect(paths(true, withoutPayToll)).toContain('/tollroadhistory');
    expect(paths(true, new Set())).toContain('/invoicedetail');
    expect(paths(false, new Set())).toContain('/invoicedetail');
  });

  it('shows the toll notices under MENU00012 to visitors and members alike: anyone holding a letter looks it up', () => {
    expect(paths(false)).toContain('/paymentnotice');
    expect(paths(true)).toContain('/paymentnotice');
    const withoutNotices = activeCodes(defaultPermissions().filter((p) => p.code !== MENU.payByNotice));
    expect(paths(false, withoutNotices)).not.toContain('/paymentnotice');
  });

  it('gates the payment-method screens with MENU00008, as the vehicles are', () => {
    const withoutVehicles = activeCodes(defaultPermissions().filter((p) => p.code !== MENU.vehiclesAndPayments));
    expect(
      paths(true, withoutVehicles).filter((path) => path.startsWith('/paymentmethod') || path.startsWith('/car/') || path === '/car'),
    ).toEqual(['/car/resubmit']);
    expect(paths(false)).not.toContain('/paymentmethod');
  });

  it('gates the user-data screens with MENU00007', () => {
    const withoutUserData = activeCodes(defaultPermissions().filter((p) => p.code !== MENU.userData));
    expect(paths(true, withoutUserData).filter((path) => path.startsWith('/account'))).toEqual([]);
  });

  it('drops the routes of a code that is not ACTIVE', () => {
    const inactive = activeCodes(defaultPermissions().map((p) => (p.code === MENU.news ? { ...p, status: 'INACTIVE' } : p)));
    expect(paths(false, inactive)).not.toContain('/news');
    expect(paths(false, inactive)).not.toContain('/newsdetail');
    expect(paths(false, inactive)).toContain('/faqs');
  });

  it('drops a route whose code is missing from the list', () => {
    const withoutAboutUs = activeCodes(defaultPermissions().filter((p) => p.code !== MENU.aboutUs));
    expect(paths(false, withoutAboutUs)).not.toContain('/aboutus');
  });

  it('shows registration routes only while logged out', () => {
    for (const path of ['/register', '/registerplus', '/consent']) {
      expect(paths(false)).toContain(path);
      expect(paths(true)).not.toContain(path);
    }
  });

  it('gates every route of requirements/portal-shell.md#menu-gated-routes with its code', () => {
    const gated = Object.fromEntries(ROUTE_TABLE.filter((entry) => entry.menuCode).map((entry) => [entry.path, entry.menuCode]));
    expect(gated).toEqual({
      '/register': 'MENU00000',
      '/registerplus': 'MENU00000',
      '/consent': 'MENU00000',
      '/news': 'MENU00001',
      '/newsdetail': 'MENU00001',
      '/faqs': 'MENU00002',
      '/complaint': 'MENU00003',
      '/download': 'MENU00004',
      '/aboutus': 'MENU00005',
      '/contactus': 'MENU00006',
      '/dispute': 'MENU00011',
      '/dispute/visitor': 'MENU00011',
      '/dispute/track': 'MENU00011',
      '/cases': 'MENU00011',
      '/casedetail': 'MENU00011',
      '/appealnotice': 'MENU00013',
      '/rfidinstallation': 'MENU00015',
      '/application': 'MENU00017',
      '/promotion': 'MENU00018',
      '/aboutservice': 'MENU00019',
      '/unuserpayment': 'MENU00020',
      '/nonm-reprint': 'MENU00023',
      '/account': 'MENU00007',
      '/account/addresses': 'MENU00007',
      '/account/password': 'MENU00007',
      '/account/close': 'MENU00007',
      '/account/notifications': 'MENU00007',
      '/car': 'MENU00008',
      '/car/add': 'MENU00008',
      '/car/edit': 'MENU00008',
      '/car/import': 'MENU00008',
      '/paymentmethod': 'MENU00008',
      '/paymentmethod/add': 'MENU00008',
      '/accruallist': 'MENU00014',
      '/invoice': 'MENU00014',
      '/paymenthistory': 'MENU00010',
      '/tollroadhistory': 'MENU00009',
      '/paymentnotice': 'MENU00012',
      '/taxinvoices': 'MENU00016',
      '/prepaid': 'MENU00008',
      '/prepaid/open': 'MENU00008',
      '/prepaid/settings': 'MENU00008',
      '/prepaid/close': 'MENU00008',
    });
  });

  it('is walked whole by the browser test (e2e/routes/route-walk.ts): every route a visitor sees as a visitor, every member route as a member', () => {
    const sorted = (list: readonly string[]) => [...list].sort();
    expect(sorted(VISITOR_WALK.map(([path]) => path))).toEqual(sorted(paths(false)));
    expect(sorted(MEMBER_WALK.map(([path]) => path))).toEqual(
      sorted(ROUTE_TABLE.filter((entry) => entry.loggedInOnly).map((entry) => entry.path)),
    );
  });
});
