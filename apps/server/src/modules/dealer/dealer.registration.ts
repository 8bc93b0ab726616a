import type { ModuleRegistration } from '../../platform/module-registration';
import { DealerModule } from './dealer.module';
import * as schema0001 from './migrations/0001-dealer';
import * as leadIntents0002 from './migrations/0002-lead-intents';
import { leadsConsumer } from './queries/leads/leads.consumer';

/**
 * The dealer context (companies, leads, notifications, widgets, plans; ARCHITECTURE §1). So far: leads, fed by
 * purchase's integration events (ADR 0011, 0018), their list, details and statistics. It reads no other module's
 * tables or streams.
 */
export const dealerRegistration: ModuleRegistration = {
  name: 'dealer',
  nestModule: DealerModule,
  migrations: { 'dealer-0001-schema': schema0001, 'dealer-0002-lead-intents': leadIntents0002 },
  integrationEvents: { consumers: [leadsConsumer] },
};
