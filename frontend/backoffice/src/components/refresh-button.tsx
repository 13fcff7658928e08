import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage } from 'react-intl';
import { IconRefresh } from './icons';

/** Loads a page's data again; it spins, and waits, while a load is under way. */
export function RefreshButton({ labelId, loading, onClick }: { labelId: string; loading: boolean; onClick: () => void }) {
  return (
    <button type="button" className="btn btn-outline-primary btn-sm text-nowrap" onClick={onClick} disabled={loading}>
      {loading ? <Spinner animation="border" size="sm" aria-hidden="true" /> : <IconRefresh size={16} />}
      <span className="ms-1">
        <FormattedMessage id={labelId} />
      </span>
    </button>
  );
}
