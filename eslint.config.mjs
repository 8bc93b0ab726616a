// Lint: TypeScript rules, Nx project-tag boundaries, and the in-project boundaries of ARCHITECTURE §1.
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import boundaries from './tools/eslint/boundaries.mjs';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

const WEB_FILES = ['apps/web/src/**/*.{ts,tsx}', 'libs/ui/src/**/*.{ts,tsx}'];
/** A recommended set with every rule at error level: web lint has no warnings to ignore. */
const atErrorLevel = (rules) => Object.fromEntries(Object.entries(rules).map(([name, entry]) => {
  const [level, ...options] = Array.isArray(entry) ? entry : [entry];
  return [name, level === 'off' || level === 0 ? entry : ['error', ...options]];
}));
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
    files: WEB_FILES,
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
    rules: {
      ...atErrorLevel(reactHooks.configs.flat['recommended-latest'].rules),
      ...atErrorLevel(jsxA11y.flatConfigs.recommended.rules),
      // Choice cards nest their text one level deeper (label > wrapper > title > text) than the default depth of 2 looks.
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
    },
  },
  {
    // Time comes from the command or the injected clock (ARCHITECTURE §2); tests, benches and seed data may use the machine's.
    files: ['apps/server/src/modules/**/*.ts', 'libs/domain/src/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/*.int-spec.ts', '**/*.bench.ts', '**/bench/**', '**/seed/**', '**/*.seed.ts', 'libs/domain/src/shared/testing/**'],
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
