import { createMemoryStore } from '@mflow/ui/storage/browser-storage';
import { ApiError, type ApiFailure } from '@mflow/ui/api/api-types';
import { ACCESS_KEY_PATH, createApiClient } from './api-client';

type Call = { path: string; method: string; headers: Record<string, string>; body: string | undefined; raw: unknown };

function envelope(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const success = (data: unknown) => envelope(200, { status: 'SUCCESS', data });
const failure = (status: number, errors: { code: string; description: string }[]) => envelope(status, { status: 'FAIL', data: { errors } });

function setUp(respond: (path: string) => Response, stored: Record<string, string> = {}) {
  const store = createMemoryStore(stored);
  const calls: Call[] = [];
  const failures: ApiFailure[] = [];
  const expired = jest.fn();
  const serverTimes: [string | null, number][] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    calls.push({
      path,
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? init.body : undefined,
      raw: init?.body,
    });
    return respond(path);
  });
  const client = createApiClient({
    fetch: fetchMock,
    store,
    now: () => Date.UTC(2021, 9, 29, 3, 0, 0),
    randomBytes: (length) => new Uint8Array(length).fill(0xab),
    segment: 'mflow',
    reportFailure: (failure) => failures.push(failure),
    tokenExpired: expired,
    trackActivity: () => () => undefined,
    observeServerTime: (headerValue, receivedAtMs) => serverTimes.push([headerValue, receivedAtMs]),
  });
  return { client, store, calls, failures, expired, serverTimes };
}

const NOW_MS = Date.UTC(2021, 9, 29, 3, 0, 0);
const SERVER_TIME = '2026-11-16T02:00:00.000Z';

function withServerTime(response: Response): Response {
  response.headers.set('X-Server-Time', SERVER_TIME);
  return response;
}

const keyGrant = () => success({ accessKey: 'key-1', expiresIn: 240 });

describe('api client', () => {
  it('sends the common headers of requirements/wire-contract.md#common-headers', async () => {
    const { client, calls } = setUp(() => success({ ok: true }), { languageCode: 'EN' });
    await client.request('/masterservice/api/v1/remoteconfig', { auth: 'none' });
    expect(calls[0]?.headers).toEqual({
      transactionId: `T${Date.UTC(2021, 9, 29, 3, 0, 0)}ababababab`,
      requestDate: '2021-10-29T03:00:00.000Z',
      language: 'EN',
      source: 'WEB',
      systemCode: 'M00000',
    });
  });

  it('marks a JSON body with its content type', async () => {
    const { client, calls } = setUp(() => success({}));
    await client.request('/simservice/x', { method: 'PUT', body: { enabled: true }, auth: 'none' });
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      body: '{"enabled":true}',
      headers: { 'Content-Type': 'application/json', language: 'TH' },
    });
  });

  it('sends a FormData body as it is, leaving its multipart content type to the browser', async () => {
    const { client, calls } = setUp(() => success({ fileId: 'f-1' }), { accessToken: 'jwt-1' });
    const form = new FormData();
    form.append('documentType', 'PROFILE');
    await client.request('/fileservice/api/v1/uploadFile', { method: 'POST', body: form, auth: 'bearer' });
    expect(calls[0]?.raw).toBe(form);
    expect(calls[0]?.headers).not.toHaveProperty('Content-Type');
    expect(calls[0]?.headers.Authorization).toBe('Bearer jwt-1');
  });

  it('adds the headers a call asks for after the credentials', async () => {
    const { client, calls } = setUp((path) => (path === ACCESS_KEY_PATH ? keyGrant() : success({ token: 't' })));
    await client.request('/authservice/api/auth', {
      method: 'POST',
      auth: 'accessKey',
      headers: { Authorization: 'Basic eDp5', type: 'EMAIL' },
    });
    expect(calls[1]?.headers).toMatchObject({ AccessKey: 'key-1', Authorization: 'Basic eDp5', type: 'EMAIL' });
    expect(calls[1]?.headers).not.toHaveProperty('Content-Type');
  });

  it('fetches an access key with a POST first and sends it as the AccessKey header', async () => {
    const { client, calls } = setUp((path) => (path === ACCESS_KEY_PATH ? keyGrant() : success({ statusPage: false })));
    await expect(client.request('/masterservice/api/v1/page/config', { auth: 'accessKey' })).resolves.toEqual({ statusPage: false });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `POST ${ACCESS_KEY_PATH}`,
      'GET /masterservice/api/v1/page/config',
    ]);
    expect(calls[1]?.headers.AccessKey).toBe('key-1');
  });

  it('prefers the bearer token over an access key when one is stored', async () => {
    const { client, calls } = setUp(() => success({ items: [] }), { accessToken: 'jwt-1' });
    await client.request('/customerservice/api/v1/master/province', { auth: 'bearerOrAccessKey' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.Authorization).toBe('Bearer jwt-1');
  });

  it('removes the cached access key on an error response', async () => {
    const { client, store, failures } = setUp((path) =>
      path === ACCESS_KEY_PATH ? keyGrant() : failure(500, [{ code: 'ERR_X', description: 'broken' }]),
    );
    await expect(client.request('/masterservice/api/v1/pagepermission', { auth: 'accessKey', onError: 'silent' })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(store.getItem('accessKey:mflow')).toBeNull();
    expect(failures).toEqual([]);
  });

  it('reports each error description of a failed call for the "Operation status" modal', async () => {
    const errors = [
      { code: 'ERR_A', description: 'first' },
      { code: 'ERR_B', description: 'second' },
    ];
    const onClose = jest.fn();
    const { client, failures } = setUp(() => failure(404, errors), { accessToken: 'jwt-1' });
    await expect(
      client.request('/customerservice/api/v1/customer/current', { auth: 'bearer', onErrorModalClose: onClose }),
    ).rejects.toMatchObject({
      status: 404,
      errors,
    });
    expect(failures).toEqual([{ errors, onClose }]);
  });

  it('reports an empty error list when the failure carries none, so the modal shows the generic text', async () => {
    const { client, failures } = setUp(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(client.request('/health/ready', { auth: 'none' })).rejects.toBeInstanceOf(ApiError);
    expect(failures).toEqual([{ errors: [], onClose: undefined }]);
  });

  it('treats a network failure like a failure without errors', async () => {
    const { client, failures } = setUp(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.request('/health/ready', { auth: 'none' })).rejects.toMatchObject({ status: 0, errors: [] });
    expect(failures).toHaveLength(1);
  });

  it('reports nothing for a call its caller aborted', async () => {
    const { client, failures } = setUp(() => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    const controller = new AbortController();
    controller.abort();
    await expect(client.request('/health/ready', { auth: 'none', signal: controller.signal })).rejects.toThrow('aborted');
    expect(failures).toEqual([]);
  });

  it('signals token expiry instead of showing the modal on ERR_AUTH_0015', async () => {
    const { client, failures, expired } = setUp(() => failure(401, [{ code: 'ERR_AUTH_0015', description: 'expired' }]), {
      accessToken: 'jwt-1',
    });
    await expect(client.request('/customerservice/api/v1/customer/current', { auth: 'bearer' })).rejects.toBeInstanceOf(ApiError);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(failures).toEqual([]);
  });

  it('leaves an expired token alone when the caller says so (signing out with a dead token)', async () => {
    const { client, failures, expired } = setUp(() => failure(401, [{ code: 'ERR_AUTH_0015', description: 'expired' }]), {
      accessToken: 'jwt-1',
    });
    await expect(
      client.request('/authservice/api/logout', { auth: 'bearer', onError: 'silent', expiredSession: 'ignore' }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(expired).not.toHaveBeenCalled();
    expect(failures).toEqual([]);
  });

  it('fails the call with the access-key errors when no key can be had', async () => {
    const errors = [{ code: 'ERR_RATE', description: 'too many' }];
    const { client, calls, failures } = setUp(() => failure(429, errors));
    await expect(client.request('/customerservice/api/v1/master/province', { auth: 'bearerOrAccessKey' })).rejects.toMatchObject({
      status: 429,
    });
    expect(calls).toHaveLength(1);
    expect(failures).toEqual([{ errors, onClose: undefined }]);
  });

  it('hands the server time of a successful answer to the portal clock, with the time it arrived', async () => {
    const { client, serverTimes } = setUp(() => withServerTime(success({ ok: true })));
    await client.request('/masterservice/api/v1/remoteconfig', { auth: 'none' });
    expect(serverTimes).toEqual([[SERVER_TIME, NOW_MS]]);
  });

  it('hands over the server time of failed answers too, and of the access-key call before the call itself', async () => {
    const { client, serverTimes } = setUp((path) =>
      withServerTime(path === ACCESS_KEY_PATH ? keyGrant() : failure(400, [{ code: 'ERR_COMMON_0001', description: 'bad' }])),
    );
    await expect(client.request('/masterservice/api/v1/page/config', { auth: 'accessKey', onError: 'silent' })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(serverTimes).toEqual([
      [SERVER_TIME, NOW_MS],
      [SERVER_TIME, NOW_MS],
    ]);
  });

  it('downloads a file with the common headers and the bearer token, and hands over its bytes', async () => {
    const { client, calls } = setUp(
      () => new Response('line,result\n2,ADDED\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }),
      { accessToken: 'jwt-1' },
    );
    const file = await client.download('/vehicleservice/api/v1/fleet-imports/i-1/csv', { auth: 'bearer' });
    expect(await file.text()).toBe('line,result\n2,ADDED\n');
    expect(calls[0]?.headers).toMatchObject({ Authorization: 'Bearer jwt-1', language: 'TH', source: 'WEB' });
  });

  it('reports the errors of a download that fails, as for any call', async () => {
    const errors = [{ code: 'ERR_VEH_0036', description: 'not found' }];
    const { client, failures } = setUp(() => failure(404, errors), { accessToken: 'jwt-1' });
    await expect(client.download('/vehicleservice/api/v1/fleet-imports/gone/csv', { auth: 'bearer' })).rejects.toMatchObject({
      status: 404,
      errors,
    });
    expect(failures).toEqual([{ errors, onClose: undefined }]);
  });

  it('passes on a missing header as null, and nothing when the network fails', async () => {
    const plain = setUp(() => success({}));
    await plain.client.request('/masterservice/api/v1/remoteconfig', { auth: 'none' });
    expect(plain.serverTimes).toEqual([[null, NOW_MS]]);
    const offline = setUp(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(offline.client.request('/masterservice/api/v1/remoteconfig', { auth: 'none', onError: 'silent' })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(offline.serverTimes).toEqual([]);
  });
});
