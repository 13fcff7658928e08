import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { IconUser } from '../icons/icons';
import { IconBook, IconCar, IconHistory, IconInvoice, IconReceipt, IconScale, IconTag, IconWallet } from '../icons/service-icons';
import { MENU, type MenuCode } from '../menu/menu-codes';
import { useMenuActive } from '../menu/menu-context';
import { useModals } from '../modals/modal-host';
import { PortalShell } from './portal-shell';

const MEMBER_ITEMS: readonly { code: MenuCode; label: string; icon: typeof IconUser; to?: string }[] = [
  { code: MENU.userData, label: 'member.account', icon: IconUser, to: '/account' },
  { code: MENU.vehiclesAndPayments, label: 'member.vehicles', icon: IconCar, to: '/car' },
  { code: MENU.vehiclesAndPayments, label: 'member.paymentMethods', icon: IconWallet, to: '/paymentmethod' },
  { code: MENU.payToll, label: 'member.accruals', icon: IconTag, to: '/accruallist' },
  { code: MENU.payToll, label: 'member.invoices', icon: IconWallet, to: '/invoice' },
  { code: MENU.tollHistory, label: 'member.tollHistory', icon: IconHistory, to: '/tollroadhistory' },
  { code: MENU.payByNotice, label: 'member.notices', icon: IconBook, to: '/paymentnotice' },
  { code: MENU.paymentHistory, label: 'member.paymentHistory', icon: IconInvoice, to: '/paymenthistory' },
  { code: MENU.requestReceipt, label: 'member.receipts', icon: IconReceipt, to: '/paymenthistory' },
  { code: MENU.dispute, label: 'member.cases', icon: IconScale, to: '/cases' },
  { code: MENU.requestReceipt, label: 'member.taxInvoices', icon: IconReceipt, to: '/taxinvoices' },
];

/** The member menu; entries whose screens arrive with later work say so when chosen. */
function MemberBar() {
  const intl = useIntl();
  const isActive = useMenuActive();
  const { showComingSoon } = useModals();
  return (
    <nav className="member-bar" aria-label={intl.formatMessage({ id: 'member.menu' })}>
      <div className="container">
        <ul className="member-items">
          {MEMBER_ITEMS.filter((item) => isActive(item.code)).map(({ label, icon: Icon, to }) => (
            <li key={label}>
              {to ? (
                <NavLink to={to} className="member-item">
                  <Icon size={18} />
                  <span>
                    <FormattedMessage id={label} />
                  </span>
                </NavLink>
              ) : (
                <button type="button" className="member-item" onClick={showComingSoon}>
                  <Icon size={18} />
                  <span>
                    <FormattedMessage id={label} />
                  </span>
                </button>
              )}
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

export function AuthenticatedLayout() {
  return <PortalShell kind="authenticated" beforeMain={<MemberBar />} />;
}
