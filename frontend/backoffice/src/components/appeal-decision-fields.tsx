import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TAppealDecideRequest } from '@mflow/contracts/cases/appeal.contract';
import {
  APPEAL_DECISION_REASONS,
  APPEAL_OUTCOMES,
  reasonCancelsToll,
  type TAppealOutcome,
  type TAppealReason,
} from '@mflow/contracts/cases/appeal-rules';

/** An appeal's decision: the outcome, a reason from the contract's list for it, free text, and for an upheld one whether the toll goes too. */
export type TAppealDraft = { outcome: TAppealOutcome; reasonCode: string; text: string; cancelToll: boolean };

/** Upheld first, with the toll cancelled when the customer's reason says the vehicle was not theirs. */
export function firstAppealDraft(reason: TAppealReason): TAppealDraft {
  return { outcome: 'UPHOLD', reasonCode: APPEAL_DECISION_REASONS.UPHOLD[0], text: '', cancelToll: reasonCancelsToll(reason) };
}

/** The longest free text the server takes with a decision. */
const DECISION_TEXT_MAX = 2000;

/** The fields of an appeal's decision (requirements/notices-and-appeals.md#appeals): changing the outcome starts the reason at the first of its list. */
export function AppealDecisionFields({
  idPrefix,
  draft,
  onChange,
}: {
  idPrefix: string;
  draft: TAppealDraft;
  onChange: (draft: TAppealDraft) => void;
}) {
  const intl = useIntl();
  return (
    <>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">
          <FormattedMessage id="case.decide.outcome" />
        </legend>
        {APPEAL_OUTCOMES.map((outcome) => (
          <Form.Check
            key={outcome}
            type="radio"
            id={`${idPrefix}-outcome-${outcome}`}
            name={`${idPrefix}-outcome`}
            label={intl.formatMessage({ id: `case.decide.appeal.${outcome}` })}
            checked={draft.outcome === outcome}
            onChange={() => onChange({ ...draft, outcome, reasonCode: APPEAL_DECISION_REASONS[outcome][0] })}
          />
        ))}
      </fieldset>
      {draft.outcome === 'UPHOLD' ? (
        <Form.Check
          className="mb-3"
          type="checkbox"
          id={`${idPrefix}-cancel-toll`}
          label={intl.formatMessage({ id: 'case.decide.appeal.cancelToll' })}
          checked={draft.cancelToll}
          onChange={(event) => onChange({ ...draft, cancelToll: event.target.checked })}
        />
      ) : null}
      <Form.Group controlId={`${idPrefix}-reason`} className="mb-3">
        <Form.Label>
          <FormattedMessage id="case.decide.reason" />
        </Form.Label>
        <Form.Select value={draft.reasonCode} onChange={(event) => onChange({ ...draft, reasonCode: event.target.value })}>
          {APPEAL_DECISION_REASONS[draft.outcome].map((code) => (
            <option key={code} value={code}>
              {intl.formatMessage({ id: `caseReason.${code}` })}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group controlId={`${idPrefix}-text`}>
        <Form.Label>
          <FormattedMessage id="case.decide.text" />
        </Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          maxLength={DECISION_TEXT_MAX}
          value={draft.text}
          onChange={(event) => onChange({ ...draft, text: event.target.value })}
        />
      </Form.Group>
    </>
  );
}

/** The decision as the API takes it: the free text only when there is some, and the toll's fate only for an upheld appeal. */
export function appealDecisionRequestOf(draft: TAppealDraft, version: number): TAppealDecideRequest {
  const text = draft.text.trim();
  return {
    version,
    outcome: draft.outcome,
    reasonCode: draft.reasonCode,
    ...(text ? { text } : {}),
    ...(draft.outcome === 'UPHOLD' ? { cancelToll: draft.cancelToll } : {}),
  };
}
