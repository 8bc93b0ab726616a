// Lint: TypeScript rules, Nx project-tag boundaries, and the in-project boundaries of ARCHITECTURE §1.
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import boundaries from './tools/eslint/boundaries.mjs';
import clock from './tools/eslint/no-ambient-clock.mjs';

export default [
  {
    ignores: ['**/node_modules/**', '**/dist/**', '.nx/**', '.data/**', 'coverage/**', 'tests/artifacts/**',
      'apps/web/src/routeTree.gen.ts', 'apps/web/src/locales/**/*.ts', 'tools/eslint/fixtures/**', 'bench/results/**'],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs', '**/*.js'],
    plugins: { '@nx': nx, local: boundaries },
    rules: {
      '@nx/enforce-module-boundaries': ['error', {
        enforceBuildableLibDependency: false,
        allow: [],
        depConstraints: [
          { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:domain'] },
          { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:contracts'] },
          { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui'] },
          { sourceTag: 'type:server', onlyDependOnLibsWithTags: ['type:domain', 'type:contracts'] },
          { sourceTag: 'type:web', onlyDependOnLibsWithTags: ['type:domain', 'type:contracts', 'type:ui'] },
        ],
      }],
      'local/module-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // Time comes from the command or the injected clock (ARCHITECTURE §2); tests, benches and seed data may use the machine's.
    files: ['apps/server/src/modules/**/*.ts', 'libs/domain/src/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/*.int-spec.ts', '**/*.bench.ts', '**/bench/**', '**/seed/**', '**/*.seed.ts', 'libs/domain/src/shared/testing/**',
      // TODO(merge): the purchase rewrite (h-purchase) takes time from the clock; drop this line when it lands.
      'apps/server/src/modules/purchase/**'],
    plugins: { clock },
    rules: { 'clock/no-ambient-clock': 'error' },
  },
  {
    files: ['**/*.spec.ts', '**/*.int-spec.ts', '**/*.e2e-spec.ts', '**/*.bench.ts', '**/*.test.ts', '**/*.test.tsx', 'tests/**', 'bench/**'],
    rules: {
      // Tests may reach the shared test support in tests/ (not an Nx project).
      '@nx/enforce-module-boundaries': 'off',
      'no-restricted-properties': ['error',
      { object: 'it', property: 'only', message: 'No focused tests.' },
      { object: 'describe', property: 'only', message: 'No focused tests.' },
      { object: 'test', property: 'only', message: 'No focused tests.' }],
    },
  },
];
