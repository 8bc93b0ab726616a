import type { Migration } from 'kysely';
import * as eventStoreMigration from './platform/database/migrations/0001-event-store';
import * as projectionsAndTimersMigration from './platform/database/migrations/0002-projections-and-timers';
import * as testClockMigration from './platform/database/migrations/0004-test-clock';
import * as deadlineTraceMigration from './platform/database/migrations/0005-deadline-trace-context';
import * as stripeWebhookEventsMigration from './platform/payments/migrations/0001-webhook-events';
import * as stripeWebhookEventPayments from './platform/payments/migrations/0002-webhook-event-payments';
import type { ModuleRegistration, ProjectionDeps, StreamType } from './platform/module-registration';
import type { Projection } from './platform/projections/projection';
import type { PersonalDataPart } from './platform/personal-data/personal-data-part';
import { upcasterFrom, type Upcaster } from './platform/event-store/event-store.port';
import { identityRegistration } from './modules/identity/identity.registration';
import { catalogRegistration } from './modules/catalog/catalog.registration';
import { purchaseRegistration } from './modules/purchase/purchase.public';
import { dealerRegistration } from './modules/dealer/dealer.public';
import { integrationConsumerProjections } from './platform/integration-events/consumer-projection';
import { auditRegistration } from './modules/audit/audit.public';
import { creditRegistration } from './modules/credit/credit.public';
import { tradeInRegistration } from './modules/trade-in/trade-in.public';
import { garageRegistration } from './modules/garage/garage.public';
import { supportRegistration } from './modules/support/support.public';
import type { InfrastructureParts } from './platform/infrastructure';

/**
 * Every bounded context of the monolith, in one list: a context's registration gives it its Nest module (routes,
 * handlers), migrations, projections and tools. Adding a context is adding its registration here.
 */
export const modules: readonly ModuleRegistration[] = [
  {
    name: 'platform',
    migrations: {
      '0001-event-store': eventStoreMigration,
      '0002-projections-and-timers': projectionsAndTimersMigration,
      'payments-0001-webhook-events': stripeWebhookEventsMigration,
      'payments-0002-webhook-event-payments': stripeWebhookEventPayments,
      '0004-test-clock': testClockMigration,
      '0005-deadline-trace-context': deadlineTraceMigration,
    },
  },
  identityRegistration,
  catalogRegistration,
  purchaseRegistration,
  dealerRegistration,
  auditRegistration(() => allStreamTypes(), () => allUpcasterChains(), () => allPersonalDataParts()),
  creditRegistration,
  tradeInRegistration,
  garageRegistration,
  supportRegistration,
];

export function allMigrations(): Record<string, Migration> {
  const all: Record<string, Migration> = {};
  for (const m of modules) {
    for (const [name, migration] of Object.entries(m.migrations ?? {})) {
      if (all[name]) throw new Error(`Migration name ${name} is used twice`);
      all[name] = migration;
    }
  }
  return all;
}

export function allProjections(deps: ProjectionDeps): Projection[] {
  return [...modules.flatMap((m) => m.projections?.(deps) ?? []), ...integrationConsumerProjections(modules, appUpcaster(), deps.wakeTimers)];
}

/** Every context's part of the Law 25 export (ADR 0059). */
export function allPersonalDataParts(): PersonalDataPart[] {
  return modules.flatMap((m) => m.personalData ?? []);
}

export function allStreamTypes(): StreamType[] {
  return modules.flatMap((m) => m.streams ?? []);
}

/** Every context's upcaster chains, by event type. */
export function allUpcasterChains(): Record<string, Record<number, (data: any) => unknown>> {
  return Object.assign({}, ...modules.map((m) => m.upcasters ?? {}));
}

export function appUpcaster(): Upcaster {
  return upcasterFrom(allUpcasterChains());
}

/** The feature modules app.module.ts imports, one per registration that has one. */
export function allNestModules() {
  return modules.flatMap((m) => (m.nestModule ? [m.nestModule] : []));
}

/** What the infrastructure needs from the contexts (it does not import this file, the callers hand it in). */
export function infrastructureParts(): InfrastructureParts {
  return { upcaster: appUpcaster(), projections: allProjections, migrations: allMigrations, outboxes: () => modules.flatMap((m) => m.outboxes ?? []) };
}

export function allSeeders() {
  return modules.filter((m) => m.seedDemo).map((m) => ({ name: m.name, seed: m.seedDemo! }));
}
