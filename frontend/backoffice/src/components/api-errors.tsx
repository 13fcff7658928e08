import Alert from 'react-bootstrap/Alert';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiErrorItem } from '@mflow/ui/api/api-types';

/** The server's own words for a failed call (in the language asked for), or a generic line when it gave none. */
export function ApiErrors({
  errors,
  titleId = 'errors.title',
  onClose,
}: {
  errors: ApiErrorItem[];
  titleId?: string;
  onClose?: () => void;
}) {
  const intl = useIntl();
  return (
    <Alert variant="danger" className="bo-alert" role="alert" data-testid="api-errors" dismissible={Boolean(onClose)} onClose={onClose}>
      <p className="fw-semibold mb-1">
        <FormattedMessage id={titleId} />
      </p>
      {errors.length > 0 ? (
        <ul className="mb-0 ps-3">
          {errors.map((error, index) => (
            <li key={`${index}-${error.code}`}>
              {error.description}
              {error.code ? (
                <span className="bo-error-code ms-1">{intl.formatMessage({ id: 'errors.code' }, { code: error.code })}</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-0">
          <FormattedMessage id="errors.network" />
        </p>
      )}
    </Alert>
  );
}
