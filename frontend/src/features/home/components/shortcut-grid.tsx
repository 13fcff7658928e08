import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useMenuActive } from '../../../shared/menu/menu-context';
import { useSession } from '../../../shared/session/session-context';
import { GRID_SHORTCUTS, shownShortcuts } from './home-shortcuts';

/** The home page's shortcuts: only those whose menus are ACTIVE, registration only while logged out. */
export function ShortcutGrid() {
  const isActive = useMenuActive();
  const { loggedIn } = useSession();
  const shown = shownShortcuts(GRID_SHORTCUTS, isActive, loggedIn);
  return (
    <section className="home-section" aria-labelledby="shortcuts-title">
      <div className="container">
        <h2 id="shortcuts-title" className="section-title">
          <FormattedMessage id="home.shortcuts.title" />
        </h2>
        <ul className="shortcut-grid">
          {shown.map(({ to, key, icon: Icon }) => (
            <li key={key}>
              <Link to={to} className="shortcut-card">
                <span className="shortcut-icon" aria-hidden="true">
                  <Icon size={28} />
                </span>
                <span className="shortcut-title">
                  <FormattedMessage id={`home.shortcut.${key}.title`} />
                </span>
                <span className="shortcut-text">
                  <FormattedMessage id={`home.shortcut.${key}.text`} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
