/**
 * The floors of the fleet's pages and exports: the same rows each reads, by one plain SQL
 * statement from the benchmark, so the ratio shows what the project adds to reading them.
 */
import { addDays, startOfBangkokDay } from '@mflow/contracts/time/bangkok';
import type { TBillingCycle } from '@mflow/contracts/time/billing-cycle';

export type TFloor = { statement: string; params: unknown[] };

const LINES_COLUMNS = `p.id, p.passed_at, p.plaza_code, z.name_th, z.name_en, p.gantry_code, p.lane, p.plate, p.province, p.vehicle_class, p.price
      from passage p join toll_plaza z on z.code = p.plaza_code`;

export type TFleetFloors = {
  /** The history's range, the whole cycle. */
  from: Date;
  to: Date;
  keptTotals(table: string): TFloor;
  recount: TFloor;
  firstLines: TFloor;
  vehicleLines: TFloor;
  history: TFloor;
  /** Every line of the cycle's invoice, by vehicle, as its exports write them. */
  invoiceLines: TFloor;
  /** Every line of the cycle's history, by vehicle. */
  historyLines: TFloor;
};

/** `plate`: the fleet vehicle whose lines the one-vehicle pages read (province 10). */
export function fleetFloors({ customerId, cycle, plate }: { customerId: string; cycle: TBillingCycle; plate: string }): TFleetFloors {
  const from = startOfBangkokDay(cycle.start);
  const to = startOfBangkokDay(addDays(cycle.end, 1));
  const allLines = (where: string, params: unknown[]): TFloor => ({
    statement: `select ${LINES_COLUMNS} where ${where} order by p.plate, p.province, p.passed_at, p.id`,
    params,
  });
  return {
    from,
    to,
    // Every vehicle of the period: a page of vehicles carries the totals of the whole period and the count of its vehicles.
    // The totals are kept (decision 0066), so the floor reads the kept rows; `recount` is what it was before, the
    // period's passages counted afresh.
    keptTotals: (table) => ({
      statement: `select plate, province, passage_count, total_amount from ${table}
        where customer_id = $1 and billing_period = $2 order by plate, province`,
      params: [customerId, cycle.id],
    }),
    recount: {
      statement: `select plate, province, count(*), sum(price) from passage
        where customer_id = $1 and billing_period = $2 and is_member group by plate, province order by plate, province`,
      params: [customerId, cycle.id],
    },
    firstLines: {
      statement: `select ${LINES_COLUMNS} where p.customer_id = $1 and p.billing_period = $2 and p.is_member order by p.passed_at, p.id limit 101`,
      params: [customerId, cycle.id],
    },
    vehicleLines: {
      statement: `select ${LINES_COLUMNS} where p.customer_id = $1 and p.billing_period = $2 and p.is_member and p.plate = $3 and p.province = '10'
        order by p.passed_at, p.id limit 101`,
      params: [customerId, cycle.id, plate],
    },
    history: {
      statement: `select ${LINES_COLUMNS} where p.customer_id = $1 and p.passed_at >= $2 and p.passed_at < $3 order by p.passed_at desc, p.id desc limit 101`,
      params: [customerId, from, to],
    },
    invoiceLines: allLines('p.customer_id = $1 and p.billing_period = $2 and p.is_member', [customerId, cycle.id]),
    historyLines: allLines('p.customer_id = $1 and p.passed_at >= $2 and p.passed_at < $3', [customerId, from, to]),
  };
}
