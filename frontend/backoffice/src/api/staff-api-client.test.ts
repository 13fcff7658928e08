import { ApiError } from '@mflow/ui/api/api-types';
import { ACCESS_KEY_PATH, createStaffApiClient } from './staff-api-client';

type Call = { path: string; method: string; headers: Record<string, string>; body: string | undefined };

const NOW = Date.UTC(2026, 10, 16, 2, 0, 0);

function envelope(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
const success = (data: unknown) => envelope(200, { status: 'SUCCESS', data });
const failure = (status: number, code: string) =>
  envelope(status, { status: 'FAIL', data: { errors: [{ code, description: `text of ${code}` }] } });

function setUp(respond: (path: string) => Response, options: { token?: string; language?: 'TH' | 'EN' } = {}) {
  const calls: Call[] = [];
  const sessionEnded = jest.fn();
  const client = createStaffApiClient({
    fetch: jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({
        path: String(input),
        method: init?.method ?? 'GET',
        headers: (init?.headers ?? {}) as Record<string, string>,
        body: typeof init?.body === 'string' ? init.body : undefined,
      });
      return respond(String(input));
    }),
    now: () => NOW,
    randomBytes: (length) => new Uint8Array(length).fill(0x0f),
    language: () => options.language ?? 'TH',
    token: () => options.token,
    sessionEnded,
  });
  return { client, calls, sessionEnded };
}

describe('staff API client', () => {
  it('sends the common headers of requirements/wire-contract.md#common-headers and the staff bearer token', async () => {
    const { client, calls } = setUp(() => success({ items: [] }), { token: 'staff-jwt', language: 'EN' });
    await client.request('/staffservice/api/v1/registrations', { auth: 'staff' });
    expect(calls[0]?.headers).toEqual({
      transactionId: `T${NOW}0f0f0f0f0f`,
      requestDate: '2026-11-16T02:00:00.000Z',
      language: 'EN',
      source: 'WEB',
      systemCode: 'M00000',
      Authorization: 'Bearer staff-jwt',
    });
  });

  it('signs in with a fresh access key and a JSON body', async () => {
    const { client, calls } = setUp((path) =>
      path === ACCESS_KEY_PATH ? success({ accessKey: 'key-1', expiresIn: 240 }) : success({ token: 't' }),
    );
    await client.request('/staffservice/api/v1/auth', { method: 'POST', auth: 'accessKey', body: { email: 'a@b.c', password: 'p' } });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([`POST ${ACCESS_KEY_PATH}`, 'POST /staffservice/api/v1/auth']);
    expect(calls[1]?.headers).toMatchObject({ AccessKey: 'key-1', 'Content-Type': 'application/json', language: 'TH' });
    expect(calls[1]?.headers.Authorization).toBeUndefined();
    expect(calls[1]?.body).toBe('{"email":"a@b.c","password":"p"}');
  });

  it('answers the data of a SUCCESS envelope', async () => {
    const { client } = setUp(() => success({ customerId: 'C1' }), { token: 't' });
    await expect(client.request('/staffservice/api/v1/registrations/C1', { auth: 'staff' })).resolves.toEqual({ customerId: 'C1' });
  });

  it('fails with the envelope errors, such as a registration already decided', async () => {
    const { client, sessionEnded } = setUp(() => failure(409, 'ERR_STAFF_0002'), { token: 't' });
    await expect(client.request('/staffservice/api/v1/registrations/C1/approve', { method: 'POST', auth: 'staff' })).rejects.toMatchObject({
      status: 409,
      errors: [{ code: 'ERR_STAFF_0002', description: 'text of ERR_STAFF_0002' }],
    });
    expect(sessionEnded).not.toHaveBeenCalled();
  });

  it.each(['ERR_AUTH_0015', 'ERR_AUTH_0005'])('ends the staff session on %s', async (code) => {
    const { client, sessionEnded } = setUp(() => failure(401, code), { token: 't' });
    await expect(client.request('/staffservice/api/v1/registrations', { auth: 'staff' })).rejects.toBeInstanceOf(ApiError);
    expect(sessionEnded).toHaveBeenCalledTimes(1);
  });

  it('leaves the session alone when a sign-out call fails quietly', async () => {
    const { client, sessionEnded } = setUp(() => failure(401, 'ERR_AUTH_0015'), { token: 't' });
    await expect(client.request('/staffservice/api/v1/logout', { auth: 'staff', quiet: true })).rejects.toBeInstanceOf(ApiError);
    expect(sessionEnded).not.toHaveBeenCalled();
  });

  it('ends the session without calling the server when there is no token', async () => {
    const { client, calls, sessionEnded } = setUp(() => success({}));
    await expect(client.request('/staffservice/api/v1/registrations', { auth: 'staff' })).rejects.toBeInstanceOf(ApiError);
    expect(calls).toEqual([]);
    expect(sessionEnded).toHaveBeenCalledTimes(1);
  });

  it('turns a network failure or a body that is no envelope into a failure without errors', async () => {
    const offline = setUp(
      () => {
        throw new TypeError('Failed to fetch');
      },
      { token: 't' },
    );
    await expect(offline.client.request('/staffservice/api/v1/registrations', { auth: 'staff' })).rejects.toMatchObject({
      status: 0,
      errors: [],
    });
    const proxy = setUp(() => new Response('<html>Bad gateway</html>', { status: 502 }), { token: 't' });
    await expect(proxy.client.request('/staffservice/api/v1/registrations', { auth: 'staff' })).rejects.toMatchObject({
      status: 502,
      errors: [],
    });
  });
});
