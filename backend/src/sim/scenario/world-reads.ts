import type { TAccruals, TInvoiceSummary, TTollNotice } from '@mflow/contracts/billing/invoice.contract';
import type { TPassageFlag } from '@mflow/contracts/toll/passage-flag.contract';
import type { TCaseDetail } from '@mflow/contracts/cases/case.contract';
import type { TOutboxMessage } from '@mflow/contracts/notification/outbox.contract';
import type { TPaymentHistoryItem } from '@mflow/contracts/payment/payments.contract';
import type { TPrepaidAccountView, TPrepaidStatement } from '@mflow/contracts/payment/prepaid.contract';
import { Client } from 'pg';
import { DEMO_STAFF } from '../../../../seed/demo/demo-accounts';
import { BackendRefusal, bearer, type TApiClient } from './api-client';
import type { TPerson } from './people';
import type { TPlate, TSubject } from './schema-parts';
import type { TOfficer } from './staff';

export type TWorldReads = {
  /** Forget every session: after a clock move of days, each has been idle too long. */
  clockMoved(): void;
  person(name: string): TPerson;
  people(): Record<string, TPerson>;
  invoicesOf(subject: TSubject): Promise<TInvoiceSummary[]>;
  noticesOf(name: string): Promise<TTollNotice[]>;
  accrualsOf(name: string): Promise<TAccruals>;
  /** The flags on the member's accrued passages, each once (a journey's two lines carry the same), oldest first. */
  flagsOf(name: string): Promise<TPassageFlag[]>;
  /** Newest first; `to` an address, or every message. */
  outbox(to?: string): Promise<TOutboxMessage[]>;
  staffHeaders(): Promise<Record<string, string>>;
  /** A case officer of the file's `staff`, signed in. */
  officerHeaders(name: string): Promise<Record<string, string>>;
  memberHeaders(name: string): Promise<Record<string, string>>;
  /** The member's payments as their history shows them, newest first. */
  paymentsOf(name: string): Promise<TPaymentHistoryItem[]>;
  /** The member's cases as their case pages show them, newest first. */
  casesOf(name: string): Promise<TCaseDetail[]>;
  /** One of the member's cases as its page shows it. */
  caseOf(name: string, caseNo: string): Promise<TCaseDetail>;
  /** The member's registered mobile, where their OTP codes go. */
  mobileOf(name: string): Promise<string>;
  /** The member's open prepaid account, or undefined when they have none open. */
  prepaidOf(name: string): Promise<TPrepaidAccountView | undefined>;
  /** The journal of the member's open prepaid account, newest first, as the statement lists it; none without an open account. */
  prepaidMovementsOf(name: string): Promise<TPrepaidStatement['items']>;
  /** The member's automatic charge attempts, newest first (no API shows them: read from the payment module's table). */
  autoDebitsOf(name: string): Promise<TAutoDebitAttempt[]>;
};

export type TAutoDebitAttempt = { status: string; mode: string; day: string; posting: string; amount: number };

/**
 * Attempts by the member's e-mail. The one read that is not through the API: an attempt's posting
 * date (the cut-offs of decision 0024) is kept in auto_debit only.
 */
async function readAutoDebits(databaseUrl: string, email: string): Promise<TAutoDebitAttempt[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<TAutoDebitAttempt>(
      `SELECT a.status, a.debit_mode AS mode, a.attempt_day::text AS day, a.posting_date::text AS posting, i.total_amount::int AS amount
         FROM auto_debit a JOIN customer c ON c.id = a.customer_id JOIN invoice i ON i.id = a.invoice_id
        WHERE lower(c.email) = lower($1) ORDER BY a.charged_at DESC, a.attempt_day DESC`,
      [email],
    );
    return result.rows;
  } finally {
    await client.end();
  }
}

const PREPAID = '/invoiceservice/api/v1/prepaid';
/** The member has no open prepaid account. */
const NO_OPEN_ACCOUNT = 'ERR_PREPAID_0001';

export const describeSubject = (subject: TSubject) => (typeof subject === 'string' ? subject : `${subject.plate} (${subject.province})`);

/**
 * What a tester would look at, read through the API: a person's own invoices, notices and
 * accruals as they see them signed in; a plate's invoices as the back office sees them. Sessions
 * are kept while the backend takes them: after a clock move each is checked once, and signed in
 * again only when the move ended it.
 */
export function createWorldReads(
  api: TApiClient,
  people: Record<string, TPerson>,
  databaseUrl = '',
  officers: Record<string, TOfficer> = {},
): TWorldReads {
  // Sessions checked since the clock last moved, and the ones from before, which a move of minutes
  // leaves open and a move of days ends: checked with one cheap call before a sign-in's bcrypt.
  let members = new Map<string, Promise<string>>();
  let earlierMembers = new Map<string, Promise<string>>();
  const mobiles = new Map<string, Promise<string>>();
  let staff: Promise<string> | undefined;
  let earlierStaff: Promise<string> | undefined;
  let officerSessions = new Map<string, Promise<string>>();
  let earlierOfficers = new Map<string, Promise<string>>();

  function person(name: string): TPerson {
    const found = people[name];
    if (!found) throw new Error(`no person named ${name} in this scenario's people`);
    return found;
  }
  /** The earlier session's token while the backend still takes it at `route`, else a new session's. */
  async function stillOrAgain(earlier: Promise<string> | undefined, route: string, signIn: () => Promise<string>): Promise<string> {
    const token = await earlier?.catch(() => undefined);
    if (token) {
      try {
        await api.call('GET', route, { headers: bearer(token) });
        return token;
      } catch (error) {
        if (!(error instanceof BackendRefusal)) throw error;
      }
    }
    return signIn();
  }
  async function memberHeaders(name: string) {
    const { email, password } = person(name);
    let session = members.get(name);
    if (!session) {
      session = stillOrAgain(
        earlierMembers.get(name),
        '/customerservice/api/v1/customer/current',
        async () => (await api.signInCustomer(email, password)).token,
      );
      members.set(name, session);
    }
    return bearer(await session);
  }
  async function staffHeaders() {
    staff ??= stillOrAgain(earlierStaff, '/staffservice/api/v1/staff/current', () =>
      api.signInStaff(DEMO_STAFF.email, DEMO_STAFF.password),
    );
    return bearer(await staff);
  }
  async function officerHeaders(name: string) {
    const officer = officers[name];
    if (!officer) throw new Error(`no staff member named ${name} in this scenario's staff`);
    let session = officerSessions.get(name);
    if (!session) {
      session = stillOrAgain(earlierOfficers.get(name), '/staffservice/api/v1/staff/current', () =>
        api.signInStaff(officer.email, officer.password),
      );
      officerSessions.set(name, session);
    }
    return bearer(await session);
  }
  async function caseOf(name: string, caseNo: string) {
    return api.call<TCaseDetail>('GET', `/caseservice/api/v1/cases/${encodeURIComponent(caseNo)}`, { headers: await memberHeaders(name) });
  }
  const plateQuery = (plate: TPlate) => ({ plate: plate.plate, province: plate.province });

  return {
    clockMoved() {
      earlierMembers = new Map([...earlierMembers, ...members]);
      members = new Map();
      earlierStaff = staff ?? earlierStaff;
      staff = undefined;
      earlierOfficers = new Map([...earlierOfficers, ...officerSessions]);
      officerSessions = new Map();
    },
    person,
    people: () => people,
    async invoicesOf(subject) {
      if (typeof subject !== 'string') {
        const answer = await api.call<{ invoices: TInvoiceSummary[] }>('GET', '/staffservice/api/v1/invoices', {
          headers: await staffHeaders(),
          query: plateQuery(subject),
        });
        return answer.invoices;
      }
      const answer = await api.call<{ invoices: TInvoiceSummary[] }>('GET', '/invoiceservice/api/v1/invoices', {
        headers: await memberHeaders(subject),
        query: { pageSize: '100' },
      });
      return answer.invoices;
    },
    async noticesOf(name) {
      return (await api.call<{ notices: TTollNotice[] }>('GET', '/invoiceservice/api/v1/notices', { headers: await memberHeaders(name) }))
        .notices;
    },
    async accrualsOf(name) {
      return api.call<TAccruals>('GET', '/invoiceservice/api/v1/accruals', { headers: await memberHeaders(name) });
    },
    async flagsOf(name) {
      const { lines } = await api.call<{ lines: { flags: TPassageFlag[] }[] }>('GET', '/invoiceservice/api/v1/accruals/lines', {
        headers: await memberHeaders(name),
        query: { limit: '500' },
      });
      const flags = new Map(lines.flatMap((line) => line.flags).map((flag) => [JSON.stringify(flag), flag]));
      return [...flags.values()];
    },
    async outbox(to) {
      return (await api.call<{ messages: TOutboxMessage[] }>('GET', '/simservice/api/v1/outbox', { query: { to, limit: '200' } })).messages;
    },
    staffHeaders,
    officerHeaders,
    memberHeaders,
    async casesOf(name) {
      const answer = await api.call<{ items: { caseNo: string }[] }>('GET', '/caseservice/api/v1/cases', {
        headers: await memberHeaders(name),
        query: { pageSize: '100' },
      });
      return Promise.all(answer.items.map((item) => caseOf(name, item.caseNo)));
    },
    caseOf,
    async paymentsOf(name) {
      const answer = await api.call<{ payments: TPaymentHistoryItem[] }>('GET', '/invoiceservice/api/v1/payments', {
        headers: await memberHeaders(name),
        query: { pageSize: '100' },
      });
      return answer.payments;
    },
    mobileOf(name) {
      const known =
        mobiles.get(name) ??
        memberHeaders(name).then(
          async (headers) => (await api.call<{ mobile: string }>('GET', '/customerservice/api/v1/customer/current', { headers })).mobile,
        );
      mobiles.set(name, known);
      return known;
    },
    async prepaidOf(name) {
      try {
        return await api.call<TPrepaidAccountView>('GET', PREPAID, { headers: await memberHeaders(name) });
      } catch (error) {
        if (error instanceof BackendRefusal && error.codes().includes(NO_OPEN_ACCOUNT)) return undefined;
        throw error;
      }
    },
    async prepaidMovementsOf(name) {
      try {
        const statement = await api.call<TPrepaidStatement>('GET', `${PREPAID}/statement`, {
          headers: await memberHeaders(name),
          query: { pageSize: '100' },
        });
        return statement.items;
      } catch (error) {
        if (error instanceof BackendRefusal && error.codes().includes(NO_OPEN_ACCOUNT)) return [];
        throw error;
      }
    },
    autoDebitsOf: (name) => readAutoDebits(databaseUrl, person(name).email),
  };
}
