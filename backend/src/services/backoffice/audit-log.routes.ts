import type { TAppDeps } from '../../platform/app-deps';
import type { ApiRouter } from '../../platform/http/api-router';
import { staffIdOf } from '../../platform/http/request-context';
import { ZStaffAuditListSchema, ZStaffAuditQuerySchema } from '@mflow/contracts/staff/staff-audit.contract';
import { requireStaffPermission } from '../staff/staff.service';
import { searchStaffAudit } from '../audit/audit.service';

/** The staff audit log, read only: there is no route that changes or removes an entry. */
export function registerAuditRoutes(api: ApiRouter, { db }: TAppDeps): void {
  api.define({
    method: 'get',
    path: '/staffservice/api/v1/audit',
    summary: 'Search the staff audit log, newest first, by who, what, the subject and Bangkok days (ADMIN role)',
    tag: 'staffservice',
    auth: 'staff',
    query: ZStaffAuditQuerySchema,
    response: ZStaffAuditListSchema,
    handler: async ({ query, context }) => {
      await requireStaffPermission({ db, staffId: staffIdOf(context), permission: 'readAudit' });
      return searchStaffAudit({ db, query });
    },
  });
}
