import fc from 'fast-check';

// A property that fails is shrunk to its smallest failing input, synchronously: Jest's timeout cannot stop it, and a
// property over a large record once shrank for more than 10 minutes in CI (deal.spec.ts). Past a minute the run stops
// and fails, with its seed and path for replay.
fc.configureGlobal({ interruptAfterTimeLimit: 60_000, markInterruptAsFailure: true });
