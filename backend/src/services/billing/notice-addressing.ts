import { asc, isNull, sql } from 'drizzle-orm';
import type { TQueryable } from '../../platform/db/database';
import { displayNamesOf } from '../customer/customer-records';
import type { TVehicleRegistry } from '../../platform/ports';
import { tollNotices } from './billing.schema';

/** Notices addressed per registry call, so a day with many notices asks the registry in bounded batches. */
const ADDRESSING_BATCH = 500;

const plateKey = (plate: string, province: string) => `${plate}\u0000${province}`;

/**
 * Names each new toll notice's addressee: a member's case is the member's (one invoice covers all
 * their vehicles); a non-member's goes to the plate's registered owner in the land-transport
 * registry, the only name and postal address the operator has for a car seen on the road. It runs after the
 * ladder has committed, so a slow or failing registry never holds the ladder's locks; a notice
 * stays unaddressed until a run reaches the registry, and is asked about once when it does.
 */
export async function addressNotices({ db, registry, at }: { db: TQueryable; registry: TVehicleRegistry; at: Date }): Promise<number> {
  let addressed = 0;
  for (;;) {
    const waiting = await db
      .select({ id: tollNotices.id, customerId: tollNotices.customerId, plate: tollNotices.plate, province: tollNotices.province })
      .from(tollNotices)
      .where(isNull(tollNotices.addressedAt))
      .orderBy(asc(tollNotices.issuedAt), asc(tollNotices.id))
      .limit(ADDRESSING_BATCH);
    if (waiting.length === 0) return addressed;
    const members = await displayNamesOf({ db, customerIds: waiting.flatMap(({ customerId }) => (customerId ? [customerId] : [])) });
    const keys = waiting.flatMap(({ customerId, plate, province }) =>
      !customerId && plate && province ? [{ plateNumber: plate, provinceCode: province }] : [],
    );
    const owners = new Map(
      (await registry.findVehicles(keys)).map((vehicle) => [plateKey(vehicle.plateNumber, vehicle.provinceCode), vehicle.owner]),
    );
    // A member's letter names the member; the address is the registry's, which a member's case does not ask for.
    const addresseeOf = ({ customerId, plate, province }: (typeof waiting)[number]) =>
      customerId
        ? { name: members.get(customerId) ?? null, address: null }
        : plate && province
          ? { name: owners.get(plateKey(plate, province))?.name ?? null, address: owners.get(plateKey(plate, province))?.address ?? null }
          : { name: null, address: null };
    // One statement a batch: JSON carries the names, so the statement's size does not grow with the batch.
    const names = JSON.stringify(waiting.map((notice) => ({ id: notice.id, ...addresseeOf(notice) })));
    await db.execute(sql`
      update ${tollNotices} n set addressee_name = k.name, addressee_address = k.address, addressed_at = ${at}
      from json_to_recordset(${names}::json) as k(id uuid, name text, address text)
      where n.id = k.id and n.addressed_at is null`);
    addressed += waiting.length;
    if (waiting.length < ADDRESSING_BATCH) return addressed;
  }
}
