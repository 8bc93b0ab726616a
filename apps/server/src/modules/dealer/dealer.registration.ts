import type { ModuleRegistration } from '../../platform/module-registration';
import * as schema0001 from './migrations/0001-dealer';
import { leadsConsumer } from './queries/leads/leads.consumer';

/**
 * The dealer context (companies, leads, notifications, widgets, plans; ARCHITECTURE §1). So far: the lead list, fed by
 * purchase's integration events (ADR 0011). It reads no other module's tables or streams.
 */
export const dealerRegistration: ModuleRegistration = {
  name: 'dealer',
  migrations: { 'dealer-0001-schema': schema0001 },
  integrationEvents: { consumers: [leadsConsumer] },
};
