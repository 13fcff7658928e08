import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  VEHICLE_REJECTION_REASON_CODES,
  VEHICLE_REJECTION_REASONS,
  type TVehicleRejectionReason,
} from '@mflow/contracts/vehicle/vehicle-kinds';
import type { TVehicleDecisionResponse, TVehicleReview } from '@mflow/contracts/vehicle/vehicle-review.contract';
import type { ApiErrorItem } from '@mflow/ui/api/api-types';
import { approveVehicle, rejectVehicle } from '../api/staff-api';
import { staffApi } from '../app/browser';
import { useLanguage } from '../preferences/language-context';
import { ApproveModal, DecisionButtons, RejectModal, useDecision } from './decision-parts';

const REASON_TEXT_MAX = 500;

type Props = {
  vehicle: TVehicleReview;
  onDecided: (decision: TVehicleDecisionResponse) => void;
  onFailed: (errors: ApiErrorItem[]) => void;
};

/** Approve a vehicle (after a confirmation) or reject it with a reason from the list and free text (required with Other). */
export function VehicleDecision({ vehicle, onDecided, onFailed }: Props) {
  const intl = useIntl();
  const { language } = useLanguage();
  const { open, setOpen, sending, decide, close } = useDecision(onDecided, onFailed);
  const [reasonCode, setReasonCode] = useState<TVehicleRejectionReason | ''>('');
  const [reasonText, setReasonText] = useState('');
  const [problem, setProblem] = useState<{ code?: string; text?: string }>({});
  const who = { name: vehicle.plateNumber, reference: vehicle.referenceCode };

  const reject = () => {
    const text = reasonText.trim();
    const found = {
      code: reasonCode === '' ? 'vehicleDecision.reason.required' : undefined,
      text: reasonCode === 'OTHER' && !text ? 'vehicleDecision.text.required' : undefined,
    };
    setProblem(found);
    if (found.code || found.text || reasonCode === '') return;
    void decide(() => rejectVehicle(staffApi, vehicle.vehicleId, { reasonCode, ...(text ? { reasonText: text } : {}) }));
  };

  return (
    <>
      <DecisionButtons
        onApprove={() => setOpen('approve')}
        onReject={() => {
          setReasonCode('');
          setReasonText('');
          setProblem({});
          setOpen('reject');
        }}
      />

      <ApproveModal
        show={open === 'approve'}
        titleId="vehicleDecision.approve.title"
        bodyId="vehicleDecision.approve.body"
        values={who}
        sending={sending}
        onClose={close}
        onConfirm={() => void decide(() => approveVehicle(staffApi, vehicle.vehicleId))}
      />

      <RejectModal
        show={open === 'reject'}
        titleId="vehicleDecision.reject.title"
        bodyId="vehicleDecision.reject.body"
        values={who}
        confirmId="vehicleDecision.reject.confirm"
        sending={sending}
        onClose={close}
        onSubmit={reject}
      >
        <Form.Group controlId="vehicle-rejection-code" className="mb-3">
          <Form.Label>
            <FormattedMessage id="vehicleDecision.reason" />
          </Form.Label>
          <Form.Select
            value={reasonCode}
            onChange={(event) => setReasonCode(event.target.value as TVehicleRejectionReason | '')}
            isInvalid={Boolean(problem.code)}
            aria-describedby={problem.code ? 'vehicle-rejection-code-error' : undefined}
            autoFocus
          >
            <option value="">{intl.formatMessage({ id: 'vehicleDecision.reason.choose' })}</option>
            {VEHICLE_REJECTION_REASON_CODES.map((code) => (
              <option key={code} value={code}>
                {VEHICLE_REJECTION_REASONS[code][language === 'EN' ? 'en' : 'th']}
              </option>
            ))}
          </Form.Select>
          <Form.Control.Feedback type="invalid" id="vehicle-rejection-code-error">
            {problem.code ? intl.formatMessage({ id: problem.code }) : null}
          </Form.Control.Feedback>
        </Form.Group>
        <Form.Group controlId="vehicle-rejection-text">
          <Form.Label>
            <FormattedMessage id="vehicleDecision.text" />
          </Form.Label>
          <Form.Control
            as="textarea"
            rows={3}
            maxLength={REASON_TEXT_MAX}
            value={reasonText}
            onChange={(event) => setReasonText(event.target.value)}
            isInvalid={Boolean(problem.text)}
            aria-describedby={problem.text ? 'vehicle-rejection-text-help vehicle-rejection-text-error' : 'vehicle-rejection-text-help'}
          />
          <Form.Text id="vehicle-rejection-text-help" className="d-block">
            <FormattedMessage id="vehicleDecision.text.help" values={{ max: REASON_TEXT_MAX }} />
          </Form.Text>
          <Form.Control.Feedback type="invalid" id="vehicle-rejection-text-error">
            {problem.text ? intl.formatMessage({ id: problem.text }) : null}
          </Form.Control.Feedback>
        </Form.Group>
      </RejectModal>
    </>
  );
}
