import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { IconBank, IconCard, IconQr, IconSmartphone, IconStore, IconTag, IconWallet } from '../../../shared/icons/service-icons';

/** The payment channels (requirements/product.md#payment-channels), grouped the way a motorist thinks about them. */
const CHANNELS = [
  { key: 'card', icon: IconCard },
  { key: 'directDebit', icon: IconBank },
  { key: 'qr', icon: IconQr },
  { key: 'internetBanking', icon: IconSmartphone },
  { key: 'atm', icon: IconWallet },
  { key: 'counter', icon: IconStore },
  { key: 'tollCard', icon: IconTag },
] as const;

export function PaymentChannels() {
  return (
    <section className="home-section" aria-labelledby="channels-title">
      <div className="container">
        <div className="d-flex flex-wrap align-items-end justify-content-between gap-2 mb-3">
          <h2 id="channels-title" className="section-title mb-0">
            <FormattedMessage id="home.channels.title" />
          </h2>
          <Link to="/knowledge" className="link-arrow">
            <FormattedMessage id="home.channels.more" />
          </Link>
        </div>
        <ul className="channel-list">
          {CHANNELS.map(({ key, icon: Icon }) => (
            <li key={key} className="channel">
              <Icon size={22} />
              <span>
                <FormattedMessage id={`channel.${key}`} />
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
