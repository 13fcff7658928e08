import { createMemoryStore } from '@mflow/ui/storage/browser-storage';
import { createApiClient } from '../shared/api/api-client';
import { PAGE_CONFIG_PATH, PAGE_PERMISSION_PATH, retryDelayMs, startupPathFor, startWithAccessKey } from './startup';

const ok = (data: unknown) => new Response(JSON.stringify({ status: 'SUCCESS', data }), { status: 200 });

function clientAnswering(answers: Record<string, () => Response>) {
  const order: string[] = [];
  const failures: unknown[] = [];
  const client = createApiClient({
    fetch: async (input) => {
      const path = String(input);
      order.push(path);
      const answer = answers[path];
      if (!answer) throw new Error(`unexpected ${path}`);
      return answer();
    },
    store: createMemoryStore(),
    now: () => 0,
    randomBytes: (length) => new Uint8Array(length),
    segment: 'mflow',
    reportFailure: (failure) => failures.push(failure),
    tokenExpired: () => undefined,
    trackActivity: () => () => undefined,
    observeServerTime: () => undefined,
  });
  return { client, order, failures };
}

const pages = [
  { code: 'MENU00000', name: 'register', status: 'ACTIVE' },
  { code: 'MENU00001', name: 'news', status: 'INACTIVE' },
];

describe('start-up path choice', () => {
  it('takes the non-line payment path on its last URL segment, whatever the flag', () => {
    expect(startupPathFor('/mflow/nonlinepayment', 'true')).toBe('nonLinePayment');
    expect(startupPathFor('/mflow/nonlinepayment/', undefined)).toBe('nonLinePayment');
  });

  it('fetches an access key only when the flag is exactly the string "true"', () => {
    expect(startupPathFor('/mflow', 'true')).toBe('accessKeyOn');
    expect(startupPathFor('/mflow', 'TRUE')).toBe('accessKeyOff');
    expect(startupPathFor('/mflow', '1')).toBe('accessKeyOff');
    expect(startupPathFor('/mflow', undefined)).toBe('accessKeyOff');
  });
});

describe('start-up with an access key', () => {
  it('fetches the key, then page config and permissions, and returns what they say', async () => {
    const { client, order } = clientAnswering({
      '/masterservice/api/v1/accesskey': () => ok({ accessKey: 'k', expiresIn: 240 }),
      [PAGE_CONFIG_PATH]: () => ok({ statusPage: true }),
      [PAGE_PERMISSION_PATH]: () => ok({ pages }),
    });
    await expect(startWithAccessKey(client)).resolves.toEqual({ statusPage: true, permissions: pages });
    expect(order[0]).toBe('/masterservice/api/v1/accesskey');
    expect(order.slice(1).sort()).toEqual([PAGE_CONFIG_PATH, PAGE_PERMISSION_PATH].sort());
  });

  it('fails on an empty permission list', async () => {
    const { client } = clientAnswering({
      '/masterservice/api/v1/accesskey': () => ok({ accessKey: 'k', expiresIn: 240 }),
      [PAGE_CONFIG_PATH]: () => ok({ statusPage: false }),
      [PAGE_PERMISSION_PATH]: () => ok({ pages: [] }),
    });
    await expect(startWithAccessKey(client)).rejects.toThrow('empty');
  });

  it('fails without showing the error modal when a config call fails', async () => {
    const { client, failures } = clientAnswering({
      '/masterservice/api/v1/accesskey': () => ok({ accessKey: 'k', expiresIn: 240 }),
      [PAGE_CONFIG_PATH]: () => new Response('{}', { status: 500 }),
      [PAGE_PERMISSION_PATH]: () => ok({ pages }),
    });
    await expect(startWithAccessKey(client)).rejects.toBeDefined();
    expect(failures).toEqual([]);
  });

  it('retries ever more slowly, at most every 30 seconds', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
