import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage } from 'react-intl';

/** A page part still loading: a spinner that says so to screen readers. */
export function LoadingBlock() {
  return (
    <div className="bo-loading">
      <Spinner animation="border" role="status">
        <span className="visually-hidden">
          <FormattedMessage id="common.loading" />
        </span>
      </Spinner>
    </div>
  );
}
