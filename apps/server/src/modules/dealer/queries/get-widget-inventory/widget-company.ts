import { CONFIGURATION_DEFAULTS } from '@marketplace/contracts';
import type { Kysely } from 'kysely';

/**
 * An active company's name and the settings its widget needs (the widget section, and which forms it offers), with
 * the company's version (the script's cache key for the inventory read, ADR 0034).
 */
export async function widgetCompany(db: Kysely<any>, companyId: number) {
  const row = await db.selectFrom('dealer.companies').select(['name', 'active', 'configurations', 'version'])
    .where('company_id', '=', companyId).executeTakeFirst();
  if (!row || !row.active) return null;
  const configurations = (row.configurations ?? {}) as Record<string, Record<string, unknown>>;
  return {
    name: row.name as string,
    version: Number(row.version),
    widget: { ...CONFIGURATION_DEFAULTS.widget, ...configurations.widget },
    forms: { ...CONFIGURATION_DEFAULTS.forms, ...configurations.forms },
  };
}
