// Shard 1 of 4 of the e2e suite, which `npm test` runs (tests/support/shard.ts says why).
import { runShard } from '../support/shard';

runShard('e2e', 1, 4);
