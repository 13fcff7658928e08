import { useCallback, useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedDate, FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import type { TLiveScenario, TScenarioAnswer } from '@mflow/contracts/sim/console.contract';
import { ApiError, type ApiErrorItem } from '@mflow/ui/api/api-types';
import { listScenarios, loadScenario, runScenarioStep } from '../../api/console-api';
import { useLoad } from '../../api/use-load';
import { staffApi } from '../../app/browser';
import { ApiErrors } from '../../components/api-errors';
import { carrySession } from './carry-session';

function Verdicts({ run }: { run: TLiveScenario }) {
  if (run.verdicts.length === 0) return null;
  return (
    <ul className="list-unstyled small mb-2" data-testid="scenario-verdicts">
      {run.verdicts.map((verdict, index) => (
        <li key={`${verdict.line}-${index}`} data-pass={verdict.pass} className="py-1">
          <span className={`badge me-2 ${verdict.pass ? 'text-bg-success' : 'text-bg-danger'}`}>
            <FormattedMessage id={verdict.pass ? 'console.scenario.pass' : 'console.scenario.fail'} />
          </span>
          <FormattedMessage id="console.scenario.line" values={{ value: String(verdict.line) }} />
          <span className="ms-1 font-monospace">{verdict.what}</span>
          {verdict.diffs.length > 0 ? (
            <ul className="font-monospace mb-0">
              {verdict.diffs.map((diff) => (
                <li key={diff.field}>
                  <FormattedMessage id="console.scenario.diff" values={{ name: diff.field, from: diff.expected, to: diff.actual }} />
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function Progress({ run }: { run: TLiveScenario }) {
  const step = run.steps[run.next];
  return (
    <p className="small mb-2" data-testid="scenario-progress" data-next={run.next} data-finished={run.finished}>
      {run.finished || !step ? (
        <FormattedMessage id="console.scenario.finished" values={{ count: run.steps.length }} />
      ) : (
        <>
          <FormattedMessage
            id="console.scenario.next"
            values={{ page: run.next + 1, pages: run.steps.length, name: step.verb, value: String(step.line) }}
          />
          <time dateTime={step.at} className="ms-1 text-body-secondary">
            <FormattedDate value={step.at} dateStyle="medium" />
            <span className="ms-1">
              <FormattedTime value={step.at} timeStyle="short" />
            </span>
          </time>
        </>
      )}
    </p>
  );
}

/** A shipped scenario played on the live world: loaded, then step by step or up to each expectation, its verdicts and its own timeline shown. */
export function ScenarioPanel({ onChanged }: { onChanged: () => void }) {
  const intl = useIntl();
  const load = useCallback((signal: AbortSignal) => listScenarios(staffApi, signal), []);
  const listed = useLoad('console-scenarios', load);
  const [file, setFile] = useState('');
  const [reset, setReset] = useState(true);
  const [run, setRun] = useState<TLiveScenario | null>();
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<ApiErrorItem[]>();

  const available = (listed.data?.scenarios ?? []).filter((scenario) => scenario.unavailable === null);
  const chosen = file || available[0]?.file || '';
  const current = run === undefined ? listed.data?.current : run;

  async function act(work: () => Promise<TScenarioAnswer>) {
    setSending(true);
    setErrors(undefined);
    try {
      const answer = await work();
      carrySession(answer.staffToken);
      setRun(answer.run);
    } catch (error) {
      setErrors(error instanceof ApiError ? error.errors : []);
    } finally {
      setSending(false);
      onChanged();
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (chosen) void act(() => loadScenario(staffApi, chosen, reset));
  }

  return (
    <section className="card bo-card" aria-labelledby="console-scenario-heading" aria-busy={sending}>
      <div className="card-header bo-card-header">
        <h2 id="console-scenario-heading" className="bo-card-title">
          <FormattedMessage id="console.scenario.heading" />
        </h2>
      </div>
      <div className="card-body">
        <p className="small">
          <FormattedMessage id="console.scenario.lead" />
        </p>
        <form onSubmit={submit} noValidate className="mb-3">
          <Form.Group controlId="scenario-file" className="mb-2">
            <Form.Label className="small">
              <FormattedMessage id="console.scenario.file" />
            </Form.Label>
            <Form.Select size="sm" value={chosen} onChange={(event) => setFile(event.target.value)}>
              {available.map((scenario) => (
                <option key={scenario.file} value={scenario.file}>
                  {intl.formatMessage({ id: 'console.scenario.option' }, { name: scenario.name, code: scenario.file })}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Check
            id="scenario-reset"
            className="small mb-2"
            checked={reset}
            onChange={(event) => setReset(event.target.checked)}
            label={intl.formatMessage({ id: 'console.scenario.reset' })}
          />
          <button type="submit" className="btn btn-outline-primary btn-sm" disabled={sending || !chosen}>
            <FormattedMessage id="console.scenario.load" />
          </button>
        </form>
        {current ? (
          <div data-testid="scenario-run">
            <h3 className="h6">{current.name}</h3>
            <Progress run={current} />
            <div className="d-flex flex-wrap gap-2 mb-2">
              <button
                type="button"
                className="btn btn-primary btn-sm"
                disabled={sending || current.finished}
                onClick={() => void act(() => runScenarioStep(staffApi, 'EXPECTATION'))}
              >
                {sending ? <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" /> : null}
                <FormattedMessage id="console.scenario.toExpectation" />
              </button>
              <button
                type="button"
                className="btn btn-outline-primary btn-sm"
                disabled={sending || current.finished}
                onClick={() => void act(() => runScenarioStep(staffApi, 'STEP'))}
              >
                <FormattedMessage id="console.scenario.step" />
              </button>
            </div>
            <Verdicts run={current} />
            <details>
              <summary className="small">
                <FormattedMessage id="console.scenario.events" values={{ count: current.events.length }} />
              </summary>
              <ol className="list-unstyled small font-monospace mb-0">
                {current.events.map((event, index) => (
                  <li key={`${event.at}-${index}`}>
                    <FormattedDate value={event.at} dateStyle="short" />
                    <span className="ms-1">
                      <FormattedTime value={event.at} timeStyle="short" />
                    </span>
                    <span className="ms-2">{event.kind}</span>
                    <span className="ms-2">{event.text}</span>
                  </li>
                ))}
              </ol>
            </details>
          </div>
        ) : null}
        {listed.errors ? <ApiErrors errors={listed.errors} /> : null}
        {errors ? <ApiErrors errors={errors} onClose={() => setErrors(undefined)} /> : null}
      </div>
    </section>
  );
}
