// Benchmarks may run for minutes in full mode.
jest.setTimeout(15 * 60_000);
