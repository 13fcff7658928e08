import '../../../shared/theme/bootstrap/tables.scss';
import '../info.css';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageHeader } from '../../../shared/layout/page-header';
import { SectionCard } from '../../../shared/layout/section-card';
import { IconCalendar, IconClock } from '../../../shared/icons/icons';
import { IconBook, IconGantry, IconScale, IconTag, IconWallet } from '../../../shared/icons/service-icons';
import { useBaht } from '../../../shared/format/use-baht';
import { Paragraphs, Points } from '../components/text-blocks';

/** BILLING.md's worked example: one 30 baht passage left unpaid, in satang. */
const TOLL = 3_000;
const FIRST_LATE_FEE = 2 * TOLL;
const SECOND_LATE_FEE = 10 * TOLL;
const FINE = 20_000;

const EXAMPLE = [
  { day: 3, key: 'passage', amount: TOLL },
  { day: 16, key: 'invoice', amount: TOLL },
  { day: 23, key: 'overdue', amount: TOLL + FIRST_LATE_FEE },
  { day: 38, key: 'notice', amount: TOLL + SECOND_LATE_FEE },
  { day: 53, key: 'fine', amount: TOLL + SECOND_LATE_FEE + FINE },
] as const;

function exampleDate(day: number): Date {
  return new Date(Date.UTC(2021, 10, day, 5));
}

export function KnowledgePage() {
  const intl = useIntl();
  const baht = useBaht();
  const fees = { firstLateFee: baht(FIRST_LATE_FEE), secondLateFee: baht(SECOND_LATE_FEE), fine: baht(FINE), toll: baht(TOLL) };
  return (
    <>
      <PageHeader titleId="screen.knowledge" leadId="knowledge.lead" icon={<IconBook size={32} />} />
      <div className="container page-body">
        <SectionCard id="what" title={<FormattedMessage id="knowledge.what.title" />} icon={<IconGantry />}>
          <Paragraphs ids={['knowledge.what.p1', 'knowledge.what.p2']} />
        </SectionCard>
        <SectionCard id="tags" title={<FormattedMessage id="knowledge.tags.title" />} icon={<IconTag />}>
          <Paragraphs ids={['knowledge.tags.p1']} />
          <Points ids={['knowledge.tags.mpass', 'knowledge.tags.easypass', 'knowledge.tags.none']} />
        </SectionCard>
        <SectionCard id="billing" title={<FormattedMessage id="knowledge.billing.title" />} icon={<IconCalendar />}>
          <Points ids={['knowledge.billing.cycles', 'knowledge.billing.accrual', 'knowledge.billing.memberDue', 'knowledge.billing.nonMember']} />
        </SectionCard>
        <SectionCard id="late" title={<FormattedMessage id="knowledge.late.title" />} icon={<IconScale />}>
          <Points ids={['knowledge.late.first', 'knowledge.late.second', 'knowledge.late.fine', 'knowledge.late.stop']} values={fees} />
          <div className="table-responsive">
            <table className="table table-sm align-middle example-table">
              <caption>
                <FormattedMessage id="knowledge.example.caption" values={{ toll: fees.toll }} />
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    <FormattedMessage id="knowledge.example.date" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="knowledge.example.event" />
                  </th>
                  <th scope="col" className="text-end">
                    <FormattedMessage id="knowledge.example.amount" />
                  </th>
                </tr>
              </thead>
              <tbody>
                {EXAMPLE.map(({ day, key, amount }) => (
                  <tr key={key}>
                    <td>{intl.formatDate(exampleDate(day), { day: 'numeric', month: 'short' })}</td>
                    <td>
                      <FormattedMessage id={`knowledge.example.${key}`} />
                    </td>
                    <td className="text-end text-nowrap">{baht(amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </SectionCard>
        <SectionCard id="channels" title={<FormattedMessage id="knowledge.channels.title" />} icon={<IconWallet />}>
          <Paragraphs ids={['knowledge.channels.p1']} />
          <Points
            ids={[
              'channel.card',
              'channel.directDebit',
              'channel.qr',
              'channel.internetBanking',
              'channel.mobileApp',
              'channel.atm',
              'channel.convenienceStore',
              'channel.bankCounter',
              'channel.tollCard',
            ]}
          />
        </SectionCard>
        <SectionCard id="cutoff" title={<FormattedMessage id="knowledge.cutoff.title" />} icon={<IconClock />}>
          <Points ids={['knowledge.cutoff.card', 'knowledge.cutoff.debit', 'knowledge.cutoff.change', 'knowledge.cutoff.first']} />
        </SectionCard>
        <SectionCard id="disputes" title={<FormattedMessage id="knowledge.disputes.title" />} icon={<IconScale />}>
          <Points ids={['knowledge.disputes.window', 'knowledge.disputes.verify', 'knowledge.disputes.appeal']} />
        </SectionCard>
      </div>
    </>
  );
}
