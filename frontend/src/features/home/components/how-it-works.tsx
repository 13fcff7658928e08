import { FormattedMessage } from 'react-intl';
import { IconCar, IconGantry, IconWallet } from '../../../shared/icons/service-icons';

const STEPS = [
  { key: 'register', icon: IconCar },
  { key: 'drive', icon: IconGantry },
  { key: 'pay', icon: IconWallet },
] as const;

export function HowItWorks() {
  return (
    <section className="home-section home-section-alt" aria-labelledby="how-title">
      <div className="container">
        <h2 id="how-title" className="section-title">
          <FormattedMessage id="home.how.title" />
        </h2>
        <ol className="steps">
          {STEPS.map(({ key, icon: Icon }) => (
            <li key={key} className="step">
              <span className="step-icon" aria-hidden="true">
                <Icon size={28} />
              </span>
              <h3 className="step-title">
                <FormattedMessage id={`home.how.${key}.title`} />
              </h3>
              <p className="step-text">
                <FormattedMessage id={`home.how.${key}.text`} />
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
