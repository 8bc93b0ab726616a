// Benchmarks may run for minutes in full mode.
jest.setTimeout(15 * 60_000);
// Login and sign-up figures are production's: test servers hash passwords with production's scrypt cost here (ADR 0092).
process.env.TEST_PASSWORD_SCRYPT_LOG2_N = '14';
