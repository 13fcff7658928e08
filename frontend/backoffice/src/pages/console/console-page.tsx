import './console-page.css';
import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { getConsoleOverview, getTimeline } from '../../api/console-api';
import { useLoad } from '../../api/use-load';
import { staffApi } from '../../app/browser';
import { ApiErrors } from '../../components/api-errors';
import { PageTitle } from '../../components/page-title';
import { CasesPanel } from './cases-panel';
import { ClockPanel } from './clock-panel';
import { DrivePanel } from './drive-panel';
import { ResetPanel } from './reset-panel';
import { ScenarioPanel } from './scenario-panel';
import { TimelinePanel } from './timeline-panel';
import { usePolling } from './use-polling';

/** How often the clock, the next events and the timeline are read again. */
const POLL_MS = 3_000;

/**
 * The trainer's console (simulation mode only): the simulated clock and what comes next, the moves,
 * a gantry to drive through, the open cases to decide, the timeline of the world, and the reset. Everything here acts on the
 * one shared demo world that every open portal shows.
 */
export function ConsolePage() {
  const intl = useIntl();
  const loadOverview = useCallback((signal: AbortSignal) => getConsoleOverview(staffApi, signal), []);
  const loadTimeline = useCallback((signal: AbortSignal) => getTimeline(staffApi, signal), []);
  const overview = useLoad('console-overview', loadOverview);
  const timeline = useLoad('console-timeline', loadTimeline);
  const { reload: reloadOverview } = overview;
  const { reload: reloadTimeline } = timeline;
  const reload = useCallback(() => {
    reloadOverview();
    reloadTimeline();
  }, [reloadOverview, reloadTimeline]);
  usePolling(reload, POLL_MS);

  return (
    <>
      <PageTitle title={intl.formatMessage({ id: 'console.title' })} />
      <p className="alert alert-warning bo-alert small" data-testid="console-live-world">
        <FormattedMessage id="console.liveWorld" />
      </p>
      {overview.errors && !overview.data ? <ApiErrors errors={overview.errors} /> : null}
      <div className="bo-console-grid">
        <div className="bo-console-controls">
          <ClockPanel overview={overview.data} onMoved={reload} />
          <DrivePanel onRecorded={reload} />
          <ScenarioPanel onChanged={reload} />
          <CasesPanel onDecided={reload} />
          <ResetPanel onReset={reload} />
        </div>
        <TimelinePanel entries={timeline.data?.entries} errors={timeline.data ? undefined : timeline.errors} />
      </div>
    </>
  );
}
