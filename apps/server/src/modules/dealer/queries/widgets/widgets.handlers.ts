import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CONFIGURATION_DEFAULTS, type WidgetInventory } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { CatalogPublicApi } from '../../../catalog/catalog.public';
import { DealerErrors } from '../../shared/dealer.errors';
import { widgetScript } from './widget-script';
import { GetWidgetInventoryQuery, GetWidgetScriptQuery } from './widgets.queries';

/**
 * An active company's name and the settings its widget needs (the widget section, and which forms it offers), with
 * the company's version (the script's cache key for the inventory read, ADR 0034).
 */
async function widgetCompany(db: Kysely<any>, companyId: number) {
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

/** A photo path of the marketplace as an absolute URL (the widget shows it on another site). */
const absolute = (base: string, url: string | null) => (url === null ? null : /^https?:\/\//.test(url) ? url : `${base}${url.startsWith('/') ? '' : '/'}${url}`);

/** Public: a company's available vehicles for its widget (unknown or inactive company: 404). */
@QueryHandler(GetWidgetInventoryQuery)
export class GetWidgetInventoryHandler implements IQueryHandler<GetWidgetInventoryQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>, private readonly catalog: CatalogPublicApi) {}

  async execute({ companyId, lang, base }: GetWidgetInventoryQuery): Promise<WidgetInventory> {
    const company = await widgetCompany(this.db, companyId);
    if (!company) throw DealerErrors.companyNotFound();
    const { widget, forms } = company;
    const vehicles = await this.catalog.companyInventory(companyId, widget.maxVehicles);
    const vehicleQuery = (id: string) => `${base}/${lang}/buy-online?vehicleId=${encodeURIComponent(id)}`;
    return {
      companyId, name: company.name, lang,
      theme: { primaryColor: widget.primaryColor, accentColor: widget.accentColor },
      showBuyOnline: widget.buyOnline && forms.buyOnline,
      tradeInUrl: widget.tradeIn && forms.tradeIn ? `${base}/${lang}/trade-in` : null,
      vehicles: vehicles.map((v) => ({
        id: v.id, year: v.year, make: v.make, model: v.model, trim: v.trim, kilometres: v.kilometres, price: v.price,
        photo: absolute(base, v.photo), buyOnlineUrl: vehicleQuery(v.id),
      })),
    };
  }
}

/** The script of an active company's widget; null otherwise (the route answers a 404 script). */
@QueryHandler(GetWidgetScriptQuery)
export class GetWidgetScriptHandler implements IQueryHandler<GetWidgetScriptQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>) {}

  async execute({ companyId, base }: GetWidgetScriptQuery): Promise<string | null> {
    const company = await widgetCompany(this.db, companyId);
    return company ? widgetScript({ companyId, base, version: company.version }) : null;
  }
}
