import { FONT_SIZES } from '../../shared/preferences/preferences';
import { PORTAL_ROOT } from '../../shared/session/token-expiry';
import { LOCAL_KEYS, SESSION_KEYS } from '../../shared/storage/storage-keys';

/** Which of the frame's views the first paint shows: a page's top, or only the loading view. */
export type FrameView = 'home' | 'login' | 'loading';

/** What the head script reads; in the page, the window itself. */
export type FrameWindow = {
  location: { pathname: string };
  localStorage: Pick<Storage, 'getItem'>;
  sessionStorage: Pick<Storage, 'getItem'>;
  document: { documentElement: { dataset: Record<string, string | undefined> } };
};

export type FrameScriptSettings = {
  /** The paths whose tops the frame draws, without a trailing slash. */
  pages: { home: string; login: string };
  keys: { accessToken: string; language: string; fontSize: string };
  fontSizes: readonly string[];
};

const base = PORTAL_ROOT.replace(/\/+$/, '');

export const FRAME_SCRIPT_SETTINGS: FrameScriptSettings = {
  pages: { home: base, login: `${base}/login` },
  keys: { accessToken: LOCAL_KEYS.accessToken, language: LOCAL_KEYS.language, fontSize: SESSION_KEYS.fontSize },
  fontSizes: FONT_SIZES,
};

/**
 * Runs as a blocking script in the page's head, before the body is drawn, and marks the root
 * element for the frame's stylesheet: `data-startup-frame` (the view), `data-startup-language="en"`
 * for a stored English choice, and the stored font size. The page tops are drawn in Thai for a
 * signed-out visitor; anyone signed in, or reading English, or on another route, gets the loading
 * view alone, which shows nothing that could turn out wrong. It is sent as its own source text
 * (`applyStartupFrame.toString()`), so it may use nothing from outside its parameters.
 */
export function applyStartupFrame(win: FrameWindow, settings: FrameScriptSettings): FrameView {
  const root = win.document.documentElement.dataset;
  let view: FrameView = 'loading';
  try {
    const path = win.location.pathname.replace(/\/+$/, '');
    const english = (win.localStorage.getItem(settings.keys.language) ?? '').toUpperCase() === 'EN';
    const signedIn = Boolean(win.localStorage.getItem(settings.keys.accessToken));
    const fontSize = win.sessionStorage.getItem(settings.keys.fontSize);
    if (fontSize !== null && settings.fontSizes.includes(fontSize)) root.fontSize = fontSize;
    if (english) root.startupLanguage = 'en';
    if (!english && !signedIn) {
      if (path === settings.pages.home) view = 'home';
      else if (path === settings.pages.login) view = 'login';
    }
  } catch {
    // Storage the browser refuses to open: the loading view alone is never wrong.
  }
  root.startupFrame = view;
  return view;
}

/** The head script's text: the function above, called with the window and the portal's settings. */
export function startupFrameScript(): string {
  return `(${applyStartupFrame.toString()})(window, ${JSON.stringify(FRAME_SCRIPT_SETTINGS)});`;
}
