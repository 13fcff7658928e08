import { FormattedMessage } from 'react-intl';
import type { TInvoiceDetail } from '../api/invoices-api';
import { STEP_TEXT } from './invoice-labels';
import { unpaidTimeline } from './invoice-timeline';
import type { TInvoiceFormat } from './use-invoice-format';

/**
 * "What happens if it stays unpaid": each step of the ladder ahead with its date, what it adds
 * and what is then to pay by when, so no fee comes as a surprise.
 */
export function UnpaidTimeline({ invoice, format }: { invoice: TInvoiceDetail; format: TInvoiceFormat }) {
  const items = unpaidTimeline(invoice);
  if (items.length === 0) return null;
  return (
    <section className="invoice-section" aria-labelledby="unpaid-timeline-title" data-testid="unpaid-timeline">
      <h3 id="unpaid-timeline-title" className="invoice-section-title">
        <FormattedMessage id="invoices.timeline.title" />
      </h3>
      <p className="invoice-section-lead">
        <FormattedMessage id="invoices.timeline.lead" />
      </p>
      <ol className="invoice-timeline">
        {items.map((item) => (
          <li key={item.step} className={`timeline-item${item.added > 0 ? ' is-fee' : ''}`} data-step={item.step}>
            <p className="timeline-when">
              <time dateTime={item.at}>{format.dateTime(item.at)}</time>
            </p>
            <h4 className="timeline-title">
              <FormattedMessage id={STEP_TEXT[item.step].title} />
            </h4>
            <p className="timeline-text">
              <FormattedMessage id={STEP_TEXT[item.step].text} />
            </p>
            <dl className="timeline-facts">
              {item.added > 0 ? (
                <div>
                  <dt>
                    <FormattedMessage id="invoices.timeline.added" />
                  </dt>
                  <dd>{format.baht(item.added)}</dd>
                </div>
              ) : null}
              <div>
                <dt>
                  <FormattedMessage id="invoices.timeline.total" />
                </dt>
                <dd>{format.baht(item.totalAmount)}</dd>
              </div>
              {item.payBy ? (
                <div>
                  <dt>
                    <FormattedMessage id="invoices.timeline.dueDate" />
                  </dt>
                  <dd>{format.date(item.payBy)}</dd>
                </div>
              ) : null}
            </dl>
          </li>
        ))}
      </ol>
    </section>
  );
}
