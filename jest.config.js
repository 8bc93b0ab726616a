// Jest runs the unit and integration projects; the web app has its own Vitest suite (apps/web).
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true }, target: 'es2022', keepClassNames: true } }];
const moduleNameMapper = {
  '^@marketplace/domain$': '<rootDir>/libs/domain/src/index.ts',
  '^@marketplace/domain/(.*)$': '<rootDir>/libs/domain/src/$1',
  '^@marketplace/contracts$': '<rootDir>/libs/contracts/src/index.ts',
  '^@marketplace/contracts/(.*)$': '<rootDir>/libs/contracts/src/$1',
};
// These ship ES modules only: openid-client and its two dependencies; NestJS 12 with file-type, and platform-fastify's
// middie (path-to-regexp) and light-my-request (cookie); @fastify/static 10's content-disposition; htmlparser2 12 and
// its dom* and entities packages (the email checks). swc turns them into
// CommonJS for Jest like the sources (Jest on Node 20 cannot require an ES module; Node itself can, from 20.19).
const transformIgnorePatterns = ['/node_modules/(?!(openid-client|oauth4webapi|jose|@nestjs|file-type|@fastify/static|content-disposition|@fastify/middie|path-to-regexp|light-my-request|cookie|htmlparser2|domhandler|domutils|domelementtype|dom-serializer|entities)/)'];
// JEST_SHARDS=1 (npm test): the integration and e2e suites run as a few shards, each running several spec
// files in one module registry (tests/support/shard.ts); otherwise each spec file is a test file of its own.
const SHARDS = process.env.JEST_SHARDS === '1';
const ALONE = require('./tests/shards/alone.js');
const shards = (suite, files) => (SHARDS ? [`<rootDir>/tests/shards/${suite}-*.shard.ts`, ...ALONE[suite].map((f) => `<rootDir>/${f}`)] : files);
const common = { rootDir: __dirname, transform: { '^.+\\.(t|j)sx?$': swc }, transformIgnorePatterns, moduleNameMapper, testEnvironment: 'node' };

module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: ['<rootDir>/libs/*/src/**/*.spec.ts', '<rootDir>/apps/server/src/**/*.spec.ts', '<rootDir>/tools/**/*.spec.ts'],
      setupFiles: ['<rootDir>/tests/support/fast-check-setup.ts'],
    },
    {
      ...common,
      displayName: 'integration',
      testMatch: shards('integration', ['<rootDir>/apps/server/src/**/*.int-spec.ts', '<rootDir>/tests/api/**/*.int-spec.ts']),
      globalSetup: '<rootDir>/tests/support/global-setup.ts',
      globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/tests/support/integration-setup.ts'],
    },
    {
      ...common,
      displayName: 'e2e',
      testMatch: shards('e2e', ['<rootDir>/tests/e2e/**/*.e2e-spec.ts']),
      // Also one Chromium for the whole run, which every file connects to.
      globalSetup: '<rootDir>/tests/support/e2e-global-setup.ts',
      globalTeardown: '<rootDir>/tests/support/e2e-global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/tests/support/integration-setup.ts'],
    },
    {
      ...common,
      displayName: 'security',
      testMatch: ['<rootDir>/tests/security/**/*.sec-spec.ts'],
      globalSetup: '<rootDir>/tests/support/global-setup.ts',
      globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/tests/support/integration-setup.ts'],
    },
    {
      ...common,
      displayName: 'reliability',
      testMatch: ['<rootDir>/tests/reliability/**/*.rel-spec.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/integration-setup.ts'],
    },
    {
      ...common,
      displayName: 'bench',
      testMatch: ['<rootDir>/bench/**/*.bench.ts', '<rootDir>/apps/server/src/**/*.bench.ts'],
      globalSetup: '<rootDir>/tests/support/global-setup.ts',
      globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/bench/support/setup.ts'],
    },
  ],
};
