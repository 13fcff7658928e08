/**
 * The visitor look-up's data: a plate with no account, passages on two days, and the clock moved
 * past each midnight so the non-member day cut bills them, leaving two open invoices of three
 * lines each. Runs before any session is signed in: moving the clock a day ends earlier sessions.
 */
export const VISITOR_PLATE = { plate: '9ฮอ 7531', province: '10' };

const PASSAGES_A_DAY = 3;
const DAY_MS = 86_400_000;
const BANGKOK_OFFSET_MS = 7 * 3_600_000;

type TCall = (url: string, init: RequestInit) => Promise<Record<string, unknown>>;

/** One minute past the next Bangkok midnight. */
function pastNextMidnight(now: Date): Date {
  const bangkokDay = Math.floor((now.getTime() + BANGKOK_OFFSET_MS) / DAY_MS);
  return new Date((bangkokDay + 1) * DAY_MS - BANGKOK_OFFSET_MS + 60_000);
}

export async function createVisitorInvoices(
  url: string,
  call: TCall,
  headers: () => Record<string, string>,
  accessKey: () => Promise<string>,
): Promise<void> {
  const json = () => ({ ...headers(), 'Content-Type': 'application/json' });
  for (let day = 0; day < 2; day += 1) {
    const now = new Date(String((await call(`${url}/simservice/api/v1/clock`, { headers: headers() })).now));
    for (let index = 0; index < PASSAGES_A_DAY; index += 1) {
      const passedAt = new Date(now.getTime() - (index + 1) * 1_000).toISOString();
      const body = { gantryCode: 'M9-TC1-G1', lane: 1, ...VISITOR_PLATE, vehicleClass: 1, passedAt };
      await call(`${url}/simservice/api/v1/passages`, { method: 'POST', headers: json(), body: JSON.stringify(body) });
    }
    await call(`${url}/simservice/api/v1/clock`, {
      method: 'PUT',
      headers: json(),
      body: JSON.stringify({ now: pastNextMidnight(now).toISOString() }),
    });
  }
  const found = await call(`${url}/invoiceservice/api/v1/public/invoices?${new URLSearchParams(VISITOR_PLATE).toString()}`, {
    headers: { ...headers(), AccessKey: await accessKey() },
  });
  const count = Array.isArray(found.invoices) ? found.invoices.length : 0;
  if (count !== 2) throw new Error(`the visitor's plate has ${count} open invoices, not 2: the look-up would measure another path`);
}
