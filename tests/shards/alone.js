// Spec files that `npm test` runs as test files of their own, not in a shard (tests/support/shard.ts, ADR 0093).
// test-clock.e2e-spec: in two fresh-clone runs, in its shard, a login page after the clock had moved days ahead did not
// hydrate within 10 s (another test each time); alone it passes. The cause is not found yet.
module.exports = {
  integration: [],
  e2e: ['tests/e2e/test-clock.e2e-spec.ts'],
};
