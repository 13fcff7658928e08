import { FormattedMessage } from 'react-intl';

export function BrandName() {
  return (
    <span className="brand-text">
      <span className="brand-name">
        <FormattedMessage id="brand.name" />
      </span>
      <span className="brand-tagline">
        <FormattedMessage id="brand.tagline" />
      </span>
    </span>
  );
}
