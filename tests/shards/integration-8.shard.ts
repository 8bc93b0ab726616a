// Shard 8 of 8 of the integration suite, which `npm test` runs (tests/support/shard.ts says why).
import { runShard } from '../support/shard';

runShard('integration', 8, 8);
