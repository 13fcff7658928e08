import { activeCodes, visibleRoutes } from './menu-gating';

describe('menu gating', () => {
  it('takes a code as available only when it is present with status ACTIVE', () => {
    const codes = activeCodes([
      { code: 'MENU00001', status: 'ACTIVE' },
      { code: 'MENU00002', status: 'INACTIVE' },
    ]);
    expect([...codes]).toEqual(['MENU00001']);
    expect(codes.has('MENU00003')).toBe(false);
  });

  const table = [
    { path: '/knowledge' },
    { path: '/news', menuCode: 'MENU00001' },
    { path: '/faq', menuCode: 'MENU00002' },
    { path: '/register', menuCode: 'MENU00000', loggedOutOnly: true as const },
    { path: '/login', loggedOutOnly: true as const },
    { path: '/account', menuCode: 'MENU00007', loggedInOnly: true as const },
    { path: '/passcode', loggedInOnly: true as const },
  ];
  const paths = (codes: string[], loggedIn: boolean) =>
    visibleRoutes(table, { activeCodes: new Set(codes), loggedIn }).map((entry) => entry.path);

  it('renders a gated route only while its code is active, and an ungated one always', () => {
    expect(paths(['MENU00001'], false)).toEqual(['/knowledge', '/news', '/login']);
    expect(paths([], false)).toEqual(['/knowledge', '/login']);
  });

  it('renders registration and sign-in only while logged out, and member screens only while logged in', () => {
    const all = ['MENU00000', 'MENU00001', 'MENU00002', 'MENU00007'];
    expect(paths(all, false)).toEqual(['/knowledge', '/news', '/faq', '/register', '/login']);
    expect(paths(all, true)).toEqual(['/knowledge', '/news', '/faq', '/account', '/passcode']);
  });

  it('needs both for a member screen behind a code: logged in and the code active', () => {
    expect(paths(['MENU00007'], false)).not.toContain('/account');
    expect(paths([], true)).not.toContain('/account');
    expect(paths(['MENU00007'], true)).toContain('/account');
  });
});
