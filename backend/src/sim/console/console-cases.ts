import type { TCaseDecideRequest } from '@mflow/contracts/cases/case.contract';
import type { TConsoleCases, TConsoleDecided } from '@mflow/contracts/sim/console.contract';
import type { Clock } from '../../platform/clock';
import type { TDatabase } from '../../platform/db/database';
import type { TNotifier } from '../../platform/ports';
import { AppError } from '../../platform/errors/app-error';
import { decideDispute } from '../../services/cases/disputes/dispute-decision';
import type { TRefunds } from '../../services/cases/disputes/refunds-port';
import { takeCase, type TConsoleActor } from '../../services/cases/engine/case-actions';
import { caseQueue, findCase } from '../../services/cases/engine/case-records';

/** How many undecided cases the console lists: a training session files a handful. */
const CONSOLE_CASES = 50;

/** The undecided cases, soonest deadline first, as the officers' queue orders them. */
export async function openCases(db: TDatabase): Promise<TConsoleCases> {
  const { rows, total } = await caseQueue({ db, page: 1, pageSize: CONSOLE_CASES });
  return {
    cases: rows.map((row) => ({
      caseNo: row.caseNo,
      kind: row.kind,
      status: row.status,
      summary: row.summary,
      deadlineDate: row.deadlineDate,
      overdue: row.overdueAt !== null,
      version: row.version,
    })),
    total,
  };
}

/**
 * The trainer decides a dispute from the console with the officers' own decision, as themselves,
 * so the timeline and the staff audit name who decided. A case no officer has taken yet is taken
 * by the trainer first, as an officer would before deciding; the take checks the version the
 * trainer saw, and the decision the version the take left.
 */
export async function decideAsTrainer(options: {
  db: TDatabase;
  clock: Clock;
  notifier: TNotifier;
  refunds: TRefunds;
  staffId: string;
  caseNo: string;
  request: TCaseDecideRequest;
  actingAs: TConsoleActor;
}): Promise<TConsoleDecided> {
  const { db, clock, notifier, staffId, caseNo, request, actingAs } = options;
  let version = request.version;
  const found = await findCase({ db, caseNo });
  if (found?.status === 'SUBMITTED') {
    await takeCase({ db, clock, notifier, staffId, caseNo, version, actingAs });
    version = (await findCase({ db, caseNo }))?.version ?? version;
  }
  await decideDispute({ ...options, request: { ...request, version } });
  const decided = await findCase({ db, caseNo });
  if (!decided) throw new AppError('ERR_CASE_0001');
  return { caseNo: decided.caseNo, status: decided.status, decidedAt: decided.decidedAt?.toISOString() ?? null };
}
