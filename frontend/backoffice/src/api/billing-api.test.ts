import { listInvoicesForStaff, listJobRuns, waiveInvoiceFees } from './billing-api';
import { createStaffApiClient } from './staff-api-client';

type Call = { url: string; method: string; headers: Record<string, string>; body: string | undefined };

function setUp() {
  const calls: Call[] = [];
  const client = createStaffApiClient({
    fetch: jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({
        url: String(input),
        method: init?.method ?? 'GET',
        headers: (init?.headers ?? {}) as Record<string, string>,
        body: typeof init?.body === 'string' ? init.body : undefined,
      });
      return new Response(JSON.stringify({ status: 'SUCCESS', data: {} }), { status: 200 });
    }),
    now: () => Date.UTC(2026, 10, 16),
    randomBytes: (length) => new Uint8Array(length),
    language: () => 'EN',
    token: () => 'staff-jwt',
    sessionEnded: jest.fn(),
  });
  return { client, calls };
}

describe('billing calls of the back-office', () => {
  it('asks the jobs history a page of 20 at a time, with the staff token though the server may not need it', async () => {
    const { client, calls } = setUp();
    await listJobRuns(client, { job: 'billing-ladder', status: 'FAILED', page: 3 });
    await listJobRuns(client, { page: 1 });
    expect(calls.map((call) => call.url)).toEqual([
      '/staffservice/api/v1/jobs/runs?page=3&size=20&job=billing-ladder&status=FAILED',
      '/staffservice/api/v1/jobs/runs?page=1&size=20',
    ]);
    expect(calls[0]?.headers.Authorization).toBe('Bearer staff-jwt');
  });

  it('looks invoices up by customer or by plate and province, never both', async () => {
    const { client, calls } = setUp();
    await listInvoicesForStaff(client, { by: 'customer', customerId: '3f2b8c1e-5d4a-4c3b-9a2e-1f0e9d8c7b6a' });
    await listInvoicesForStaff(client, { by: 'plate', plate: '1กข 1234', province: '10' });
    expect(calls.map((call) => new URL(call.url, 'http://backoffice').searchParams.toString())).toEqual([
      'customerId=3f2b8c1e-5d4a-4c3b-9a2e-1f0e9d8c7b6a',
      new URLSearchParams({ plate: '1กข 1234', province: '10' }).toString(),
    ]);
  });

  it('posts the waiver reason for the invoice number', async () => {
    const { client, calls } = setUp();
    await waiveInvoiceFees(client, 'IV261200000002', 'Hospital stay, papers seen');
    expect(calls[0]).toMatchObject({
      url: '/staffservice/api/v1/invoices/IV261200000002/waiver',
      method: 'POST',
      body: '{"reason":"Hospital stay, papers seen"}',
    });
  });
});
