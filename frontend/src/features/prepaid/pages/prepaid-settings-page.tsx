import '../../../shared/theme/bootstrap/forms.scss';
import '../prepaid.css';
import type { TPrepaidAccountView } from '@mflow/contracts/payment/prepaid.contract';
import type { TPaymentMethodView } from '@mflow/contracts/payment/payment-method.contract';
import { useState, type FormEvent } from 'react';
import { Alert, Form } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { IconWallet } from '../../../shared/icons/service-icons';
import { PageHeader } from '../../../shared/layout/page-header';
import { PageLoading } from '../../../shared/layout/page-loading';
import { useModals } from '../../../shared/modals/modal-host';
import { refusalOf, savePrepaidSettings } from '../api/prepaid-api';
import { checkSettings, settingsFormOf, type TSettingsChecked, type TSettingsForm } from '../components/prepaid-forms';
import { PrepaidOtp } from '../components/prepaid-otp';
import { usePrepaid } from '../components/use-prepaid';

type TAmountField = 'threshold' | 'amount' | 'lowBalance';

function SettingsForm({ account, methods }: { account: TPrepaidAccountView; methods: TPaymentMethodView[] }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { showMessage } = useModals();
  const [form, setForm] = useState<TSettingsForm>(() => settingsFormOf(account));
  const [checked, setChecked] = useState<TSettingsChecked>();
  const [proving, setProving] = useState(false);
  const [refusal, setRefusal] = useState('');
  const sources = methods.filter((method) => method.kind === 'CARD' || method.kind === 'BANK_DEBIT');
  const problems = checked && !checked.ok ? checked.problems : {};
  const baht = (satang: number) => intl.formatNumber(satang / 100, { style: 'currency', currency: 'THB' });
  const problemOf = (field: keyof TSettingsForm) => {
    const problem = problems[field];
    if (!problem) return null;
    const values = Object.fromEntries(Object.entries(problem.values ?? {}).map(([name, satang]) => [name, baht(satang)]));
    return <Form.Control.Feedback type="invalid">{intl.formatMessage({ id: problem.id }, values)}</Form.Control.Feedback>;
  };
  const amountField = (field: TAmountField, labelId: string, helpId?: string) => (
    <Form.Group className="mb-3" controlId={`prepaid-${field}`}>
      <Form.Label>
        <FormattedMessage id={labelId} />
      </Form.Label>
      <Form.Control
        inputMode="decimal"
        value={form[field]}
        onChange={(event) => setForm({ ...form, [field]: event.target.value })}
        isInvalid={Boolean(problems[field])}
      />
      {helpId ? (
        <Form.Text>
          <FormattedMessage id={helpId} values={{ min: baht(account.limits.minTopUp), max: baht(account.limits.maxTopUp) }} />
        </Form.Text>
      ) : null}
      {problemOf(field)}
    </Form.Group>
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = checkSettings(form, account.limits);
    setChecked(result);
    setRefusal('');
    setProving(result.ok);
  };

  const save = (verificationToken: string) => {
    if (!checked?.ok) return;
    savePrepaidSettings({ ...checked.body, verificationToken }).then(
      () => {
        showMessage({ status: true, title: <FormattedMessage id="prepaid.settings.done" /> });
        void navigate('/prepaid');
      },
      (error: unknown) => {
        setProving(false);
        setRefusal(refusalOf(error) || intl.formatMessage({ id: 'modal.error.generic' }));
      },
    );
  };

  if (proving)
    return (
      <div data-testid="prepaid-settings-otp">
        <h2 className="h5 mb-3">
          <FormattedMessage id="prepaid.settings.otpTitle" />
        </h2>
        <PrepaidOtp purpose="EDIT_MFLOW_PREPAID" onVerified={save} />
        <button type="button" className="btn btn-outline-secondary mt-3" onClick={() => setProving(false)}>
          <FormattedMessage id="paymentMethods.add.back" />
        </button>
      </div>
    );
  return (
    <Form noValidate onSubmit={submit} data-testid="prepaid-settings-form">
      <fieldset className="mb-3">
        <legend className="h6">
          <FormattedMessage id="prepaid.settings.replenishment" />
        </legend>
        <Form.Check
          type="switch"
          id="prepaid-replenish"
          className="mb-3"
          label={intl.formatMessage({ id: 'prepaid.settings.replenish' })}
          checked={form.replenish}
          onChange={(event) => setForm({ ...form, replenish: event.target.checked })}
        />
        {form.replenish ? (
          <>
            {amountField('threshold', 'prepaid.settings.threshold')}
            {amountField('amount', 'prepaid.settings.amount', 'prepaid.settings.amountHelp')}
            <Form.Group className="mb-3" controlId="prepaid-source">
              <Form.Label>
                <FormattedMessage id="prepaid.settings.source" />
              </Form.Label>
              <Form.Select
                value={form.paymentMethodId}
                onChange={(event) => setForm({ ...form, paymentMethodId: event.target.value })}
                isInvalid={Boolean(problems.paymentMethodId)}
              >
                <option value="">{intl.formatMessage({ id: 'prepaid.settings.choose' })}</option>
                {sources.map((method) => (
                  <option key={method.paymentMethodId} value={method.paymentMethodId}>
                    {method.display}
                  </option>
                ))}
              </Form.Select>
              {problemOf('paymentMethodId')}
              {sources.length === 0 ? (
                <Form.Text>
                  <FormattedMessage id="prepaid.settings.noSource" />
                </Form.Text>
              ) : null}
            </Form.Group>
          </>
        ) : null}
      </fieldset>
      <fieldset className="mb-3">
        <legend className="h6">
          <FormattedMessage id="prepaid.settings.notice" />
        </legend>
        {amountField('lowBalance', 'prepaid.settings.lowBalance', 'prepaid.settings.lowBalanceHelp')}
      </fieldset>
      {refusal ? (
        <Alert variant="danger" data-testid="prepaid-refusal">
          {refusal}
        </Alert>
      ) : null}
      <div className="d-flex gap-2">
        <button type="submit" className="btn btn-primary" data-testid="prepaid-settings-save">
          <FormattedMessage id="prepaid.settings.save" />
        </button>
        <Link className="btn btn-link" to="/prepaid">
          <FormattedMessage id="modal.cancel" />
        </Link>
      </div>
    </Form>
  );
}

/**
 * /mflow/prepaid/settings: automatic replenishment (a threshold, an amount of at least the
 * threshold, the saved card or bank account to draw from) and the low-balance notice's threshold,
 * checked here and by the server, proven by the one-time code of step EDIT_MFLOW_PREPAID (29).
 */
export function PrepaidSettingsPage() {
  const { load } = usePrepaid();
  const account = load.status === 'done' ? load.value.account : null;
  return (
    <>
      <PageHeader titleId="screen.prepaidSettings" leadId="prepaid.settings.lead" icon={<IconWallet size={32} />} />
      <div className="container prepaid-page">
        <section className="prepaid-card">
          {load.status === 'loading' ? (
            <PageLoading />
          ) : account && load.status === 'done' ? (
            <SettingsForm account={account} methods={load.value.methods} />
          ) : (
            <p className="mb-0" data-testid="prepaid-none">
              <FormattedMessage id="prepaid.none" />
            </p>
          )}
        </section>
      </div>
    </>
  );
}
