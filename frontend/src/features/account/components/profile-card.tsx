import type { TCustomerView } from '@mflow/contracts/customer/customer.contract';
import '../../../shared/theme/bootstrap/badge.scss';
import '../../../shared/forms/forms.scss';
import { useRef, useState, type ChangeEvent } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Avatar } from '../../../shared/layout/avatar';
import { useModals } from '../../../shared/modals/modal-host';
import { useSession } from '../../../shared/session/session-context';
import { removeProfilePicture, setProfilePicture } from '../api/account-api';

/** The name, type, reference, points and picture at the top of the profile. */
export function ProfileCard({ customer }: { customer: TCustomerView }) {
  const intl = useIntl();
  const { profileImage, updateCustomer } = useSession();
  const { showMessage } = useModals();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!['image/jpeg', 'image/png'].includes(file.type)) {
      showMessage({ status: false, body: <FormattedMessage id="account.picture.type" /> });
      return;
    }
    setBusy(true);
    const updated = await setProfilePicture(file).catch(() => undefined);
    setBusy(false);
    if (updated) updateCustomer(updated);
  };

  const remove = async () => {
    setBusy(true);
    const updated = await removeProfilePicture().catch(() => undefined);
    setBusy(false);
    if (updated) updateCustomer(updated);
  };

  return (
    <section className="section-card profile-card" aria-labelledby="profile-name">
      <div className="profile-picture">
        <Avatar src={profileImage} size={96} alt={intl.formatMessage({ id: 'account.picture.alt' })} />
      </div>
      <div className="profile-identity">
        <h2 id="profile-name" className="profile-name">
          {customer.displayName}
        </h2>
        <p className="profile-meta">
          <span className="badge text-bg-light">
            <FormattedMessage id={customer.accountType === 'JURISTIC' ? 'account.type.juristic' : 'account.type.individual'} />
          </span>
          <span>
            <FormattedMessage id="account.reference" values={{ code: customer.referenceCode }} />
          </span>
          <span>
            <FormattedMessage id="header.points" values={{ points: customer.point }} />
          </span>
        </p>
        <p className="profile-since">
          <FormattedMessage
            id="account.memberSince"
            values={{ date: <FormattedDate value={customer.registeredAt} day="numeric" month="long" year="numeric" /> }}
          />
        </p>
        <div className="d-flex gap-2 flex-wrap">
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png"
            className="d-none"
            onChange={(event) => void choose(event)}
            data-testid="profile-picture-input"
            tabIndex={-1}
          />
          <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => input.current?.click()} disabled={busy}>
            <FormattedMessage id="account.picture.change" />
          </button>
          {profileImage ? (
            <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => void remove()} disabled={busy}>
              <FormattedMessage id="account.picture.remove" />
            </button>
          ) : null}
        </div>
        <p className="form-text mb-0">
          <FormattedMessage id="account.picture.hint" />
        </p>
      </div>
    </section>
  );
}
