import { FormattedMessage } from 'react-intl';
import { MENU } from '../../../shared/menu/menu-codes';
import { useMenuActive } from '../../../shared/menu/menu-context';

/** Store listings of the mobile app; MENU00021 and MENU00022 (requirements/content.md#app-page) switch each one on or off. */
const APP_STORE_URL = 'https://apps.apple.com/th/search?term=M-Flow';
const PLAY_STORE_URL = 'https://play.google.com/store/search?q=M-Flow&c=apps';

function AppleGlyph() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M16.4 12.6c0-2.4 2-3.5 2-3.6-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.2-2.8.8-3.5.8s-1.8-.8-3-.8c-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.6zM14.2 5.6c.6-.8 1.1-1.8 1-2.9-.9 0-2 .6-2.7 1.4-.6.7-1.1 1.8-1 2.8 1 .1 2-.5 2.7-1.3z" />
    </svg>
  );
}

function PlayGlyph() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 2.5v19l10-9.5z" fill="#34a853" />
      <path d="M4 2.5 14 12l3-2.9L5.3 2.2c-.5-.2-1 0-1.3.3z" fill="#4285f4" />
      <path d="M4 21.5c.3.3.8.5 1.3.3L17 14.9 14 12z" fill="#ea4335" />
      <path d="M17 9.1 14 12l3 2.9 3.2-1.8c.9-.5.9-1.7 0-2.2z" fill="#fbbc04" />
    </svg>
  );
}

export function AppStoreLinks() {
  const isActive = useMenuActive();
  const ios = isActive(MENU.iosAppStore);
  const android = isActive(MENU.androidAppStore);
  if (!ios && !android) {
    return (
      <p className="text-body-secondary">
        <FormattedMessage id="download.app.unavailable" />
      </p>
    );
  }
  return (
    <div className="store-links">
      {ios ? (
        <a className="store-link" href={APP_STORE_URL} target="_blank" rel="noreferrer">
          <AppleGlyph />
          <span>
            <small>
              <FormattedMessage id="download.app.ios.small" />
            </small>
            <FormattedMessage id="download.app.ios" />
          </span>
        </a>
      ) : null}
      {android ? (
        <a className="store-link" href={PLAY_STORE_URL} target="_blank" rel="noreferrer">
          <PlayGlyph />
          <span>
            <small>
              <FormattedMessage id="download.app.android.small" />
            </small>
            <FormattedMessage id="download.app.android" />
          </span>
        </a>
      ) : null}
    </div>
  );
}
