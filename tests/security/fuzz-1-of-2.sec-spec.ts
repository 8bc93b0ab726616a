import { fuzzOperations } from './fuzz';

// Issue #7: generated malformed inputs for every other operation of the API (tests/security/fuzz.ts says what and why).
fuzzOperations(1, 2);
