/** Rebuilds the counted-totals projection `rounds` times in a process of its own (production build); each round's events and ms. */
export function measureRebuild(databaseUrl: string, name: string, schema: string, rounds: number): Promise<{ events: number; ms: number }[]>;
