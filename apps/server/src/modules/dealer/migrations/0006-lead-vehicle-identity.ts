import { type Kysely, sql } from 'kysely';

/**
 * A lead's vehicle VIN and condition (new/used) for the ADF export (ADR 0025), from purchase's public events that carry
 * them; null for older leads, trade-ins (the customer's own VIN stays in the trade-in module) and credit applications.
 * Rebuild `dealer.leads` to fill them for existing leads.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table dealer.lead_intents add column vin text, add column condition text check (condition in ('new', 'used'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table dealer.lead_intents drop column vin, drop column condition`.execute(db);
}
