import '../../../shared/forms/forms.scss';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { useMasterList } from '../../../shared/master/use-master-list';
import type { TNoticeProof } from '../api/notices-api';

/** The number printed on the letter with the plate and province it is about: a number alone finds nothing. */
export function NoticeLookupForm({
  initialNoticeNo,
  busy,
  onLookUp,
}: {
  initialNoticeNo: string;
  busy: boolean;
  onLookUp: (proof: TNoticeProof) => void;
}) {
  const ids = { number: useId(), plate: useId(), province: useId() };
  const provinces = useMasterList('provinces');
  const [proof, setProof] = useState<TNoticeProof>({ noticeNo: initialNoticeNo, plate: '', province: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onLookUp({ noticeNo: proof.noticeNo.trim().toUpperCase(), plate: proof.plate.trim(), province: proof.province });
  };
  return (
    <form className="notice-section row g-3" onSubmit={submit} data-testid="notice-lookup" aria-labelledby="notice-lookup-title">
      <h2 id="notice-lookup-title" className="notice-title col-12">
        <FormattedMessage id="notices.lookup.title" />
      </h2>
      <div className="col-md-4">
        <label htmlFor={ids.number} className="form-label">
          <FormattedMessage id="notices.lookup.noticeNo" />
        </label>
        <input
          id={ids.number}
          className="form-control"
          value={proof.noticeNo}
          onChange={(event) => setProof({ ...proof, noticeNo: event.target.value })}
          required
          maxLength={20}
          autoComplete="off"
        />
      </div>
      <div className="col-md-4">
        <label htmlFor={ids.plate} className="form-label">
          <FormattedMessage id="caseTracking.dispute.plate" />
        </label>
        <input
          id={ids.plate}
          className="form-control"
          value={proof.plate}
          onChange={(event) => setProof({ ...proof, plate: event.target.value })}
          required
          maxLength={20}
        />
      </div>
      <div className="col-md-4">
        <label htmlFor={ids.province} className="form-label">
          <FormattedMessage id="caseTracking.dispute.province" />
        </label>
        <select
          id={ids.province}
          className="form-select"
          value={proof.province}
          onChange={(event) => setProof({ ...proof, province: event.target.value })}
          required
        >
          <option value="" />
          {(provinces ?? []).map((item) => (
            <option key={item.code} value={item.code}>
              {item.name}
            </option>
          ))}
        </select>
      </div>
      <div className="col-12">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          <FormattedMessage id="notices.lookup.find" />
        </button>
      </div>
    </form>
  );
}
