import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import type { TCustomerView } from '@mflow/contracts/customer/customer.contract';
import { IconKey, IconMail, IconMapPin, IconUser, IconAlert } from '../../../shared/icons/icons';
import { PageHeader } from '../../../shared/layout/page-header';
import { PageLoading } from '../../../shared/layout/page-loading';
import { useSession } from '../../../shared/session/session-context';
import { asCustomerView } from '../api/account-api';

const TABS = [
  { to: '/account', label: 'account.tab.profile', icon: IconUser },
  { to: '/account/addresses', label: 'account.tab.addresses', icon: IconMapPin },
  { to: '/account/password', label: 'account.tab.security', icon: IconKey },
  { to: '/account/notifications', label: 'account.tab.notifications', icon: IconMail },
  { to: '/account/close', label: 'account.tab.close', icon: IconAlert },
] as const;

/** Managing the profile, user data and settings, and closing the account (requirements/accounts.md#profile-and-settings): one page per task, with a menu between them. */
export function AccountLayout({ titleId, children }: { titleId: string; children: (customer: TCustomerView) => ReactNode }) {
  const intl = useIntl();
  const { customer } = useSession();
  const view = asCustomerView(customer);
  return (
    <>
      <PageHeader titleId={titleId} leadId="account.lead" icon={<IconUser size={32} />} />
      <div className="container account-page">
        <nav className="account-nav" aria-label={intl.formatMessage({ id: 'account.menu' })}>
          <ul>
            {TABS.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink to={to} end className="account-nav-link">
                  <Icon size={18} />
                  <span>
                    <FormattedMessage id={label} />
                  </span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="account-content">{view ? children(view) : <PageLoading />}</div>
      </div>
    </>
  );
}
