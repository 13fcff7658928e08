import { sql, type SQL } from 'drizzle-orm';
import { bangkokDateOf } from '@mflow/contracts/time/bangkok';

/**
 * SQL that numbers invoices (`IV`) and toll notices (`TN`) inside set-based statements, from
 * sequences that never go back, so a number is never given twice even across crashes and reruns
 * (a rerun may leave gaps, never repeats): the prefix, the Bangkok year and month of issue, and
 * 8 digits, e.g. IV261100000042.
 */
export function numberFrom(prefix: 'IV' | 'TN', sequenceValue: SQL, issuedAt: Date): SQL {
  const yymm = bangkokDateOf(issuedAt).slice(2, 7).replace('-', '');
  return sql`${`${prefix}${yymm}`} || lpad((${sequenceValue})::text, 8, '0')`;
}

/** The payment reference of reference-number.ts: 16 digits and ISO 7064 MOD 97-10 check digits. */
export function refNoFrom(sequenceValue: SQL): SQL {
  return sql`lpad((${sequenceValue})::text, 16, '0') || lpad((98 - ((${sequenceValue}) * 100) % 97)::text, 2, '0')`;
}

/** 00:00 Bangkok of the day after a date column or expression: when an unpaid invoice is late. */
export function lateAtOf(dueDate: SQL): SQL {
  return sql`((${dueDate}) + 1)::timestamp at time zone 'UTC' - interval '7 hours'`;
}
