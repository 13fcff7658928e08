import type { Clock } from '../../platform/clock';
import type { TDatabase } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import type { TAddPublicHoliday, THolidayStatus, TPublicHoliday } from '@mflow/contracts/master/holidays.contract';
import { bangkokToday } from '@mflow/contracts/time/bangkok';
import { recordStaffAction } from '../audit/audit.service';
import { findHoliday, holidayStatus, holidaysOfYear, putHoliday, removeHoliday } from '../master/holiday-calendar';
import { requireStaffPermission } from '../staff/staff.service';

/**
 * The holiday calendar as operations keep it (requirements/disputes.md#verification-time): each
 * change and its audit entry commit together. A deadline already counted keeps its date; cases
 * filed after the change count on the new calendar.
 */
type TOperator = { db: TDatabase; clock: Clock; staffId: string };

/** Years from last year to two years ahead: the ones a deadline can reach, flagged while their lunar holidays are missing. */
const STATUS_YEARS_BACK = 1;
const STATUS_YEARS_AHEAD = 2;

export async function listHolidays({
  db,
  staffId,
  year,
}: Omit<TOperator, 'clock'> & { year: number }): Promise<{ items: TPublicHoliday[] }> {
  await requireStaffPermission({ db, staffId, permission: 'operate' });
  return { items: await holidaysOfYear({ db, year }) };
}

export async function calendarStatus({ db, clock, staffId }: TOperator): Promise<THolidayStatus> {
  await requireStaffPermission({ db, staffId, permission: 'operate' });
  const year = Number(bangkokToday(clock).slice(0, 4));
  return holidayStatus({ db, from: year - STATUS_YEARS_BACK, to: year + STATUS_YEARS_AHEAD });
}

export async function putHolidayByStaff({
  db,
  clock,
  staffId,
  holiday,
}: TOperator & { holiday: TAddPublicHoliday }): Promise<TPublicHoliday> {
  const operator = await requireStaffPermission({ db, staffId, permission: 'operate' });
  const at = clock.now();
  await db.transaction(async (tx) => {
    const before = await findHoliday({ db: tx, date: holiday.date });
    await putHoliday({ db: tx, holiday, at });
    await recordStaffAction({
      db: tx,
      by: operator,
      action: { action: 'HOLIDAY_PUT', subjectType: 'HOLIDAY', subjectId: holiday.date, before: before ?? null, after: holiday, at },
    });
  });
  return holiday;
}

export async function removeHolidayByStaff({
  db,
  clock,
  staffId,
  date,
}: TOperator & { date: string }): Promise<{ items: TPublicHoliday[] }> {
  const operator = await requireStaffPermission({ db, staffId, permission: 'operate' });
  const at = clock.now();
  await db.transaction(async (tx) => {
    const before = await findHoliday({ db: tx, date });
    if (!before || !(await removeHoliday({ db: tx, date }))) throw new AppError('ERR_STAFF_0011');
    await recordStaffAction({
      db: tx,
      by: operator,
      action: { action: 'HOLIDAY_REMOVE', subjectType: 'HOLIDAY', subjectId: date, before, after: null, at },
    });
  });
  return { items: await holidaysOfYear({ db, year: Number(date.slice(0, 4)) }) };
}
