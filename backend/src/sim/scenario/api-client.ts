import { randomBytes } from 'node:crypto';
import { systemClock } from '../../platform/clock';

type TMethod = 'GET' | 'PUT' | 'POST';
type TEnvelope = { status: string; data: unknown };

/** A call the backend refused: its status and the error codes of its envelope. */
export class BackendRefusal extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`${status} ${body}`);
  }

  /** The error codes of the envelope, in order; none when the body is not one. */
  codes(): string[] {
    try {
      const envelope = JSON.parse(this.body) as { data?: { errors?: { code?: unknown }[] } };
      return (envelope.data?.errors ?? []).flatMap((error) => (typeof error.code === 'string' ? [error.code] : []));
    } catch {
      return [];
    }
  }
}

/** The common headers (requirements/wire-contract.md#common-headers); the simulation's routes answer a caller on this machine without a sign-in. */
function commonHeaders(): Record<string, string> {
  const sent = systemClock.now();
  return {
    transactionId: `T${sent.getTime()}${randomBytes(5).toString('hex')}`,
    requestDate: sent.toISOString(),
    language: 'EN',
    source: 'WEB',
    systemCode: 'M00000',
  };
}

export type TApiClient = {
  call<T>(
    method: TMethod,
    route: string,
    options?: { body?: unknown; headers?: Record<string, string>; query?: Record<string, string | undefined> },
  ): Promise<T>;
  /** A customer's bearer token, signed in afresh: a clock move of days ends any session left idle. */
  signInCustomer(email: string, password: string): Promise<{ token: string }>;
  signInStaff(email: string, password: string): Promise<string>;
  /** A multipart form (the file service's uploads); fetch writes its boundary into the Content-Type. */
  upload<T>(route: string, form: FormData, headers: Record<string, string>): Promise<T>;
  /** The headers of a visitor's call (the public routes): a fresh access key. */
  visitorHeaders(): Promise<Record<string, string>>;
};

export function createApiClient(baseUrl: () => string): TApiClient {
  async function send<T>(method: TMethod, url: URL, headers: Record<string, string>, body: string | FormData | undefined): Promise<T> {
    const response = await fetch(url, { method, headers: { ...commonHeaders(), ...headers }, ...(body === undefined ? {} : { body }) });
    const text = await response.text();
    if (!response.ok) throw new BackendRefusal(response.status, text);
    return (JSON.parse(text) as TEnvelope).data as T;
  }
  async function call<T>(
    method: TMethod,
    route: string,
    options: { body?: unknown; headers?: Record<string, string>; query?: Record<string, string | undefined> } = {},
  ): Promise<T> {
    const url = new URL(route, baseUrl());
    for (const [key, value] of Object.entries(options.query ?? {})) if (value !== undefined) url.searchParams.set(key, value);
    return send(
      method,
      url,
      { 'Content-Type': 'application/json', ...options.headers },
      options.body === undefined ? undefined : JSON.stringify(options.body),
    );
  }
  const accessKey = async () => (await call<{ accessKey: string }>('POST', '/masterservice/api/v1/accesskey')).accessKey;
  return {
    call,
    async signInCustomer(email, password) {
      const basic = Buffer.from(`${email}:${password}`).toString('base64');
      const headers = { AccessKey: await accessKey(), type: 'EMAIL', Authorization: `Basic ${basic}` };
      return call<{ token: string }>('POST', '/authservice/api/auth', { headers });
    },
    visitorHeaders: async () => ({ AccessKey: await accessKey() }),
    upload: (route, form, headers) => send('POST', new URL(route, baseUrl()), headers, form),
    async signInStaff(email, password) {
      const headers = { AccessKey: await accessKey() };
      return (await call<{ token: string }>('POST', '/staffservice/api/v1/auth', { headers, body: { email, password } })).token;
    },
  };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
