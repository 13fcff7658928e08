import Alert from 'react-bootstrap/Alert';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TStaffCaseDetail } from '@mflow/contracts/cases/case.contract';
import { useBaht } from '@mflow/ui/format/use-baht';
import { nameOf, type MasterNames } from '../../api/master-names';
import { useLanguage } from '../../preferences/language-context';
import { Fact, When } from './case-facts';

type TEvidence = NonNullable<TStaffCaseDetail['evidence']>;

/** The vehicle registered to the plate, named from the master lists (codes the lists do not know show as typed). */
function RegisteredVehicle({ vehicle, names }: { vehicle: TEvidence['registeredVehicle']; names: MasterNames }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const none = intl.formatMessage({ id: 'common.none' });
  return (
    <section className="bo-case-registered" aria-labelledby="case-registered-title" data-testid="case-registered-vehicle">
      <h3 id="case-registered-title" className="h6">
        <FormattedMessage id="case.evidence.registered" />
      </h3>
      {vehicle ? (
        <dl className="bo-vehicle-facts mb-0">
          <Fact label="case.evidence.plate">
            {vehicle.plate} {nameOf(names, 'provinces', vehicle.province, language)}
          </Fact>
          <Fact label="case.evidence.brand">{nameOf(names, 'vehiclebrands', vehicle.brand, language) ?? none}</Fact>
          <Fact label="case.evidence.colour">
            {vehicle.colour
              ? vehicle.colour
                  .split(',')
                  .map((code) => nameOf(names, 'colours', code, language))
                  .join(', ')
              : none}
          </Fact>
          <Fact label="case.evidence.class">{vehicle.vehicleClass ?? none}</Fact>
        </dl>
      ) : (
        <p className="mb-0 text-body-secondary">
          <FormattedMessage id="case.evidence.registered.none" />
        </p>
      )}
    </section>
  );
}

/**
 * What the officer holds the dispute against (requirements/disputes.md#dispute-fields): each
 * disputed passage's photo beside the registered vehicle, toll's journey flags as warnings, and
 * the plate's other passages that day.
 */
export function CaseEvidence({ evidence, names }: { evidence: TEvidence; names: MasterNames }) {
  const intl = useIntl();
  const baht = useBaht();
  const { language } = useLanguage();
  return (
    <section className="card bo-card" aria-labelledby="case-evidence-title" data-testid="case-evidence">
      <div className="card-header bo-card-header">
        <h2 id="case-evidence-title" className="bo-card-title">
          <FormattedMessage id="case.evidence" />
        </h2>
      </div>
      <div className="card-body d-grid gap-3">
        {evidence.passages.map((passage) => (
          <article key={passage.passageId} className="bo-case-passage" data-passage-id={passage.passageId}>
            {passage.flags.map((flag) => (
              <Alert key={`${flag.kind}:${flag.detail}`} variant="warning" className="bo-alert mb-2" data-testid="case-flag">
                <strong>
                  <FormattedMessage id={`case.flag.${flag.kind}`} />
                </strong>
                <span className="ms-1">{flag.detail}</span>
              </Alert>
            ))}
            <div className="bo-case-passage-grid">
              <figure className="mb-0">
                <img
                  src={passage.photoUrl}
                  alt={intl.formatMessage({ id: 'case.evidence.photo' }, { name: passage.plate })}
                  className="img-fluid rounded border"
                  data-testid="case-passage-photo"
                />
                <figcaption className="small mt-1">
                  <dl className="bo-vehicle-facts mb-0">
                    <Fact label="case.evidence.plate">
                      {passage.plate} {nameOf(names, 'provinces', passage.province, language)}
                    </Fact>
                    <Fact label="case.evidence.passedAt">
                      <When at={passage.passedAt} />
                    </Fact>
                    <Fact label="case.evidence.gantry">{passage.gantryCode}</Fact>
                    <Fact label="case.evidence.class">{passage.vehicleClass}</Fact>
                    <Fact label="case.evidence.price">{baht(passage.price)}</Fact>
                  </dl>
                </figcaption>
              </figure>
              <RegisteredVehicle vehicle={evidence.registeredVehicle} names={names} />
            </div>
          </article>
        ))}
        <section aria-labelledby="case-same-day-title" data-testid="case-same-day">
          <h3 id="case-same-day-title" className="h6">
            <FormattedMessage id="case.evidence.sameDay" />
          </h3>
          {evidence.samePlateSameDay.length === 0 ? (
            <p className="mb-0 text-body-secondary">
              <FormattedMessage id="case.evidence.sameDay.none" />
            </p>
          ) : (
            <ul className="mb-0">
              {evidence.samePlateSameDay.map((passage) => (
                <li key={passage.passageId}>
                  <FormattedMessage
                    id="case.evidence.sameDay.item"
                    values={{ date: <When at={passage.passedAt} />, value: passage.gantryCode, amount: baht(passage.price) }}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </section>
  );
}

/** The files on the case, each opened with the download path the API gives (a key valid a few minutes, so the page reloads it). */
export function CaseFiles({ attachments }: { attachments: TStaffCaseDetail['attachments'] }) {
  return (
    <section className="card bo-card" aria-labelledby="case-files-title" data-testid="case-files">
      <div className="card-header bo-card-header">
        <h2 id="case-files-title" className="bo-card-title">
          <FormattedMessage id="case.files" />
        </h2>
      </div>
      <div className="card-body">
        {attachments.length === 0 ? (
          <p className="mb-0 text-body-secondary">
            <FormattedMessage id="case.files.none" />
          </p>
        ) : (
          <ul className="mb-0">
            {attachments.map((file, index) => (
              <li key={file.fileId}>
                <a href={file.url} target="_blank" rel="noreferrer">
                  <FormattedMessage id="case.files.file" values={{ count: index + 1 }} />
                </a>
                <span className="small text-body-secondary ms-1">
                  <FormattedMessage id={`case.actor.${file.addedBy}`} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
