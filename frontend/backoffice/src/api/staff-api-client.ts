import { TOKEN_EXPIRED_CODE } from '@mflow/contracts/errors/error-codes';
import { ApiError, type ApiErrorItem, type Language } from '@mflow/ui/api/api-types';
import { newTransactionId } from '@mflow/ui/api/transaction-id';

export const ACCESS_KEY_PATH = '/masterservice/api/v1/accesskey';

/** ERR_AUTH_0015 (expired or signed out), and a token the server does not know or is missing: each means "sign in again". */
const SIGNED_OUT_CODES: ReadonlySet<string> = new Set([TOKEN_EXPIRED_CODE, 'ERR_AUTH_0005', 'ERR_AUTH_0004']);

/** 'accessKey' fetches a fresh key first; a key already fetched can be passed on to several calls. */
type StaffAuth = 'staff' | 'accessKey' | { accessKey: string };

type StaffRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  auth: StaffAuth;
  signal?: AbortSignal;
  /** Sign-out lets its own call fail quietly: the session ends either way, as a sign-out. */
  quiet?: boolean;
};

export type StaffApiDeps = {
  fetch: typeof fetch;
  now: () => number;
  randomBytes: (length: number) => Uint8Array;
  language: () => Language;
  token: () => string | undefined;
  /** The staff session is over (expired, signed out elsewhere, or unknown): the app goes back to sign-in. */
  sessionEnded: () => void;
};

export type StaffApiClient = {
  request<T>(path: string, options: StaffRequestOptions): Promise<T>;
  accessKey(signal?: AbortSignal): Promise<string>;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The error list of a FAIL envelope; anything else (no body, a proxy's HTML) yields none. */
function errorsOf(body: unknown): ApiErrorItem[] {
  if (!isRecord(body) || !isRecord(body.data) || !Array.isArray(body.data.errors)) return [];
  return body.data.errors.flatMap((item: unknown) =>
    isRecord(item) && typeof item.description === 'string'
      ? [{ code: typeof item.code === 'string' ? item.code : '', description: item.description }]
      : [],
  );
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * The back-office's own client: the common headers (requirements/wire-contract.md#common-headers), the staff bearer token (never the customer
 * portal's), and the envelope unwrapped. Staff sign-in is the one call made with an access key.
 */
export function createStaffApiClient(deps: StaffApiDeps): StaffApiClient {
  function commonHeaders(): Record<string, string> {
    const now = deps.now();
    return {
      transactionId: newTransactionId(now, deps.randomBytes),
      requestDate: new Date(now).toISOString(),
      language: deps.language(),
      source: 'WEB',
      systemCode: 'M00000',
    };
  }

  async function send(path: string, method: string, headers: Record<string, string>, body: unknown, signal: AbortSignal | undefined) {
    let response: Response;
    try {
      // A form (a file upload) sets its own multipart type and boundary; anything else travels as JSON.
      const form = body instanceof FormData;
      response = await deps.fetch(path, {
        method,
        headers: body === undefined || form ? headers : { ...headers, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : form ? body : JSON.stringify(body),
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiError(0, []);
    }
    const payload = await readJson(response);
    if (response.ok && isRecord(payload) && payload.status === 'SUCCESS') return payload.data;
    throw new ApiError(response.status, errorsOf(payload));
  }

  async function accessKey(signal?: AbortSignal): Promise<string> {
    const grant = (await send(ACCESS_KEY_PATH, 'POST', commonHeaders(), undefined, signal)) as { accessKey: string };
    return grant.accessKey;
  }

  async function credentials(auth: StaffAuth, signal: AbortSignal | undefined): Promise<Record<string, string>> {
    if (auth === 'accessKey') return { AccessKey: await accessKey(signal) };
    if (typeof auth === 'object') return { AccessKey: auth.accessKey };
    const token = deps.token();
    if (!token) {
      deps.sessionEnded();
      throw new ApiError(401, [{ code: TOKEN_EXPIRED_CODE, description: '' }]);
    }
    return { Authorization: `Bearer ${token}` };
  }

  return {
    accessKey,
    async request<T>(path: string, options: StaffRequestOptions): Promise<T> {
      const auth = await credentials(options.auth, options.signal);
      try {
        return (await send(path, options.method ?? 'GET', { ...commonHeaders(), ...auth }, options.body, options.signal)) as T;
      } catch (error) {
        if (
          options.auth === 'staff' &&
          !options.quiet &&
          error instanceof ApiError &&
          error.errors.some((item) => SIGNED_OUT_CODES.has(item.code))
        ) {
          deps.sessionEnded();
        }
        throw error;
      }
    },
  };
}
