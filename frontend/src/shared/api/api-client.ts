import { LOCAL_KEYS } from '../storage/storage-keys';
import { createAccessKeyCache, type AccessKeyCache, type AccessKeyGrant } from './access-key-cache';
import { SERVER_TIME_HEADER } from '@mflow/contracts/time/server-time';
import { TOKEN_EXPIRED_CODE } from '@mflow/contracts/errors/error-codes';
import type { KeyValueStore } from '@mflow/ui/storage/browser-storage';
import { ApiError, type ApiErrorItem, type ApiFailure, type Language } from '@mflow/ui/api/api-types';
import { newTransactionId } from '@mflow/ui/api/transaction-id';

type AuthMode = 'none' | 'accessKey' | 'bearer' | 'bearerOrAccessKey';

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON, or FormData for a multipart upload (the browser then sets the content type with its boundary). */
  body?: unknown;
  /** Headers a call needs besides the common ones (sign-in sends Basic credentials and a type). */
  headers?: Record<string, string>;
  auth: AuthMode;
  /** 'modal' shows the "Operation status" modal (requirements/error-messages.md#failed-calls); 'silent' leaves the failure to the caller (start-up only logs). */
  onError?: 'modal' | 'silent';
  onErrorModalClose?: () => void;
  /**
   * ERR_AUTH_0015 normally signs out with the expiry marker (requirements/error-messages.md#session-expired); sign-out itself, whose token
   * may well be dead already, says 'ignore'.
   */
  expiredSession?: 'signOut' | 'ignore';
  /** Background calls (the maintenance poll) never bring up the global spinner. */
  background?: boolean;
  /** A call its caller abandoned (a component unmounted) fails quietly: nobody is waiting for the answer. */
  signal?: AbortSignal;
};

export type ApiClientDeps = {
  fetch: typeof fetch;
  store: KeyValueStore;
  now: () => number;
  randomBytes: (length: number) => Uint8Array;
  /** The first path segment the access key is cached under. */
  segment: string;
  reportFailure: (failure: ApiFailure) => void;
  tokenExpired: () => void;
  trackActivity: () => () => void;
  /**
   * Receives every answer's X-Server-Time header (null when absent) and the browser time it arrived
   * at, so the portal's "now" follows the server's clock (observeServerTime in shared/time).
   */
  observeServerTime: (headerValue: string | null, receivedAtMs: number) => void;
};

export type ApiClient = {
  request<T>(path: string, options: RequestOptions): Promise<T>;
  /** A file an API path answers (a CSV, say), with the same headers and failures as request. */
  download(path: string, options: RequestOptions): Promise<Blob>;
  accessKeys: AccessKeyCache;
};

export const ACCESS_KEY_PATH = '/masterservice/api/v1/accesskey';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The error list of a FAIL envelope; anything else (no body, HTML from a proxy, an empty list) yields none. */
function errorsOf(body: unknown): ApiErrorItem[] {
  if (!isRecord(body) || !isRecord(body.data) || !Array.isArray(body.data.errors)) return [];
  return body.data.errors.flatMap((item: unknown) =>
    isRecord(item) && typeof item.description === 'string'
      ? [{ code: typeof item.code === 'string' ? item.code : '', description: item.description }]
      : [],
  );
}

function languageOf(store: KeyValueStore): Language {
  return store.getItem(LOCAL_KEYS.language) === 'EN' ? 'EN' : 'TH';
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** An answer's value, or the body of a failure (an envelope, most often) to read the errors from. */
type Answer<T> = { ok: true; value: T } | { ok: false; body: unknown };

async function readEnvelope<T>(response: Response): Promise<Answer<T>> {
  const body = await readJson(response);
  return response.ok && isRecord(body) && body.status === 'SUCCESS' ? { ok: true, value: body.data as T } : { ok: false, body };
}

async function readFile(response: Response): Promise<Answer<Blob>> {
  return response.ok ? { ok: true, value: await response.blob() } : { ok: false, body: await readJson(response) };
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const accessKeys = createAccessKeyCache({
    store: deps.store,
    segment: deps.segment,
    now: deps.now,
    fetchKey: () => request<AccessKeyGrant>(ACCESS_KEY_PATH, { method: 'POST', auth: 'none', onError: 'silent' }),
  });

  async function credentials(auth: AuthMode): Promise<Record<string, string>> {
    const token = deps.store.getItem(LOCAL_KEYS.accessToken);
    if ((auth === 'bearer' || auth === 'bearerOrAccessKey') && token) return { Authorization: `Bearer ${token}` };
    if (auth === 'accessKey' || auth === 'bearerOrAccessKey') return { AccessKey: await accessKeys.get() };
    return {};
  }

  function fail(status: number, errors: ApiErrorItem[], path: string, headers: Record<string, string>, options: RequestOptions): never {
    if (path === ACCESS_KEY_PATH || 'AccessKey' in headers) accessKeys.clear();
    if (errors.some((error) => error.code === TOKEN_EXPIRED_CODE)) {
      if (options.expiredSession !== 'ignore') deps.tokenExpired();
    } else if ((options.onError ?? 'modal') === 'modal') {
      deps.reportFailure({ errors, onClose: options.onErrorModalClose });
    }
    throw new ApiError(status, errors);
  }

  async function send<T>(path: string, options: RequestOptions, read: (response: Response) => Promise<Answer<T>>): Promise<T> {
    let auth: Record<string, string>;
    try {
      auth = await credentials(options.auth);
    } catch (error) {
      // No access key could be had, so this call fails with the access-key call's errors.
      return fail(error instanceof ApiError ? error.status : 0, error instanceof ApiError ? error.errors : [], path, {}, options);
    }
    const headers: Record<string, string> = {
      transactionId: newTransactionId(deps.now(), deps.randomBytes),
      requestDate: new Date(deps.now()).toISOString(),
      language: languageOf(deps.store),
      source: 'WEB',
      systemCode: 'M00000',
      ...auth,
      ...options.headers,
    };
    const multipart = typeof FormData !== 'undefined' && options.body instanceof FormData;
    if (options.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await deps.fetch(path, {
        method: options.method ?? 'GET',
        headers,
        body: options.body === undefined ? undefined : multipart ? (options.body as FormData) : JSON.stringify(options.body),
        signal: options.signal,
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      return fail(0, [], path, auth, options);
    }
    deps.observeServerTime(response.headers.get(SERVER_TIME_HEADER), deps.now());
    const answer = await read(response);
    if (answer.ok) return answer.value;
    return fail(response.status, errorsOf(answer.body), path, auth, options);
  }

  async function tracked<T>(path: string, options: RequestOptions, read: (response: Response) => Promise<Answer<T>>): Promise<T> {
    const done = options.background ? undefined : deps.trackActivity();
    try {
      return await send(path, options, read);
    } finally {
      done?.();
    }
  }

  function request<T>(path: string, options: RequestOptions): Promise<T> {
    return tracked(path, options, readEnvelope<T>);
  }

  function download(path: string, options: RequestOptions): Promise<Blob> {
    return tracked(path, options, readFile);
  }

  return { request, download, accessKeys };
}
