import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useBaht } from '@mflow/ui/format/use-baht';
import { ApiError, type ApiErrorItem } from '@mflow/ui/api/api-types';
import { waiveInvoiceFees, type TInvoiceSummary } from '../api/billing-api';
import { staffApi } from '../app/browser';
import { ApiErrors } from './api-errors';
import { ConfirmModal } from './decision-parts';
import { DueDate, InvoiceStatusBadge } from './invoice-parts';
import { feesOf, waiverBlocker, WAIVER_REASON_MAX, WAIVER_REASON_MIN, ZWaiverFormSchema, type TWaiverForm } from './waiver-rules';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="bo-invoice-fact" data-testid={testId}>
      <dt>
        <FormattedMessage id={label} />
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

type Props = {
  invoice: TInvoiceSummary;
  onWaived: (replacement: TInvoiceSummary) => void;
  /** The server refused: the list is read again, as the invoice has most likely changed meanwhile. */
  onRefused: () => void;
};

/**
 * The selected invoice's amounts and, when it has fees to waive, the waiver: a reason, then a
 * confirmation, as the waiver cancels the invoice and issues another for the toll alone.
 */
export function WaiverForm({ invoice, onWaived, onRefused }: Props) {
  const intl = useIntl();
  const baht = useBaht();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [confirming, setConfirming] = useState<TWaiverForm>();
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<ApiErrorItem[]>();
  const form = useForm<TWaiverForm>({ resolver: zodResolver(ZWaiverFormSchema), defaultValues: { reason: '' } });
  const reasonError = form.formState.errors.reason?.message;
  const blocker = waiverBlocker(invoice);
  const limits = { min: WAIVER_REASON_MIN, max: WAIVER_REASON_MAX };

  // Selecting an invoice brings the keyboard here; the page keys this form by invoice, so each starts afresh.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const waive = async (values: TWaiverForm) => {
    setSending(true);
    try {
      const replacement = await waiveInvoiceFees(staffApi, invoice.invoiceNo, values.reason);
      setConfirming(undefined);
      onWaived(replacement);
    } catch (error) {
      setConfirming(undefined);
      setErrors(error instanceof ApiError ? error.errors : []);
      onRefused();
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="card bo-card mt-3" aria-labelledby="waiver-heading" data-testid="waiver-card" data-invoice-no={invoice.invoiceNo}>
      <div className="card-header bo-card-header">
        <h2 id="waiver-heading" className="bo-card-title" tabIndex={-1} ref={headingRef}>
          <FormattedMessage id="waiver.heading" values={{ invoiceNo: invoice.invoiceNo }} />
        </h2>
        <InvoiceStatusBadge status={invoice.status} />
      </div>
      <div className="card-body">
        <dl className="bo-invoice-facts" data-testid="waiver-facts">
          <Fact label="invoices.column.stage">
            <FormattedMessage id={`invoiceStage.${invoice.stage}`} />
          </Fact>
          <Fact label="waiver.fact.kind">
            <FormattedMessage id={`invoiceKind.${invoice.kind}`} />
            {invoice.plate ? <span className="ms-2 text-body-secondary">{invoice.plate}</span> : null}
          </Fact>
          <Fact label="waiver.fact.toll">{baht(invoice.tollAmount)}</Fact>
          <Fact label="waiver.fact.firstLateFee">{baht(invoice.firstLateFee)}</Fact>
          <Fact label="waiver.fact.secondLateFee">{baht(invoice.secondLateFee)}</Fact>
          <Fact label="waiver.fact.fine">{baht(invoice.fine)}</Fact>
          <Fact label="invoices.column.total" testId="waiver-total">
            <strong>{baht(invoice.totalAmount)}</strong>
          </Fact>
          <Fact label="invoices.column.due">
            <DueDate invoice={invoice} />
          </Fact>
        </dl>

        {errors ? <ApiErrors errors={errors} titleId="waiver.failed" onClose={() => setErrors(undefined)} /> : null}

        {blocker ? (
          <Alert variant="secondary" className="bo-alert mb-0" data-testid="waiver-blocked">
            {blocker === 'notOpen' ? (
              <FormattedMessage
                id="waiver.blocked.notOpen"
                values={{ status: intl.formatMessage({ id: `invoiceStatus.${invoice.status}` }) }}
              />
            ) : (
              <FormattedMessage id="waiver.blocked.noFees" />
            )}
          </Alert>
        ) : (
          <Form noValidate onSubmit={(event) => void form.handleSubmit((values) => setConfirming(values))(event)} data-testid="waiver-form">
            <h3 className="h6 mt-3">
              <FormattedMessage id="waiver.title" />
            </h3>
            <Form.Group controlId="waiver-reason" className="mb-3">
              <Form.Label>
                <FormattedMessage id="waiver.reason" />
              </Form.Label>
              <Form.Control
                as="textarea"
                rows={3}
                maxLength={WAIVER_REASON_MAX}
                isInvalid={Boolean(reasonError)}
                aria-invalid={Boolean(reasonError)}
                aria-describedby={reasonError ? 'waiver-reason-help waiver-reason-error' : 'waiver-reason-help'}
                {...form.register('reason')}
              />
              <Form.Text id="waiver-reason-help" className="d-block">
                <FormattedMessage id="waiver.reason.help" values={limits} />
              </Form.Text>
              <Form.Control.Feedback type="invalid" id="waiver-reason-error">
                {reasonError ? intl.formatMessage({ id: reasonError }, limits) : null}
              </Form.Control.Feedback>
            </Form.Group>
            <button type="submit" className="btn btn-danger">
              <FormattedMessage id="waiver.submit" />
            </button>
          </Form>
        )}
      </div>

      <ConfirmModal
        show={confirming !== undefined}
        titleId="waiver.confirm.title"
        bodyId="waiver.confirm.body"
        values={{ invoiceNo: invoice.invoiceNo, fees: baht(feesOf(invoice)), amount: baht(invoice.tollAmount) }}
        confirmId="waiver.confirm"
        tone="danger"
        testId="waiver-modal"
        sending={sending}
        onClose={() => {
          if (!sending) setConfirming(undefined);
        }}
        onConfirm={() => {
          if (confirming) void waive(confirming);
        }}
      />
    </section>
  );
}
