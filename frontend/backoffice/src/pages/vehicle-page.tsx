import './vehicle-page.css';
import { useCallback, useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import type { TVehicleDocumentsView } from '@mflow/contracts/vehicle/vehicle-views.contract';
import { VEHICLE_DOCUMENT_SLOTS } from '@mflow/contracts/vehicle/vehicle-documents';
import { OTHER_CHOICE, VEHICLE_STATUS_LABELS, vehicleStatusLabel } from '@mflow/contracts/vehicle/vehicle-kinds';
import type { TVehicleDecisionResponse, TVehicleReview } from '@mflow/contracts/vehicle/vehicle-review.contract';
import type { ApiErrorItem } from '@mflow/ui/api/api-types';
import { loadVehicleMasterNames, nameOf, type MasterListName, type MasterNames } from '../api/master-names';
import { getVehicleReview } from '../api/staff-api';
import { useLoad } from '../api/use-load';
import { staffApi } from '../app/browser';
import { ApiErrors } from '../components/api-errors';
import { DocumentFigure } from '../components/documents-panel';
import { LoadingBlock } from '../components/loading-block';
import { RefreshButton } from '../components/refresh-button';
import { IconArrowLeft } from '../components/icons';
import { PageTitle } from '../components/page-title';
import { VehicleDecision } from '../components/vehicle-decision';
import { useLanguage } from '../preferences/language-context';
import type { VehicleDecisionNotice } from './vehicle-queue-page';

const NO_NAMES: MasterNames = {};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="bo-vehicle-fact">
      <dt>
        <FormattedMessage id={label} />
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * Every document inline under its slot's name, as the registration page shows documents: photos as
 * pictures, PDFs embedded. The view says each file's type, so nothing is asked of the files first.
 */
function VehicleDocuments({ documents, missing }: { documents: TVehicleDocumentsView; missing: readonly string[] }) {
  const intl = useIntl();
  const files = VEHICLE_DOCUMENT_SLOTS.flatMap((slot) => {
    const view = documents[slot];
    const list = Array.isArray(view) ? view : view ? [view] : [];
    return list.map((file, index) => ({
      slot,
      file,
      label: intl.formatMessage({ id: `vehicleDocument.${slot}` }) + (list.length > 1 ? ` (${index + 1})` : ''),
    }));
  });
  return (
    <section className="card bo-card" aria-labelledby="vehicle-documents-title">
      <div className="card-header bo-card-header">
        <h2 id="vehicle-documents-title" className="bo-card-title">
          <FormattedMessage id="vehicleDetail.documents" />
        </h2>
      </div>
      <div className="card-body">
        {missing.length > 0 ? (
          <Alert variant="warning" className="bo-alert">
            <FormattedMessage
              id="vehicleDetail.missing"
              values={{ value: missing.map((slot) => intl.formatMessage({ id: `vehicleDocument.${slot}` })).join(', ') }}
            />
          </Alert>
        ) : null}
        <div className="bo-doc-grid" data-testid="vehicle-documents">
          {files.map(({ slot, file, label }) => (
            <DocumentFigure
              key={file.fileId}
              url={file.url}
              label={label}
              kind={file.mimeType === 'application/pdf' ? 'pdf' : 'image'}
              data-slot={slot}
            />
          ))}
        </div>
      </div>
    </section>
  );
}

/** One vehicle awaiting a decision: what the customer sent, the land-transport record beside it, its documents, and the decision. */
export function VehiclePage() {
  const intl = useIntl();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const { vehicleId = '' } = useParams();
  const [decisionErrors, setDecisionErrors] = useState<ApiErrorItem[]>();
  const load = useCallback((signal: AbortSignal) => getVehicleReview(staffApi, vehicleId, signal), [vehicleId]);
  const { loading, data: vehicle, errors, reload } = useLoad(vehicleId, load);
  const loadNames = useCallback(() => loadVehicleMasterNames(staffApi), []);
  const names = useLoad('vehicle-names', loadNames).data ?? NO_NAMES;
  const name = (list: MasterListName, code: string) => nameOf(names, list, code, language) ?? code;

  const decided = (decision: TVehicleDecisionResponse) => {
    if (!vehicle) return;
    const notice: VehicleDecisionNotice = {
      plateNumber: vehicle.plateNumber,
      referenceCode: vehicle.referenceCode,
      decision: decision.decision,
    };
    navigate('/vehicles', { state: { decidedVehicle: notice } });
  };

  const back = (
    <Link to="/vehicles" className="bo-back">
      <IconArrowLeft size={16} />
      <span className="ms-1">
        <FormattedMessage id="vehicleDetail.back" />
      </span>
    </Link>
  );

  if (!vehicle) {
    return (
      <>
        {back}
        <PageTitle title={intl.formatMessage({ id: 'detail.loadingTitle' })} />
        {errors ? <ApiErrors errors={errors} /> : <LoadingBlock />}
      </>
    );
  }

  const shown: Pick<
    TVehicleReview,
    | 'ownerFlag'
    | 'vehicleTypeCode'
    | 'brandCode'
    | 'brandOther'
    | 'colourCodes'
    | 'colourOther'
    | 'categoryGroup'
    | 'axleCount'
    | 'documents'
  > = vehicle.pendingChange ?? vehicle;
  const label = vehicleStatusLabel(vehicle.status, vehicle.hasPendingChange);
  const customerNumber = vehicle.customer.idNumber ?? vehicle.customer.juristicId;
  const colours = shown.colourCodes
    .map((code) => (code === OTHER_CHOICE && shown.colourOther ? shown.colourOther : name('colours', code)))
    .join(', ');
  const registry = vehicle.registry;

  return (
    <>
      {back}
      <PageTitle
        title={intl.formatMessage({ id: 'vehicleDetail.title' }, { name: vehicle.plateNumber })}
        badge={<span className="badge text-bg-secondary bo-status">{VEHICLE_STATUS_LABELS[label][language === 'EN' ? 'en' : 'th']}</span>}
      >
        <RefreshButton labelId="detail.reload" loading={loading} onClick={reload} />
        {vehicle.reviewKind ? (
          <VehicleDecision
            vehicle={vehicle}
            onDecided={decided}
            onFailed={(failure) => {
              setDecisionErrors(failure);
              reload();
            }}
          />
        ) : null}
      </PageTitle>
      <p className="bo-page-sub font-monospace small text-body-secondary">{vehicle.referenceCode}</p>
      {decisionErrors ? <ApiErrors errors={decisionErrors} titleId="decision.failed" onClose={() => setDecisionErrors(undefined)} /> : null}
      {errors ? <ApiErrors errors={errors} /> : null}
      {!vehicle.reviewKind ? (
        <Alert variant="secondary" className="bo-alert" data-testid="not-pending">
          <FormattedMessage id="vehicleDetail.notPending" />
        </Alert>
      ) : null}

      <div className="row g-3">
        <div className="col-lg-5 d-grid gap-3 align-content-start">
          <section className="card bo-card" aria-labelledby="vehicle-data-title">
            <div className="card-header bo-card-header">
              <h2 id="vehicle-data-title" className="bo-card-title">
                {vehicle.reviewKind ? (
                  <FormattedMessage id={`vehicleKind.${vehicle.reviewKind}`} />
                ) : (
                  <FormattedMessage id="vehicleDetail.data" />
                )}
              </h2>
            </div>
            <dl className="card-body bo-vehicle-facts mb-0" data-testid="vehicle-data">
              <Fact label="vehicleQueue.column.plate">
                {vehicle.plateNumber} {name('provinces', vehicle.provinceCode)}
              </Fact>
              <Fact label="vehicleDetail.plateType">{name('platetypes', vehicle.plateType)}</Fact>
              <Fact label="vehicleDetail.chassis">{vehicle.chassisLast5}</Fact>
              <Fact label="vehicleQueue.column.owner">
                <FormattedMessage id={`ownerFlag.${shown.ownerFlag}`} />
              </Fact>
              <Fact label="vehicleDetail.type">{name('vehicletypes', shown.vehicleTypeCode)}</Fact>
              <Fact label="vehicleDetail.brand">
                {shown.brandCode === OTHER_CHOICE && shown.brandOther ? shown.brandOther : name('vehiclebrands', shown.brandCode)}
              </Fact>
              <Fact label="vehicleDetail.colours">{colours}</Fact>
              <Fact label="vehicleDetail.class">{name('vehicleclasses', shown.categoryGroup)}</Fact>
              <Fact label="vehicleDetail.axles">{shown.axleCount}</Fact>
              <Fact label="queue.column.name">
                {vehicle.customer.displayName} <span className="small text-body-secondary">{customerNumber}</span>
              </Fact>
            </dl>
          </section>
          <section className="card bo-card" aria-labelledby="vehicle-registry-title" data-testid="vehicle-registry">
            <div className="card-header bo-card-header">
              <h2 id="vehicle-registry-title" className="bo-card-title">
                <FormattedMessage id="vehicleDetail.registry" />
              </h2>
              <span className={`badge ${vehicle.registryMatches ? 'text-bg-success' : 'text-bg-danger'}`}>
                <FormattedMessage id={vehicle.registryMatches ? 'vehicleDetail.registry.matches' : 'vehicleDetail.registry.differs'} />
              </span>
            </div>
            {registry ? (
              <dl className="card-body bo-vehicle-facts mb-0">
                <Fact label="vehicleDetail.chassisFull">{registry.chassisNumber}</Fact>
                <Fact label="vehicleDetail.registeredOwner">
                  {registry.ownerName} <span className="small text-body-secondary">{registry.ownerId}</span>
                </Fact>
                <Fact label="vehicleDetail.type">{name('vehicletypes', registry.vehicleTypeCode)}</Fact>
                <Fact label="vehicleDetail.brand">{name('vehiclebrands', registry.brandCode)}</Fact>
                <Fact label="vehicleDetail.colours">{registry.colourCodes.map((code) => name('colours', code)).join(', ')}</Fact>
                <Fact label="vehicleDetail.class">{name('vehicleclasses', registry.categoryGroup)}</Fact>
                <Fact label="vehicleDetail.axles">{registry.axleCount}</Fact>
              </dl>
            ) : (
              <p className="card-body mb-0">
                <FormattedMessage id="vehicleDetail.registry.none" />
              </p>
            )}
          </section>
        </div>
        <div className="col-lg-7">
          <VehicleDocuments documents={shown.documents} missing={vehicle.missingDocuments} />
        </div>
      </div>
    </>
  );
}
