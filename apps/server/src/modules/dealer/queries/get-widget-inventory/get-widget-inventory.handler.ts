import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { WidgetInventory } from '@marketplace/contracts';
import { DealerErrors } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { CatalogPublicApi } from '../../../catalog/catalog.public';
import { GetWidgetInventoryQuery } from './get-widget-inventory.query';
import { widgetCompany } from './widget-company';

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
