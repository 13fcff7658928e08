import '../../../shared/forms/forms.scss';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { useMasterList } from '../../../shared/master/use-master-list';
import type { TInvoiceProof } from '../api/case-tracking-api';
import { LabelledInput } from '../../../shared/forms/labelled-input';

/** The first step of a visitor's dispute: the invoice by number or reference, the plate and province, and the contact the code goes to. */
export function ProofForm(props: {
  proof: TInvoiceProof;
  setProof: (proof: TInvoiceProof) => void;
  contact: string;
  setContact: (contact: string) => void;
  busy: boolean;
  onSubmit: () => Promise<void>;
}) {
  const { proof, setProof, contact, setContact, busy } = props;
  const provinces = useMasterList('provinces');
  const provinceId = useId();
  const [by, setBy] = useState<'invoiceNo' | 'refCode'>('invoiceNo');
  const number = (by === 'invoiceNo' ? proof.invoiceNo : proof.refCode) ?? '';
  const setNumber = (value: string) =>
    setProof({ plate: proof.plate, province: proof.province, ...(by === 'invoiceNo' ? { invoiceNo: value } : { refCode: value }) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void props.onSubmit();
  };
  return (
    <form onSubmit={submit} className="case-tracking-step" data-testid="proof-step">
      <fieldset className="mb-3">
        <legend className="form-label fs-6">
          <FormattedMessage id="caseTracking.dispute.findBy" />
        </legend>
        {(['invoiceNo', 'refCode'] as const).map((mode) => (
          <div className="form-check form-check-inline" key={mode}>
            <input
              className="form-check-input"
              type="radio"
              name="find-by"
              id={`find-by-${mode}`}
              checked={by === mode}
              onChange={() => {
                setBy(mode);
                setProof({ plate: proof.plate, province: proof.province });
              }}
            />
            <label className="form-check-label" htmlFor={`find-by-${mode}`}>
              <FormattedMessage id={`caseTracking.dispute.by.${mode}`} />
            </label>
          </div>
        ))}
      </fieldset>
      <LabelledInput labelId={`caseTracking.dispute.${by}`} value={number} onChange={setNumber} required autoComplete="off" />
      <LabelledInput
        labelId="caseTracking.dispute.plate"
        value={proof.plate}
        onChange={(plate) => setProof({ ...proof, plate })}
        required
      />
      <div className="mb-3">
        <label htmlFor={provinceId} className="form-label">
          <FormattedMessage id="caseTracking.dispute.province" />
        </label>
        <select
          id={provinceId}
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
      <LabelledInput labelId="caseTracking.dispute.contact" value={contact} onChange={setContact} required autoComplete="email" />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        <FormattedMessage id="caseTracking.dispute.sendCode" />
      </button>
    </form>
  );
}
