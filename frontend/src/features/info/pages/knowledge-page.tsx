import '../../../shared/theme/bootstrap/forms.scss';
import '../../../shared/theme/bootstrap/tables.scss';
import '../info.css';
import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useBaht } from '@mflow/ui/format/use-baht';
import { DataTable } from '@mflow/ui/tables/data-table.tsx';
import { useLoad } from '../../../shared/api/use-load';
import { PageHeader } from '../../../shared/layout/page-header';
import { PageLoading } from '../../../shared/layout/page-loading';
import { SectionCard } from '../../../shared/layout/section-card';
import { IconCalendar, IconClock } from '../../../shared/icons/icons';
import { IconBook, IconGantry, IconRoute, IconScale, IconTag, IconWallet } from '../../../shared/icons/service-icons';
import { exampleToll, getTollNetwork } from '../api/toll-network-api';
import { TariffTable } from '../components/tariff-table';
import { Paragraphs, Points } from '../components/text-blocks';

/** The late-fee multiples and fixed fine (requirements/billing.md#fees-and-fines), in satang. */
const FIRST_LATE_FEE_TIMES = 2;
const SECOND_LATE_FEE_TIMES = 10;
const FINE = 20_000;

/** The worked example (requirements/billing.md#worked-example), for one passage of `toll` satang left unpaid. */
function exampleOf(toll: number) {
  return [
    { day: 3, key: 'passage', amount: toll },
    { day: 16, key: 'invoice', amount: toll },
    { day: 23, key: 'overdue', amount: toll + FIRST_LATE_FEE_TIMES * toll },
    { day: 38, key: 'notice', amount: toll + SECOND_LATE_FEE_TIMES * toll },
    { day: 53, key: 'fine', amount: toll + SECOND_LATE_FEE_TIMES * toll + FINE },
  ] as const;
}

function exampleDate(day: number): Date {
  return new Date(Date.UTC(2021, 10, day, 5));
}

/** The knowledge page (requirements/content.md#knowledge-page): how barrier-free tolling works, with the plazas and tariffs the toll engine prices passages by. */
export function KnowledgePage() {
  const intl = useIntl();
  const baht = useBaht();
  const load = useCallback((signal: AbortSignal) => getTollNetwork(signal), []);
  const network = useLoad('road', load);
  const toll = network.status === 'done' ? exampleToll(network.value) : undefined;
  const fine = { fine: baht(FINE) };
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
        <SectionCard id="tariffs" title={<FormattedMessage id="knowledge.tariffs.title" />} icon={<IconRoute />}>
          <Paragraphs ids={['knowledge.tariffs.p1']} />
          <Points ids={['knowledge.tariffs.class1', 'knowledge.tariffs.class2', 'knowledge.tariffs.class3']} />
          {network.status === 'loading' ? <PageLoading /> : null}
          {network.status === 'failed' ? (
            <p className="alert alert-warning" role="status">
              <FormattedMessage id="knowledge.tariffs.unavailable" />
            </p>
          ) : null}
          {network.status === 'done' ? <TariffTable plazas={network.value} /> : null}
        </SectionCard>
        <SectionCard id="billing" title={<FormattedMessage id="knowledge.billing.title" />} icon={<IconCalendar />}>
          <Points
            ids={['knowledge.billing.cycles', 'knowledge.billing.accrual', 'knowledge.billing.memberDue', 'knowledge.billing.nonMember']}
          />
        </SectionCard>
        <SectionCard id="late" title={<FormattedMessage id="knowledge.late.title" />} icon={<IconScale />}>
          <Points ids={['knowledge.late.first', 'knowledge.late.second', 'knowledge.late.fine', 'knowledge.late.stop']} values={fine} />
          {toll === undefined ? null : (
            <DataTable
              className="table-sm align-middle example-table"
              caption={<FormattedMessage id="knowledge.example.caption" values={{ toll: baht(toll) }} />}
              columns={[
                { key: 'date', label: <FormattedMessage id="knowledge.example.date" /> },
                { key: 'event', label: <FormattedMessage id="knowledge.example.event" /> },
                { key: 'amount', label: <FormattedMessage id="knowledge.example.amount" />, className: 'text-end' },
              ]}
            >
              {exampleOf(toll).map(({ day, key, amount }) => (
                <tr key={key}>
                  <td>{intl.formatDate(exampleDate(day), { day: 'numeric', month: 'short' })}</td>
                  <td>
                    <FormattedMessage id={`knowledge.example.${key}`} />
                  </td>
                  <td className="text-end text-nowrap">{baht(amount)}</td>
                </tr>
              ))}
            </DataTable>
          )}
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
