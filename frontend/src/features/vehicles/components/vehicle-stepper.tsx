import { FormattedMessage, useIntl } from 'react-intl';

/** The steps of a vehicle flow, each named by its message id, the current one marked for screen readers too. */
export function VehicleStepper({ labelIds, current }: { labelIds: readonly string[]; current: number }) {
  const intl = useIntl();
  return (
    <ol className="vehicle-stepper" aria-label={intl.formatMessage({ id: 'vehicles.steps' })}>
      {labelIds.map((labelId, index) => (
        <li
          key={labelId}
          className={index === current ? 'is-current' : index < current ? 'is-done' : undefined}
          aria-current={index === current ? 'step' : undefined}
        >
          <span className="vehicle-stepper-number" aria-hidden="true">
            {index + 1}
          </span>
          <FormattedMessage id={labelId} />
        </li>
      ))}
    </ol>
  );
}
