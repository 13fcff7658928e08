import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { TQueryable } from '../../platform/db/database';
import { AppError, type TErrorItem } from '../../platform/errors/app-error';
import { customers } from './customer.schema';

const LIVE = sql`${customers.status} not in ('REJECTED', 'CLOSED')`;

type DuplicateOptions = {
  db: TQueryable;
  email?: string | undefined;
  mobile?: string | undefined;
  idNumber?: string | undefined;
  juristic?: { juristicId: string; branchCode: string } | undefined;
  exceptCustomerId?: string | undefined;
};

/** requirements/accounts.md#identity-checks: an e-mail, mobile, ID or company branch belongs to one live account; each clash gets its own message. */
export async function duplicateProblems({
  db,
  email,
  mobile,
  idNumber,
  juristic,
  exceptCustomerId,
}: DuplicateOptions): Promise<TErrorItem[]> {
  const checks: { code: TErrorItem['code']; field: string; where: SQL | undefined }[] = [
    { code: 'ERR_CUST_0027', field: 'email', where: email === undefined ? undefined : eq(customers.email, email) },
    { code: 'ERR_CUST_0028', field: 'mobile', where: mobile === undefined ? undefined : eq(customers.mobile, mobile) },
    {
      code: 'ERR_CUST_0029',
      field: 'idNumber',
      where: idNumber === undefined ? undefined : and(eq(customers.customerType, 'INDIVIDUAL'), eq(customers.idNumber, idNumber)),
    },
    {
      code: 'ERR_CUST_0030',
      field: 'juristicId',
      where:
        juristic === undefined
          ? undefined
          : and(
              eq(customers.customerType, 'JURISTIC'),
              eq(customers.juristicId, juristic.juristicId),
              eq(customers.branchCode, juristic.branchCode),
            ),
    },
  ];
  const problems: TErrorItem[] = [];
  for (const check of checks) {
    if (!check.where) continue;
    const [taken] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(check.where, LIVE, exceptCustomerId ? ne(customers.id, exceptCustomerId) : undefined))
      .limit(1);
    if (taken) problems.push({ code: check.code, params: { field: check.field } });
  }
  return problems;
}

/** Two registrations racing past the duplicate check meet the unique indexes; they get the same message. */
const UNIQUE_INDEX_ERRORS: Record<string, TErrorItem['code']> = {
  customer_email_live_idx: 'ERR_CUST_0027',
  customer_mobile_live_idx: 'ERR_CUST_0028',
  customer_id_number_live_idx: 'ERR_CUST_0029',
  customer_juristic_branch_live_idx: 'ERR_CUST_0030',
};

export function asUniqueViolation(error: unknown): AppError | undefined {
  const candidates = [error, (error as { cause?: unknown })?.cause];
  for (const candidate of candidates) {
    const { code, constraint } = (candidate ?? {}) as { code?: unknown; constraint?: unknown };
    if (code === '23505' && typeof constraint === 'string' && UNIQUE_INDEX_ERRORS[constraint])
      return new AppError(UNIQUE_INDEX_ERRORS[constraint]);
  }
  return undefined;
}
