import { FormattedMessage, useIntl } from 'react-intl';
import { IconCheckCircle } from '../../../shared/icons/icons';

/** The five registration steps (requirements/accounts.md#registration-steps). */
const REGISTRATION_STEPS = ['data', 'mobile', 'email', 'link', 'result'] as const;
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];

export function RegistrationStepper({ current }: { current: RegistrationStep }) {
  const intl = useIntl();
  const index = REGISTRATION_STEPS.indexOf(current);
  return (
    <nav className="stepper-wrap" aria-label={intl.formatMessage({ id: 'registration.steps' })}>
      <ol className="stepper" data-testid="registration-stepper">
        {REGISTRATION_STEPS.map((step, position) => {
          const state = position < index ? 'done' : position === index ? 'current' : 'todo';
          return (
            <li key={step} className={`stepper-step is-${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="stepper-dot" aria-hidden="true">
                {state === 'done' ? <IconCheckCircle size={18} /> : position + 1}
              </span>
              <span className="stepper-label">
                <span className="visually-hidden">
                  <FormattedMessage id={`registration.stepState.${state}`} values={{ number: position + 1 }} />
                </span>
                <FormattedMessage id={`registration.step.${step}`} />
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
