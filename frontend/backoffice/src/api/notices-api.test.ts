import { readNotice } from './notices-api';
import { createStaffApiClient } from './staff-api-client';

describe('the notice read of the back-office', () => {
  it("reads any notice by its number alone, with the staff token: a member's has no plate of its own to look it up by", async () => {
    const calls: { url: string; method: string; headers: Record<string, string> }[] = [];
    const client = createStaffApiClient({
      fetch: jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        calls.push({ url: String(input), method: init?.method ?? 'GET', headers: (init?.headers ?? {}) as Record<string, string> });
        return new Response(JSON.stringify({ status: 'SUCCESS', data: {} }), { status: 200 });
      }),
      now: () => Date.UTC(2027, 2, 10),
      randomBytes: (length) => new Uint8Array(length),
      language: () => 'TH',
      token: () => 'staff-jwt',
      sessionEnded: jest.fn(),
    });
    await readNotice(client, 'TN270300000001');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/staffservice/api/v1/notices/TN270300000001', method: 'GET' });
    expect(calls[0]?.headers.Authorization).toBe('Bearer staff-jwt');
  });
});
