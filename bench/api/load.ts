import autocannon from 'autocannon';

export const CONNECTIONS = 100;
/** Long enough for V8 to optimise the hot path before the measured run starts. */
const WARMUP_SECONDS = 3;

export type TLoad = {
  url: string;
  headers?: Record<string, string>;
  /** Headers that change from one request to the next, e.g. one signed-in customer after another. */
  varying?: () => Record<string, string>;
};

export type TMeasure = { requestsPerSecond: number; p50: number; p99: number; failures: number };

/** One autocannon run (100 connections), after an unmeasured warm-up on the same URL. */
export async function measure(load: TLoad, durationSeconds: number): Promise<TMeasure> {
  const result = await autocannon({
    url: load.url,
    headers: load.headers ?? {},
    connections: CONNECTIONS,
    duration: durationSeconds,
    warmup: { connections: CONNECTIONS, duration: WARMUP_SECONDS },
    ...(load.varying
      ? { requests: [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, ...load.varying?.() } }) }] }
      : {}),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
