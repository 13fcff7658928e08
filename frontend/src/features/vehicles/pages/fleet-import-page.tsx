import '../vehicles.css';
import '../../../shared/theme/bootstrap/tables.scss';
import { FLEET_IMPORT_COLUMNS, FLEET_IMPORT_MAX_ROWS, type TFleetImportResult } from '@mflow/contracts/vehicle/fleet-import.contract';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { DataTable } from '@mflow/ui/tables/data-table.tsx';
import { FieldLabel } from '../../../shared/forms/fields';
import { IconCar } from '../../../shared/icons/service-icons';
import { PageHeader } from '../../../shared/layout/page-header';
import { PageLoading } from '../../../shared/layout/page-loading';
import { useMasterList } from '../../../shared/master/use-master-list';
import { isCompany } from '../../../shared/session/customer';
import { useSession } from '../../../shared/session/session-context';
import { downloadFleetResult, importFleet } from '../api/vehicles-api';
import { FLEET_FILE_ACCEPT, FLEET_FILE_EXAMPLE, fleetFileProblem, resultFileName, rowMessage } from '../components/fleet-file';
import { StatusBadge } from '../components/status-badge';
import { StepOtp } from '../components/step-otp';
import { nameOf } from '../components/vehicle-text';
import { VehicleStepper } from '../components/vehicle-stepper';
import { saveFile } from '../../../shared/files/save-file';

type Step = 'file' | 'otp' | 'result';
const STEPS: readonly Step[] = ['file', 'otp', 'result'];
const STEP_LABELS: Record<Step, string> = { file: 'fleetImport.step.file', otp: 'vehicles.step.otp', result: 'fleetImport.step.result' };

/** Step 1: the file, checked for name, type and size before anything is sent. */
function FileStep({ file, onChosen }: { file: File | undefined; onChosen: (file: File) => void }) {
  const intl = useIntl();
  const id = useId();
  const [chosen, setChosen] = useState(file);
  const [problem, setProblem] = useState<string>();
  const label = intl.formatMessage({ id: 'fleetImport.file.label' });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    if (!picked) return;
    const found = fleetFileProblem(picked);
    setProblem(found);
    if (found) {
      event.target.value = '';
      setChosen(undefined);
      return;
    }
    setChosen(picked);
  };

  const next = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setProblem('fleetImport.file.required');
      return;
    }
    onChosen(chosen);
  };

  return (
    <form onSubmit={next} noValidate className="row g-3">
      <div className="col-12">
        <p>
          <FormattedMessage id="fleetImport.file.intro" values={{ value: <code>{FLEET_IMPORT_COLUMNS.join(',')}</code> }} />
        </p>
        <p className="mb-1">
          <FormattedMessage id="fleetImport.file.example" />
        </p>
        <pre className="fleet-example">{FLEET_FILE_EXAMPLE}</pre>
      </div>
      <div className="col-12 col-md-8">
        <FieldLabel htmlFor={id} text={label} required />
        <p id={`${id}-hint`} className="form-text mt-0 mb-2">
          <FormattedMessage id="fleetImport.file.hint" values={{ max: FLEET_IMPORT_MAX_ROWS }} />
        </p>
        <input
          id={id}
          type="file"
          className={`form-control${problem ? ' is-invalid' : ''}`}
          accept={FLEET_FILE_ACCEPT}
          onChange={choose}
          aria-required
          aria-invalid={problem ? true : undefined}
          aria-describedby={[`${id}-hint`, chosen ? `${id}-chosen` : '', problem ? `${id}-error` : ''].filter(Boolean).join(' ')}
        />
        {chosen ? (
          <p id={`${id}-chosen`} className="form-text mb-0" role="status">
            <FormattedMessage id="fleetImport.file.chosen" values={{ name: chosen.name }} />
          </p>
        ) : null}
        {problem ? (
          <div id={`${id}-error`} className="invalid-feedback d-block field-error">
            {intl.formatMessage({ id: problem })}
          </div>
        ) : null}
      </div>
      <div className="col-12 d-flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary">
          <FormattedMessage id="vehicles.next" />
        </button>
        <Link className="btn btn-link" to="/car">
          <FormattedMessage id="modal.cancel" />
        </Link>
      </div>
    </form>
  );
}

/** Step 3: how many rows were added, each row's result and why, and the same as the API's CSV. */
function ResultStep({ result, fileName, onAgain }: { result: TFleetImportResult; fileName: string; onAgain: () => void }) {
  const intl = useIntl();
  const captionId = useId();
  const provinces = useMasterList('provinces');
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      saveFile(await downloadFleetResult(result), resultFileName(result));
    } catch {
      // The "Operation status" modal says why.
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div data-testid="fleet-result">
      <div role="status">
        <ul className="fleet-summary">
          <li>
            <FormattedMessage id="fleetImport.result.total" values={{ count: result.total }} />
          </li>
          <li className="fleet-added">
            <FormattedMessage id="fleetImport.result.added" values={{ count: result.added }} />
          </li>
          <li className={result.failed > 0 ? 'fleet-failed' : undefined}>
            <FormattedMessage id="fleetImport.result.failed" values={{ count: result.failed }} />
          </li>
        </ul>
      </div>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <button type="button" className="btn btn-primary" onClick={() => void download()} disabled={downloading}>
          <FormattedMessage id="fleetImport.download" />
        </button>
        <Link className="btn btn-outline-primary" to="/car">
          <FormattedMessage id="vehicles.done.toList" />
        </Link>
        <button type="button" className="btn btn-link" onClick={onAgain}>
          <FormattedMessage id="fleetImport.again" />
        </button>
      </div>
      {/* A wide table scrolls inside its own region on a phone, which the keyboard can reach. */}
      <DataTable
        className="table-sm align-middle mb-0"
        wrapperClassName="fleet-result"
        scrollRegion={{ labelledBy: captionId }}
        caption={intl.formatMessage({ id: 'fleetImport.result.caption' }, { name: fileName })}
        captionId={captionId}
        captionClassName="caption-top"
        columns={[
          { key: 'line', label: <FormattedMessage id="fleetImport.column.line" /> },
          { key: 'plate', label: <FormattedMessage id="vehicles.field.plate" /> },
          { key: 'province', label: <FormattedMessage id="vehicles.field.province" /> },
          { key: 'result', label: <FormattedMessage id="fleetImport.column.result" /> },
          { key: 'status', label: <FormattedMessage id="fleetImport.column.status" /> },
          { key: 'referenceCode', label: <FormattedMessage id="vehicles.field.referenceCode" /> },
          { key: 'message', label: <FormattedMessage id="fleetImport.column.message" /> },
        ]}
      >
        {result.rows.map((row) => (
          <tr key={row.line} data-testid="fleet-row" data-result={row.result}>
            <td>{row.line}</td>
            <th scope="row" className="text-nowrap">
              {row.plateNumber}
            </th>
            <td>{row.provinceCode ? nameOf(provinces, row.provinceCode) : row.province}</td>
            <td>
              <span className={`badge ${row.result === 'ADDED' ? 'text-bg-success' : 'text-bg-danger'}`}>
                <FormattedMessage id={`fleetImport.row.${row.result}`} />
              </span>
            </td>
            <td>{row.vehicleStatus ? <StatusBadge label="IN_REVIEW" /> : null}</td>
            <td className="font-monospace">{row.referenceCode}</td>
            <td className="fleet-message">{rowMessage(row)}</td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}

/** The three steps: the file, the CREATE_VEHICLE code for it (the upload follows at once), the result. */
function FleetImport() {
  const [step, setStep] = useState<Step>('file');
  const [file, setFile] = useState<File>();
  const [result, setResult] = useState<TFleetImportResult>();

  const upload = async (verificationToken: string) => {
    if (!file) return;
    const answer = await importFleet(file, verificationToken).catch(() => undefined);
    // A file the API refused as a whole: the modal says why, and another file can be chosen.
    if (!answer) {
      setStep('file');
      return;
    }
    setResult(answer);
    setStep('result');
  };

  const again = () => {
    setFile(undefined);
    setResult(undefined);
    setStep('file');
  };

  return (
    <div className="vehicle-flow">
      <VehicleStepper labelIds={STEPS.map((item) => STEP_LABELS[item])} current={STEPS.indexOf(step)} />
      <section className="vehicle-step" aria-labelledby="fleet-step-title">
        <h2 id="fleet-step-title" className="h5 mb-3">
          <FormattedMessage id={STEP_LABELS[step]} />
        </h2>
        {step === 'file' ? (
          <FileStep
            file={file}
            onChosen={(chosen) => {
              setFile(chosen);
              setStep('otp');
            }}
          />
        ) : null}
        {step === 'otp' && file ? (
          <>
            <p>
              <FormattedMessage id="fleetImport.otp" values={{ name: file.name }} />
            </p>
            <StepOtp purpose="CREATE_VEHICLE" onVerified={(token) => void upload(token)} />
            <button type="button" className="btn btn-outline-secondary mt-3" onClick={() => setStep('file')}>
              <FormattedMessage id="vehicles.back" />
            </button>
          </>
        ) : null}
        {step === 'result' && result ? <ResultStep result={result} fileName={file?.name ?? ''} onAgain={again} /> : null}
      </section>
    </div>
  );
}

/** /mflow/car/import: a company member adds a fleet from a CSV file (decision 0015, "Fleet files"). */
export function FleetImportPage() {
  const { customer } = useSession();
  return (
    <>
      <PageHeader titleId="screen.carImport" leadId="fleetImport.lead" icon={<IconCar size={32} />} />
      <div className="container vehicles-page">
        {!customer ? (
          <PageLoading />
        ) : isCompany(customer) ? (
          <FleetImport />
        ) : (
          <div className="vehicles-empty" data-testid="fleet-companies-only">
            <p>
              <FormattedMessage id="fleetImport.companiesOnly" />
            </p>
            <div className="d-flex flex-wrap gap-2">
              <Link className="btn btn-primary" to="/car/add">
                <FormattedMessage id="vehicles.add" />
              </Link>
              <Link className="btn btn-outline-primary" to="/car">
                <FormattedMessage id="vehicles.done.toList" />
              </Link>
            </div>
          </div>
        )}
      </div>
    </>
  );
}
