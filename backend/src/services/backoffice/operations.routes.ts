import type { TAppDeps } from '../../platform/app-deps';
import type { ApiRouter } from '../../platform/http/api-router';
import { staffIdOf } from '../../platform/http/request-context';
import { listJobRuns } from '../../platform/jobs/job-runs.service';
import { ZMaintenanceSchema, ZPageConfigSchema } from '@mflow/contracts/master/master.contract';
import { ZJobRunListQuerySchema, ZJobRunListSchema } from '@mflow/contracts/jobs/job-run.contract';
import { ZMenuCodeParamsSchema, ZMenuStatusRequestSchema, ZOperationsSettingsSchema } from '@mflow/contracts/staff/operations.contract';
import { operationsSettings, setMaintenanceByStaff, setMenuCodeStatus, setPageConfigByStaff } from './operations-settings.service';
import { requireStaffPermission } from '../staff/staff.service';
import {
  ZAddPublicHolidayRequestSchema,
  ZHolidayDateParamsSchema,
  ZHolidayStatusSchema,
  ZHolidayYearQuerySchema,
  ZPublicHolidayListSchema,
  ZPublicHolidaySchema,
} from '@mflow/contracts/master/holidays.contract';
import { calendarStatus, listHolidays, putHolidayByStaff, removeHolidayByStaff } from './holiday-calendar.service';

const tag = 'staffservice';
const base = '/staffservice/api/v1';

/** The operations role's part of the back-office: menu codes, coming-soon, maintenance and the job runs. */
export function registerOperationsRoutes(api: ApiRouter, deps: TAppDeps): void {
  const { db, clock, jobs } = deps;

  api.define({
    method: 'get',
    path: `${base}/settings`,
    summary: 'Every menu code with its status, the page configuration and maintenance (OPERATIONS role)',
    tag,
    auth: 'staff',
    response: ZOperationsSettingsSchema,
    handler: ({ context }) => operationsSettings({ db, clock, staffId: staffIdOf(context) }),
  });

  api.define({
    method: 'put',
    path: `${base}/settings/page-permission/{code}`,
    summary: 'Switch one menu code ACTIVE or INACTIVE; the portal shows the change at its next start-up (OPERATIONS role, audited)',
    tag,
    auth: 'staff',
    params: ZMenuCodeParamsSchema,
    body: ZMenuStatusRequestSchema,
    response: ZOperationsSettingsSchema,
    handler: ({ params, body, context }) =>
      setMenuCodeStatus({ db, clock, staffId: staffIdOf(context), code: params.code, status: body.status }),
  });

  api.define({
    method: 'put',
    path: `${base}/settings/page-config`,
    summary: 'Set the page configuration: statusPage true shows coming-soon (OPERATIONS role, audited)',
    tag,
    auth: 'staff',
    body: ZPageConfigSchema,
    response: ZOperationsSettingsSchema,
    handler: ({ body, context }) => setPageConfigByStaff({ db, clock, staffId: staffIdOf(context), value: body }),
  });

  api.define({
    method: 'put',
    path: `${base}/settings/maintenance`,
    summary: 'Switch maintenance mode on or off (OPERATIONS role, audited)',
    tag,
    auth: 'staff',
    body: ZMaintenanceSchema,
    response: ZOperationsSettingsSchema,
    handler: ({ body, context }) => setMaintenanceByStaff({ db, clock, staffId: staffIdOf(context), value: body }),
  });

  api.define({
    method: 'get',
    path: `${base}/jobs/runs`,
    summary: 'The history of job runs, newest first, optionally of one job and one status (OPERATIONS role)',
    tag,
    auth: 'staff',
    query: ZJobRunListQuerySchema,
    response: ZJobRunListSchema,
    handler: async ({ query, context }) => {
      await requireStaffPermission({ db, staffId: staffIdOf(context), permission: 'operate' });
      return listJobRuns({ db, knownJobs: jobs.jobNames(), ...query });
    },
  });

  api.define({
    method: 'get',
    path: `${base}/holidays`,
    summary: 'The holiday calendar of one year, which business-day deadlines count on (OPERATIONS role)',
    tag,
    auth: 'staff',
    query: ZHolidayYearQuerySchema,
    response: ZPublicHolidayListSchema,
    handler: ({ query, context }) => listHolidays({ db, staffId: staffIdOf(context), year: query.year }),
  });

  api.define({
    method: 'get',
    path: `${base}/holidays/status`,
    summary: 'Each year a deadline can reach, flagged while its lunar holidays are not all entered (OPERATIONS role)',
    tag,
    auth: 'staff',
    response: ZHolidayStatusSchema,
    handler: ({ context }) => calendarStatus({ db, clock, staffId: staffIdOf(context) }),
  });

  api.define({
    method: 'post',
    path: `${base}/holidays`,
    summary:
      'Enter a holiday (a lunar one, a day in lieu, a day the cabinet adds) or rename the one of that date; deadlines counted from now on skip it (OPERATIONS role, audited)',
    tag,
    auth: 'staff',
    body: ZAddPublicHolidayRequestSchema,
    response: ZPublicHolidaySchema,
    handler: ({ body, context }) => putHolidayByStaff({ db, clock, staffId: staffIdOf(context), holiday: body }),
  });

  api.define({
    method: 'delete',
    path: `${base}/holidays/{date}`,
    summary: "Remove a date from the holiday calendar; answers the rest of that year's holidays (OPERATIONS role, audited)",
    tag,
    auth: 'staff',
    params: ZHolidayDateParamsSchema,
    response: ZPublicHolidayListSchema,
    handler: ({ params, context }) => removeHolidayByStaff({ db, clock, staffId: staffIdOf(context), date: params.date }),
  });
}
