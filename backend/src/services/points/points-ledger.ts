import { sql } from 'drizzle-orm';
import type { TPointsAccount, TPointsEntry } from '@mflow/contracts/points/points.contract';
import type { TQueryable } from '../../platform/db/database';
import type { TLanguage } from '../../platform/errors/error-catalogue';
import { findCustomer } from '../customer/customer-records';
import { currentPointsRules } from './points-rules';
import { pointsEarnings, pointsRedemptions } from './points.schema';

type TLedgerRow = {
  kind: 'EARNED' | 'REDEEMED';
  points: number;
  at: Date | string;
  payment_id: string | null;
  paid_amount: string | number | null;
  satang_per_point: number | null;
  title_th: string | null;
  title_en: string | null;
  code: string | null;
};

function toEntry(row: TLedgerRow, language: TLanguage): TPointsEntry {
  const title = language === 'EN' && row.title_en ? row.title_en : row.title_th;
  return {
    kind: row.kind,
    points: row.points,
    at: new Date(row.at).toISOString(),
    paymentId: row.payment_id,
    paidAmount: row.paid_amount === null ? null : Number(row.paid_amount),
    satangPerPoint: row.satang_per_point,
    offerTitle: title,
    redemptionCode: row.code,
  };
}

/** The member's balance and their earnings and redemptions, newest first, one page at a time. */
export async function pointsAccount(options: {
  db: TQueryable;
  customerId: string;
  page: number;
  size: number;
  language: TLanguage;
}): Promise<TPointsAccount> {
  const { db, customerId, page, size, language } = options;
  const ledger = sql`
    select 'EARNED' as kind, ${pointsEarnings.points} as points, ${pointsEarnings.earnedAt} as at, ${pointsEarnings.paymentId}::text as payment_id,
           ${pointsEarnings.paidAmount} as paid_amount, ${pointsEarnings.satangPerPoint} as satang_per_point,
           null::text as title_th, null::text as title_en, null::text as code, ${pointsEarnings.paymentId}::text as id
      from ${pointsEarnings} where ${pointsEarnings.customerId} = ${customerId}
    union all
    select 'REDEEMED', -${pointsRedemptions.points}, ${pointsRedemptions.redeemedAt}, null, null, null,
           ${pointsRedemptions.offerTitleTh}, ${pointsRedemptions.offerTitleEn}, ${pointsRedemptions.code}, ${pointsRedemptions.id}::text
      from ${pointsRedemptions} where ${pointsRedemptions.customerId} = ${customerId}`;
  const [entries, counted, customer, rules] = await Promise.all([
    // At one instant a redemption comes after the earning it spends ('REDEEMED' sorts after 'EARNED').
    db.execute<TLedgerRow>(
      sql`select * from (${ledger}) as ledger order by at desc, kind desc, id desc limit ${size} offset ${(page - 1) * size}`,
    ),
    db.execute<{ total: number }>(sql`select count(*)::int as total from (${ledger}) as ledger`),
    findCustomer({ db, customerId }),
    currentPointsRules({ db }),
  ]);
  return {
    balance: customer?.point ?? 0,
    satangPerPoint: rules.satangPerPoint,
    entries: entries.rows.map((row) => toEntry(row, language)),
    total: counted.rows[0]?.total ?? 0,
    page,
    size,
  };
}
