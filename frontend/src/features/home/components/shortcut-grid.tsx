import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { IconSearch, IconUser } from '../../../shared/icons/icons';
import {
  IconChat,
  IconDownload,
  IconFlag,
  IconGift,
  IconHelp,
  IconInvoice,
  IconNews,
  IconReceipt,
  IconScale,
  IconWallet,
} from '../../../shared/icons/service-icons';
import { MENU, type MenuCode } from '../../../shared/menu/menu-codes';
import { useMenuActive } from '../../../shared/menu/menu-context';
import { useSession } from '../../../shared/session/session-context';

type Shortcut = { to: string; key: string; icon: typeof IconSearch; code?: MenuCode; loggedOutOnly?: true };

const SHORTCUTS: readonly Shortcut[] = [
  { to: '/unuserpayment', key: 'nonMemberPayment', icon: IconWallet, code: MENU.nonMemberPayment },
  { to: '/paymentinvoice', key: 'paymentInvoice', icon: IconInvoice },
  { to: '/refcode', key: 'refCode', icon: IconSearch },
  { to: '/register', key: 'register', icon: IconUser, code: MENU.register, loggedOutOnly: true },
  { to: '/nonm-reprint', key: 'reprint', icon: IconReceipt, code: MENU.nonMemberReprint },
  { to: '/appealnotice', key: 'appealNotice', icon: IconScale, code: MENU.appealNotice },
  { to: '/dispute', key: 'dispute', icon: IconFlag, code: MENU.dispute },
  { to: '/complaint', key: 'complaint', icon: IconChat, code: MENU.complaint },
  { to: '/promotion', key: 'promotion', icon: IconGift, code: MENU.promotion },
  { to: '/faqs', key: 'faqs', icon: IconHelp, code: MENU.faq },
  { to: '/news', key: 'news', icon: IconNews, code: MENU.news },
  { to: '/download', key: 'download', icon: IconDownload, code: MENU.download },
];

/** The home page's shortcuts: only those whose menu is ACTIVE, registration only while logged out. */
export function ShortcutGrid() {
  const isActive = useMenuActive();
  const { loggedIn } = useSession();
  const shown = SHORTCUTS.filter((item) => (!item.code || isActive(item.code)) && !(item.loggedOutOnly && loggedIn));
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
