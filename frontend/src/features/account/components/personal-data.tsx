import type { TCustomerView } from '@mflow/contracts/customer/customer.contract';
import '../../../shared/forms/forms.scss';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { IconUser } from '../../../shared/icons/icons';
import { SectionCard } from '../../../shared/layout/section-card';
import { useMasterList } from '../../../shared/master/use-master-list';
import { Fact } from './fact';

/** What registration recorded about the person or company; it is changed only through the call centre. */
export function PersonalData({ customer }: { customer: TCustomerView }) {
  const titles = useMasterList('titles');
  const genders = useMasterList('genders');
  const nationalities = useMasterList('nationalities');
  const types = useMasterList('juristictypes');
  const name = (items: { code: string; name: string }[] | undefined, code: string | null) =>
    code ? (items?.find((item) => item.code === code)?.name ?? code) : null;
  const person = [name(titles, customer.titleCode), customer.firstName, customer.middleName, customer.lastName].filter(Boolean).join(' ');
  return (
    <SectionCard id="personal" title={<FormattedMessage id="account.personal.title" />} icon={<IconUser size={20} />}>
      <dl className="facts">
        {customer.accountType === 'JURISTIC' ? (
          <>
            <Fact label="registration.juristicName">{customer.companyName}</Fact>
            <Fact label="registration.juristicId">{customer.juristicId}</Fact>
            <Fact label="registration.juristicType">
              {customer.juristicType === 'OTHER' ? customer.juristicTypeOther : name(types, customer.juristicType)}
            </Fact>
            <Fact label="account.branch">
              {customer.branchName ? (
                <FormattedMessage id="account.branch.value" values={{ name: customer.branchName, code: customer.branchCode }} />
              ) : null}
            </Fact>
            <Fact label="registration.authorisedDirector">{customer.authorisedDirector}</Fact>
            <Fact label="account.contactPerson">{person}</Fact>
          </>
        ) : (
          <>
            <Fact label="account.name">{person}</Fact>
            <Fact label="account.idNumber">{customer.idNumberMasked}</Fact>
            <Fact label="registration.birthDate">
              {customer.birthDate ? (
                <FormattedDate value={`${customer.birthDate}T00:00:00+07:00`} day="numeric" month="long" year="numeric" />
              ) : null}
            </Fact>
            <Fact label="registration.gender">{name(genders, customer.gender)}</Fact>
            <Fact label="registration.nationality">{name(nationalities, customer.nationality)}</Fact>
          </>
        )}
      </dl>
      <p className="form-text mb-0">
        <FormattedMessage id="account.personal.note" />
      </p>
    </SectionCard>
  );
}
