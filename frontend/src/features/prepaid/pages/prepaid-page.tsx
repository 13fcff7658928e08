import '../../../shared/theme/bootstrap/forms.scss';
import '../prepaid.css';
import { useState } from 'react';
import { Alert } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { IconWallet } from '../../../shared/icons/service-icons';
import { PageHeader } from '../../../shared/layout/page-header';
import { PageLoading } from '../../../shared/layout/page-loading';
import { serverClock } from '../../../shared/time/server-clock';
import { Baht } from '../components/baht';
import { Movements } from '../components/movements';
import { statementMonths } from '../components/prepaid-forms';
import { PrimaryPanel } from '../components/primary-panel';
import { StatementDownload } from '../components/statement-download';
import { TopUpForm } from '../components/top-up-form';
import { usePrepaid } from '../components/use-prepaid';

/**
 * /mflow/prepaid, the member's prepaid M-Flow account (requirements/prepaid-account.md): the
 * balance, topping it up, the movements, the monthly PDF statement, the account as the primary
 * method, and the ways to its settings and to closing it.
 */
export function PrepaidPage() {
  const { load, version, reload } = usePrepaid();
  const [topUpStatus, setTopUpStatus] = useState<string>();
  const header = <PageHeader titleId="screen.prepaid" leadId="prepaid.lead" icon={<IconWallet size={32} />} />;
  if (load.status === 'loading')
    return (
      <>
        {header}
        <PageLoading />
      </>
    );
  const account = load.status === 'done' ? load.value.account : null;
  const methods = load.status === 'done' ? load.value.methods : [];
  const method = methods.find((item) => item.paymentMethodId === account?.paymentMethodId);
  return (
    <>
      {header}
      <div className="container prepaid-page">
        {!account ? (
          <section className="prepaid-card" data-testid="prepaid-none">
            <p>
              <FormattedMessage id="prepaid.none" />
            </p>
            <Link className="btn btn-primary" to="/prepaid/open">
              <FormattedMessage id="prepaid.open.link" />
            </Link>
          </section>
        ) : (
          <>
            <section className="prepaid-card prepaid-balance" aria-labelledby="prepaid-balance-title">
              <h2 id="prepaid-balance-title" className="h5">
                <FormattedMessage id="prepaid.balance" />
              </h2>
              <p className="prepaid-balance-amount" data-testid="prepaid-balance">
                <Baht satang={account.balance} />
              </p>
              <p className="mb-2" data-testid="prepaid-replenishment">
                {account.replenishment ? (
                  <FormattedMessage
                    id="prepaid.replenishment.on"
                    values={{
                      min: <Baht satang={account.replenishment.threshold} />,
                      amount: <Baht satang={account.replenishment.amount} />,
                    }}
                  />
                ) : (
                  <FormattedMessage id="prepaid.replenishment.off" />
                )}
              </p>
              {method ? <PrimaryPanel method={method} methods={methods} onChanged={reload} /> : null}
              <div className="prepaid-links">
                <Link className="btn btn-outline-primary" to="/prepaid/settings">
                  <FormattedMessage id="prepaid.settings.link" />
                </Link>
                <Link className="btn btn-link" to="/prepaid/close">
                  <FormattedMessage id="prepaid.account.closeLink" />
                </Link>
              </div>
            </section>
            <section className="prepaid-card" aria-labelledby="prepaid-top-up-title">
              <h2 id="prepaid-top-up-title" className="h5">
                <FormattedMessage id="prepaid.topUp.title" />
              </h2>
              {topUpStatus ? (
                <Alert
                  variant={topUpStatus === 'PAID' ? 'success' : 'warning'}
                  data-testid="prepaid-top-up-status"
                  data-status={topUpStatus}
                >
                  <FormattedMessage id={topUpStatus === 'PAID' ? 'prepaid.topUp.paid' : 'prepaid.topUp.notPaid'} />
                </Alert>
              ) : null}
              <TopUpForm
                account={account}
                methods={methods}
                onDone={(status) => {
                  setTopUpStatus(status);
                  reload();
                }}
              />
            </section>
            <Movements version={version} />
            <StatementDownload months={statementMonths(account.openedAt, serverClock.now())} />
          </>
        )}
      </div>
    </>
  );
}
