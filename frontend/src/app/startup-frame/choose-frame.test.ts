import { applyStartupFrame, FRAME_SCRIPT_SETTINGS, startupFrameScript, type FrameWindow } from './choose-frame';

type Visit = { path: string; local?: Record<string, string>; session?: Record<string, string> };

function fakeWindow({ path, local = {}, session = {} }: Visit): FrameWindow {
  return {
    location: { pathname: path },
    localStorage: { getItem: (key) => local[key] ?? null },
    sessionStorage: { getItem: (key) => session[key] ?? null },
    document: { documentElement: { dataset: {} } },
  };
}

function choose(visit: Visit) {
  const win = fakeWindow(visit);
  applyStartupFrame(win, FRAME_SCRIPT_SETTINGS);
  return win.document.documentElement.dataset;
}

describe('the start-up frame a first paint shows', () => {
  it.each(['/mflow', '/mflow/'])('draws the home page top for a signed-out visitor at %s', (path) => {
    expect(choose({ path }).startupFrame).toBe('home');
  });

  it.each(['/mflow/login', '/mflow/login/'])('draws the sign-in page top at %s', (path) => {
    expect(choose({ path }).startupFrame).toBe('login');
  });

  it.each(['/mflow/register', '/mflow/knowledge', '/mflow/nonlinepayment', '/mflow/no/such/page'])(
    'shows only the loading view on %s, whose page it does not draw',
    (path) => {
      expect(choose({ path }).startupFrame).toBe('loading');
    },
  );

  it('shows only the loading view to a signed-in customer, whose home page and header are not the public ones', () => {
    expect(choose({ path: '/mflow', local: { accessToken: 'token' } }).startupFrame).toBe('loading');
    expect(choose({ path: '/mflow/login', local: { accessToken: 'token' } }).startupFrame).toBe('loading');
  });

  it('shows only the loading view, labelled in English, to a visitor who chose English', () => {
    const marks = choose({ path: '/mflow', local: { languageCode: 'EN' } });
    expect(marks.startupFrame).toBe('loading');
    expect(marks.startupLanguage).toBe('en');
    expect(choose({ path: '/mflow', local: { languageCode: 'TH' } }).startupLanguage).toBeUndefined();
  });

  it('applies the stored font size before the first paint, and ignores a value that is not one', () => {
    expect(choose({ path: '/mflow', session: { fontSize: 'big' } }).fontSize).toBe('big');
    expect(choose({ path: '/mflow', session: { fontSize: 'huge' } }).fontSize).toBeUndefined();
  });

  it('falls back to the loading view when the browser refuses storage', () => {
    const win = fakeWindow({ path: '/mflow' });
    win.localStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(applyStartupFrame(win, FRAME_SCRIPT_SETTINGS)).toBe('loading');
    expect(win.document.documentElement.dataset.startupFrame).toBe('loading');
  });

  it('sends a script that needs nothing but the window', () => {
    const win = fakeWindow({ path: '/mflow/login' });
    new Function('window', startupFrameScript())(win);
    expect(win.document.documentElement.dataset.startupFrame).toBe('login');
  });
});
