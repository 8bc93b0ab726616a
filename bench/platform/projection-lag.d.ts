/** Lag of each probe append in ms (null: not seen by every projection), and each append's own latency. */
export function measureProjectionLag(databaseUrl: string, count: number, rate: number, seconds: number): Promise<{ lags: (number | null)[]; appendMs: number[] }>;
