import type { TAccruals, TInvoiceSummary, TTollNotice } from '@mflow/contracts/billing/invoice.contract';
import type { TOutboxMessage } from '@mflow/contracts/notification/outbox.contract';
import { DEMO_STAFF } from '../../../../seed/demo/demo-accounts';
import { bearer, type TApiClient } from './api-client';
import type { TPerson } from './people';
import type { TPlate, TSubject } from './schema';

export type TWorldReads = {
  /** Forget every session: after a clock move of days, each has been idle too long. */
  clockMoved(): void;
  person(name: string): TPerson;
  people(): Record<string, TPerson>;
  invoicesOf(subject: TSubject): Promise<TInvoiceSummary[]>;
  noticesOf(name: string): Promise<TTollNotice[]>;
  accrualsOf(name: string): Promise<TAccruals>;
  /** Newest first; `to` an address, or every message. */
  outbox(to?: string): Promise<TOutboxMessage[]>;
  staffHeaders(): Promise<Record<string, string>>;
};

export const describeSubject = (subject: TSubject) => (typeof subject === 'string' ? subject : `${subject.plate} (${subject.province})`);

/**
 * What a tester would look at, read through the API: a person's own invoices, notices and
 * accruals as they see them signed in; a plate's invoices as the back office sees them. Sessions
 * are kept until the clock moves.
 */
export function createWorldReads(api: TApiClient, people: Record<string, TPerson>): TWorldReads {
  let members = new Map<string, Promise<{ token: string }>>();
  let staff: Promise<string> | undefined;

  function person(name: string): TPerson {
    const found = people[name];
    if (!found) throw new Error(`no person named ${name} in this scenario's people`);
    return found;
  }
  async function memberHeaders(name: string) {
    const { email, password } = person(name);
    const session = members.get(name) ?? api.signInCustomer(email, password);
    members.set(name, session);
    return bearer((await session).token);
  }
  async function staffHeaders() {
    staff ??= api.signInStaff(DEMO_STAFF.email, DEMO_STAFF.password);
    return bearer(await staff);
  }
  const plateQuery = (plate: TPlate) => ({ plate: plate.plate, province: plate.province });

  return {
    clockMoved() {
      members = new Map();
      staff = undefined;
    },
    person,
    people: () => people,
    async invoicesOf(subject) {
      if (typeof subject !== 'string') {
        const answer = await api.call<{ invoices: TInvoiceSummary[] }>('GET', '/staffservice/api/v1/invoices', { headers: await staffHeaders(), query: plateQuery(subject) });
        return answer.invoices;
      }
      const answer = await api.call<{ invoices: TInvoiceSummary[] }>('GET', '/invoiceservice/api/v1/invoices', { headers: await memberHeaders(subject), query: { pageSize: '100' } });
      return answer.invoices;
    },
    async noticesOf(name) {
      return (await api.call<{ notices: TTollNotice[] }>('GET', '/invoiceservice/api/v1/notices', { headers: await memberHeaders(name) })).notices;
    },
    async accrualsOf(name) {
      return api.call<TAccruals>('GET', '/invoiceservice/api/v1/accruals', { headers: await memberHeaders(name) });
    },
    async outbox(to) {
      return (await api.call<{ messages: TOutboxMessage[] }>('GET', '/simservice/api/v1/outbox', { query: { to, limit: '200' } })).messages;
    },
    staffHeaders,
  };
}
