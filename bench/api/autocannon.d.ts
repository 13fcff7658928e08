/** The part of autocannon's programmatic API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  type TRequest = { headers?: Record<string, string> };
  type TOptions = {
    url: string;
    headers?: Record<string, string>;
    connections: number;
    duration: number;
    warmup?: { connections: number; duration: number };
    requests?: { setupRequest(request: TRequest): TRequest }[];
  };
  type TResult = {
    requests: { average: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  function autocannon(options: TOptions): Promise<TResult>;
  export = autocannon;
}
