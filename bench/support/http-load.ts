import autocannon from 'autocannon';

export interface LoadResult {
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly non2xx: number;
  readonly errors: number;
}

/**
 * HTTP load with autocannon against a running server: either as fast as it goes (`connections`) or at a fixed rate
 * (`overallRate` requests/s) for latency figures.
 */
export function load(options: {
  url: string; seconds: number; connections?: number; overallRate?: number;
  headers?: Record<string, string>; requests?: { path: string }[];
}): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    autocannon({
      url: options.url,
      duration: options.seconds,
      connections: options.connections ?? 10,
      overallRate: options.overallRate,
      headers: options.headers,
      requests: options.requests as any,
    }, (err: Error | null, result: any) => {
      if (err) return reject(err);
      resolve({
        requestsPerSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
      });
    });
  });
}
