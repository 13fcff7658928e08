/**
 * Members calling `GET /invoiceservice/api/v1/accruals` at a fixed rate, as the cut runs beside
 * them. The calls are sent on a timer whether or not earlier ones have answered (an open loop):
 * a closed loop waiting for each answer would send fewer calls exactly while the server is slow,
 * and its percentiles would hide the stall the benchmark is looking for.
 */
import { commonHeaders } from '../request-headers';

export type TSample = { startedAt: number; ms: number; ok: boolean };

export type TProbe = { stop(): Promise<TSample[]> };

async function call(url: string, init: RequestInit): Promise<Record<string, unknown>> {
  const response = await fetch(url, init);
  const body = (await response.json()) as { data: Record<string, unknown> };
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${JSON.stringify(body)}`);
  return body.data;
}

/** Signs members in through the API, one session each, and answers their bearer tokens. */
export async function signInMembers(baseUrl: string, emails: string[], password: string): Promise<string[]> {
  const accessKey = String(
    (await call(`${baseUrl}/masterservice/api/v1/accesskey`, { method: 'POST', headers: commonHeaders() })).accessKey,
  );
  const tokens: string[] = [];
  for (const email of emails) {
    const basic = Buffer.from(`${email}:${password}`).toString('base64');
    const signedIn = await call(`${baseUrl}/authservice/api/auth`, {
      method: 'POST',
      headers: { ...commonHeaders(), AccessKey: accessKey, Authorization: `Basic ${basic}`, type: 'EMAIL' },
    });
    tokens.push(String(signedIn.token));
  }
  return tokens;
}

/** One member's accruals, to check the probe reads what the cut is about to invoice. */
export async function accrualsOf(baseUrl: string, token: string): Promise<{ passageCount: number; totalAmount: number }> {
  const data = await call(`${baseUrl}/invoiceservice/api/v1/accruals`, {
    headers: { ...commonHeaders(), Authorization: `Bearer ${token}` },
  });
  return { passageCount: Number(data.passageCount), totalAmount: Number(data.totalAmount) };
}

/** Starts calling the accruals of the members in turn, `perSecond` calls a second, until stopped. */
export function startAccrualsProbe({ baseUrl, tokens, perSecond }: { baseUrl: string; tokens: string[]; perSecond: number }): TProbe {
  const inFlight: Promise<TSample>[] = [];
  let next = 0;
  const timer = setInterval(() => {
    const token = tokens[next++ % tokens.length] ?? '';
    const startedAt = performance.now();
    const sample = fetch(`${baseUrl}/invoiceservice/api/v1/accruals`, {
      headers: { ...commonHeaders(), Authorization: `Bearer ${token}` },
    }).then(
      async (response) => {
        await response.arrayBuffer();
        return { startedAt, ms: performance.now() - startedAt, ok: response.ok };
      },
      () => ({ startedAt, ms: performance.now() - startedAt, ok: false }),
    );
    inFlight.push(sample);
  }, 1000 / perSecond);
  return {
    async stop() {
      clearInterval(timer);
      return Promise.all(inFlight);
    },
  };
}
