import {
  COMPANY_STREAM_PREFIX, evolveCompany, evolveLeadWork, initialLeadWorkState, LEAD_WORK_STREAM_PREFIX, INVENTORY_IMPORT_STREAM_PREFIX, inventoryImportDecider,
  evolveSubscription, initialCompanyState, initialSubscriptionState, SUBSCRIPTION_STREAM_PREFIX,
} from '@marketplace/domain';
import type { ModuleRegistration } from '../../platform/module-registration';
import { EVENT_STORE } from '../../platform/tokens';
import { seedDemoCompanies } from './seed/seed-companies';
import { seedDemoLeads } from './seed/seed-demo-leads';
import { DealerModule } from './dealer.module';
import * as schema0001 from './migrations/0001-dealer';
import * as leadIntents0002 from './migrations/0002-lead-intents';
import * as companies0003 from './migrations/0003-companies';
import * as configurations0004 from './migrations/0004-company-configurations';
import * as leadDeliveries0005 from './migrations/0005-lead-deliveries';
import * as leadVehicleIdentity0006 from './migrations/0006-lead-vehicle-identity';
import * as inventoryImports0007 from './migrations/0007-inventory-imports';
import * as subscriptions0009 from './migrations/0009-subscriptions';
import * as planCancellationImportPurge0011 from './migrations/0011-plan-cancellation-and-import-purge';
import * as dropUnusedLeadsIndex0012 from './migrations/0012-drop-unused-leads-index';
import * as importEncodingSeparator0013 from './migrations/0013-import-encoding-and-separator';
import * as companyLeadRoutes0020 from './migrations/0020-company-lead-routes';
import * as leadWork0021 from './migrations/0021-lead-work';
import { leadWorkProjection } from './queries/get-lead-card/lead-work.projection';
import { leadTaskRemindersProjection } from './process/lead-task-reminder/lead-task-reminders.projection';
import { leadOutboxProjection } from './process/lead-outbox/lead-outbox.projection';
import { leadOutboxDepth } from './process/lead-outbox/lead-outbox.depth';
import * as inventoryImportHolds0026 from './migrations/0026-inventory-import-holds';
import * as leadChanges0027 from './migrations/0027-lead-changes';
import * as leadOutboxPendingIndex0028 from './migrations/0028-lead-outbox-pending-index';
import * as inventoryHoldReplacement0029 from './migrations/0029-inventory-hold-replacement';
import * as leadUpdates0030 from './migrations/0030-lead-updates';
import { companiesProjection } from './queries/get-companies/companies.projection';
import { leadUpdatesConsumer } from './integration-events/lead-updates.consumer';
import { leadsConsumer } from './integration-events/leads.consumer';
import { subscriptionsProjection } from './queries/get-subscription/subscriptions.projection';
import { dealerTranslator } from './integration-events/dealer.translator';
import { dealerPart } from './personal-data/dealer.part';

/**
 * The dealer context (companies, leads, notifications, widgets, plans; ARCHITECTURE §1). So far: companies and plans (ADR 0032) as streams,
 * and leads fed by purchase's integration events (ADR 0011, 0018), their list, details and statistics, and each new
 * lead emailed to its company's lead addresses with an ADF/XML file (process/lead-delivery/, through an outbox), the
 * dealers' work on each lead on its own stream (ADR 0074: contact card, assignment, pipeline, notes, tasks, response
 * times, escalation), and inventory CSV imports, whose implausible rows are held for the dealer's review on the
 * import's stream (ADR 0076). It reads no other module's tables or streams.
 */
export const dealerRegistration: ModuleRegistration = {
  name: 'dealer',
  nestModule: DealerModule,
  migrations: {
    'dealer-0001-schema': schema0001, 'dealer-0002-lead-intents': leadIntents0002, 'dealer-0003-companies': companies0003,
    'dealer-0004-company-configurations': configurations0004, 'dealer-0005-lead-deliveries': leadDeliveries0005,
    'dealer-0006-lead-vehicle-identity': leadVehicleIdentity0006, 'dealer-0007-inventory-imports': inventoryImports0007,
    'dealer-0009-subscriptions': subscriptions0009, 'dealer-0011-plan-cancellation-and-import-purge': planCancellationImportPurge0011,
    'dealer-0012-drop-unused-leads-index': dropUnusedLeadsIndex0012, 'dealer-0013-import-encoding-and-separator': importEncodingSeparator0013,
    'dealer-0020-company-lead-routes': companyLeadRoutes0020,
    'dealer-0021-lead-work': leadWork0021,
    'dealer-0026-inventory-import-holds': inventoryImportHolds0026,
    'dealer-0027-lead-changes': leadChanges0027,
    'dealer-0028-lead-outbox-pending-index': leadOutboxPendingIndex0028,
    'dealer-0029-inventory-hold-replacement': inventoryHoldReplacement0029,
    'dealer-0030-lead-updates': leadUpdates0030,
  },
  projections: (deps) => [
    companiesProjection(), subscriptionsProjection(), leadWorkProjection(), leadTaskRemindersProjection(deps), leadOutboxProjection(deps),
  ],
  streams: [
    { prefix: COMPANY_STREAM_PREFIX, initialState: initialCompanyState, evolve: evolveCompany as (s: any, e: any) => unknown },
    { prefix: SUBSCRIPTION_STREAM_PREFIX, initialState: initialSubscriptionState, evolve: evolveSubscription as (s: any, e: any) => unknown },
    { prefix: LEAD_WORK_STREAM_PREFIX, initialState: initialLeadWorkState, evolve: evolveLeadWork as (s: any, e: any) => unknown },
    { prefix: INVENTORY_IMPORT_STREAM_PREFIX, initialState: inventoryImportDecider.initialState, evolve: inventoryImportDecider.evolve as (s: any, e: any) => unknown },
  ],
  integrationEvents: { translators: [dealerTranslator], consumers: [leadsConsumer, leadUpdatesConsumer] },
  outboxes: [leadOutboxDepth],
  personalData: [dealerPart],
  /** The demo dealers as company streams, and company 1's demo leads (a second run appends nothing). */
  async seedDemo(app) {
    const created = await seedDemoCompanies(app.get(EVENT_STORE, { strict: false }));
    const leads = await seedDemoLeads(app);
    return [`Demo companies: ${created} added now`, `Demo leads of company 1: ${leads} added now (dealer@demo.marketplace.ca works them)`];
  },
};
