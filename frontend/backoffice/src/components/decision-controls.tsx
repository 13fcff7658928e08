import { zodResolver } from '@hookform/resolvers/zod';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';
import type { TDecisionResponse, TRegistrationDetail } from '@mflow/contracts/staff/staff.contract';
import type { ApiErrorItem } from '@mflow/ui/api/api-types';
import { approveRegistration, rejectRegistration } from '../api/staff-api';
import { staffApi } from '../app/browser';
import { ApproveModal, DecisionButtons, RejectModal, useDecision } from './decision-parts';

/** The reason goes to the customer by e-mail and SMS; the server takes up to 500 characters. */
const REJECTION_REASON_MIN = 5;
const REJECTION_REASON_MAX = 500;

const ZRejectFormSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(REJECTION_REASON_MIN, 'decision.reject.reason.tooShort')
    .max(REJECTION_REASON_MAX, 'decision.reject.reason.tooLong'),
});

type TRejectForm = z.infer<typeof ZRejectFormSchema>;

type Props = {
  detail: TRegistrationDetail;
  onDecided: (decision: TDecisionResponse) => void;
  onFailed: (errors: ApiErrorItem[]) => void;
};

/** Approve (after a confirmation) or reject (with a reason); each is sent once and the answer handed up. */
export function DecisionControls({ detail, onDecided, onFailed }: Props) {
  const intl = useIntl();
  const { open, setOpen, sending, decide, close } = useDecision(onDecided, onFailed);
  const form = useForm<TRejectForm>({ resolver: zodResolver(ZRejectFormSchema), defaultValues: { reason: '' } });
  const reasonError = form.formState.errors.reason?.message;
  const who = { name: detail.displayName, reference: detail.referenceCode };

  const approve = () => decide(() => approveRegistration(staffApi, detail.customerId));
  const reject = form.handleSubmit((values) => decide(() => rejectRegistration(staffApi, detail.customerId, values.reason.trim())));

  return (
    <>
      <DecisionButtons
        onApprove={() => setOpen('approve')}
        onReject={() => {
          form.reset({ reason: '' });
          setOpen('reject');
        }}
      />

      <ApproveModal
        show={open === 'approve'}
        titleId="decision.approve.title"
        bodyId="decision.approve.body"
        values={who}
        sending={sending}
        onClose={close}
        onConfirm={() => void approve()}
      />

      <RejectModal
        show={open === 'reject'}
        titleId="decision.reject.title"
        bodyId="decision.reject.body"
        values={who}
        confirmId="decision.reject.confirm"
        sending={sending}
        onClose={close}
        onSubmit={() => void reject()}
      >
        <Form.Group controlId="rejection-reason">
          <Form.Label>
            <FormattedMessage id="decision.reject.reason" />
          </Form.Label>
          <Form.Control
            as="textarea"
            rows={4}
            maxLength={REJECTION_REASON_MAX}
            autoFocus
            isInvalid={Boolean(reasonError)}
            aria-invalid={Boolean(reasonError)}
            aria-describedby={reasonError ? 'rejection-reason-help rejection-reason-error' : 'rejection-reason-help'}
            {...form.register('reason')}
          />
          <Form.Text id="rejection-reason-help" className="d-block">
            <FormattedMessage id="decision.reject.reason.help" values={{ min: REJECTION_REASON_MIN, max: REJECTION_REASON_MAX }} />
          </Form.Text>
          <Form.Control.Feedback type="invalid" id="rejection-reason-error">
            {reasonError ? intl.formatMessage({ id: reasonError }, { min: REJECTION_REASON_MIN, max: REJECTION_REASON_MAX }) : null}
          </Form.Control.Feedback>
        </Form.Group>
      </RejectModal>
    </>
  );
}
