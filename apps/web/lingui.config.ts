import { defineConfig } from '@lingui/cli';

/** The texts of the signed-in areas: a catalog part loaded by their routes (see src/lib/i18n.ts). */
const ACCOUNT = [
  '<rootDir>/src/features/customer',
  '<rootDir>/src/features/garage',
  '<rootDir>/src/features/areas',
  '<rootDir>/src/features/account-status',
  '<rootDir>/src/features/activation',
  '<rootDir>/src/lib/navigation',
  '<rootDir>/src/features/layout/components/authenticated-layout.tsx',
  '<rootDir>/src/features/layout/components/drawer-nav.tsx',
  '<rootDir>/src/features/layout/components/impersonation-banner.tsx',
  '<rootDir>/src/lib/account-problem-messages.ts',
  '<rootDir>/src/features/support/components/support-messages-page.tsx',
];
/** Users management and the staff's side of returns (administrators only): a catalog part loaded by the admin routes. */
const ADMIN = ['<rootDir>/src/features/admin-users', '<rootDir>/src/features/returns'];
/** The audit console (issue #15, administrators only): a catalog part loaded by its route. */
const AUDIT = ['<rootDir>/src/features/audit'];
/**
 * Buy online (the purchase flow): a catalog part loaded by the buy-online routes; and the vehicle page's message to the
 * dealer, whose form loads it with its code (a signed-in buyer's next step is often buying: off the page's first load).
 */
const PURCHASE = ['<rootDir>/src/features/purchase', '<rootDir>/src/features/catalog/components/contact-dealer-form.tsx'];
/** The long legal texts (terms, privacy policy, FAQ): a catalog part loaded by the pages and the dialog that show them. */
const LEGAL = ['<rootDir>/src/features/legal/content'];
/** The vehicles team's tools (catalogue, images, equipment, price guides): apart from the public pages' part (issue #43). */
const VEHICLES_TEAM = ['<rootDir>/src/features/vehicles-team'];
/** The company dashboard and lead management (issue #14): a catalog part loaded by their routes. */
const DEALER = ['<rootDir>/src/features/dealer'];
/** The trade-in wizard, standalone flow, block and advisers' screens (issue #12): a catalog part loaded by their routes. */
const TRADE_IN = ['<rootDir>/src/features/trade-in'];
/** The credit pre-qualification wizard (issue #13): a catalog part loaded by its route. */
const CREDIT = ['<rootDir>/src/features/credit'];

const TESTS = ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx', '**/routeTree.gen.ts'];
const under = (paths: string[]) => paths.flatMap((p) => (p.endsWith('.tsx') ? [p] : [p, `${p}/**`]));

/**
 * Catalogs live in src/locales/{locale}/: messages.po (public pages, loaded first), account.po, admin.po and legal.po
 * (loaded by the routes that need them). The Vite plugin compiles them on import; `npm -w @marketplace/web run extract` refreshes
 * them from the sources (macros in src/).
 */
export default defineConfig({
  sourceLocale: 'en-ca',
  locales: ['en-ca', 'fr-ca'],
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'], exclude: [...TESTS, ...under(ACCOUNT), ...under(ADMIN), ...under(AUDIT), ...under(LEGAL), ...under(PURCHASE), ...under(VEHICLES_TEAM), ...under(DEALER), ...under(TRADE_IN), ...under(CREDIT)] },
    { path: '<rootDir>/src/locales/{locale}/account', include: ACCOUNT, exclude: TESTS },
    { path: '<rootDir>/src/locales/{locale}/admin', include: ADMIN, exclude: TESTS },
    { path: '<rootDir>/src/locales/{locale}/audit', include: AUDIT, exclude: TESTS },
    { path: '<rootDir>/src/locales/{locale}/legal', include: LEGAL, exclude: TESTS },
    { path: '<rootDir>/src/locales/{locale}/purchase', include: PURCHASE, exclude: TESTS },
    { path: '<rootDir>/src/locales/{locale}/vehicles-team', include: VEHICLES_TEAM, exclude: TESTS },
    { path: '<rootDir>/src/locales/{locale}/dealer', include: DEALER, exclude: TESTS },
    { path: '<rootDir>/src/locales/{locale}/trade-in', include: TRADE_IN, exclude: TESTS },
    { path: '<rootDir>/src/locales/{locale}/credit', include: CREDIT, exclude: TESTS },
  ],
  orderBy: 'message',
});
