import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { DISPUTE_DECISION_REASONS } from '@mflow/contracts/cases/case.contract';

type TDisputeOutcome = keyof typeof DISPUTE_DECISION_REASONS;

/** What a decision carries: the outcome, a reason from the contract's list for it, and free text. */
export type TDecisionDraft = { outcome: TDisputeOutcome; reasonCode: string; text: string };

export const FIRST_DRAFT: TDecisionDraft = { outcome: 'ACCEPT', reasonCode: DISPUTE_DECISION_REASONS.ACCEPT[0], text: '' };

/** The longest free text the server takes with a decision. */
const DECISION_TEXT_MAX = 2000;

/**
 * The fields of a dispute's decision, shared by the officer's case page and the trainer's console:
 * changing the outcome starts the reason at the first of that outcome's list.
 */
export function DecisionFields({
  idPrefix,
  draft,
  onChange,
}: {
  idPrefix: string;
  draft: TDecisionDraft;
  onChange: (draft: TDecisionDraft) => void;
}) {
  const intl = useIntl();
  return (
    <>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">
          <FormattedMessage id="case.decide.outcome" />
        </legend>
        {(['ACCEPT', 'REJECT'] as const).map((outcome) => (
          <Form.Check
            key={outcome}
            type="radio"
            id={`${idPrefix}-outcome-${outcome}`}
            name={`${idPrefix}-outcome`}
            label={intl.formatMessage({ id: `case.decide.${outcome}` })}
            checked={draft.outcome === outcome}
            onChange={() => onChange({ ...draft, outcome, reasonCode: DISPUTE_DECISION_REASONS[outcome][0] })}
          />
        ))}
      </fieldset>
      <Form.Group controlId={`${idPrefix}-reason`} className="mb-3">
        <Form.Label>
          <FormattedMessage id="case.decide.reason" />
        </Form.Label>
        <Form.Select value={draft.reasonCode} onChange={(event) => onChange({ ...draft, reasonCode: event.target.value })}>
          {DISPUTE_DECISION_REASONS[draft.outcome].map((code) => (
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

/** The decision as the API takes it: the free text only when there is some. */
export function decisionRequestOf(draft: TDecisionDraft, version: number) {
  const text = draft.text.trim();
  return { version, outcome: draft.outcome, reasonCode: draft.reasonCode, ...(text ? { text } : {}) };
}
