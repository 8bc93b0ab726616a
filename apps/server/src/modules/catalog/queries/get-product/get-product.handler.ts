import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { allInPrice, CatalogErrors, type FeeCode } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { BODY_TYPES } from '../../adapters/reference/reference-data';
import { InventoryQueries } from '../search-vehicles/listing-reads';
import { GetProductQuery } from './get-product.query';

/** A fee's label on the product, in both languages. */
const FEE_LABELS: Record<FeeCode, { en: string; fr: string }> = {
  freight_pdi: { en: 'Freight and PDI', fr: 'Transport et préparation' },
  air_conditioning_tax: { en: 'Federal air-conditioning excise tax', fr: "Taxe d'accise fédérale sur les climatiseurs" },
  tire_levy: { en: 'New tire levy', fr: 'Droit sur les pneus neufs' },
  association_fee: { en: 'Dealer association fee', fr: "Frais d'association des commerçants" },
  admin_fee: { en: 'Administration fee', fr: "Frais d'administration" },
  environmental_levy: { en: 'Environmental levy', fr: 'Frais environnementaux' },
};

@QueryHandler(GetProductQuery)
export class GetProductHandler implements IQueryHandler<GetProductQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>, private readonly inventory: InventoryQueries) {}

  async execute(query: GetProductQuery) {
    return this.product(query.input.params.id, query.input.query['Session.Language']);
  }

  /** A listed vehicle as the buy-online flow's product, in English or French. */
  private async product(id: string, language: 'en' | 'fr') {
    const row = await this.inventory.row(id);
    if (!row) throw CatalogErrors.vehicleNotFound('params.id');
    const equipment = await this.db.selectFrom('catalog.trim_equipment as te').innerJoin('catalog.equipment as e', 'e.id', 'te.equipment_id')
      .select(['e.name_en', 'e.name_fr']).where('te.trim_id', '=', row.trimId).orderBy('e.id').execute();
    const fr = language === 'fr';
    const price = allInPrice(row.vehiclePrice, row.detail.fees);
    const body = BODY_TYPES.find((b) => b.key === row.bodyType);
    return {
      Product: {
        Id: row.id,
        Language: language,
        Title: `${row.year} ${row.make} ${row.model} ${row.trim}`,
        Make: row.make,
        Model: row.model,
        Version: row.trim,
        Year: row.year,
        Condition: row.condition,
        Kilometres: row.kilometres,
        BodyType: body ? (fr ? body.fr : body.en) : row.bodyType,
        ExteriorColor: fr ? row.detail.exteriorColour.nameFr : row.detail.exteriorColour.nameEn,
        InteriorColor: fr ? row.detail.interiorColour.nameFr : row.detail.interiorColour.nameEn,
        Vin: row.vin,
        Price: price.allInPrice,
        VehiclePrice: price.vehiclePrice,
        Msrp: row.detail.msrp,
        Fees: price.fees.map((f) => ({ ...f, label: fr ? FEE_LABELS[f.code].fr : FEE_LABELS[f.code].en })),
        PhotoUrl: row.photo,
        Photos: [...row.detail.photos],
        Equipment: equipment.map((e) => (fr ? e.name_fr : e.name_en)),
        Status: row.status,
        Dealer: { CompanyId: row.detail.dealer.companyId, Name: row.detail.dealer.name, City: row.detail.dealer.city, Province: row.detail.dealer.province },
      },
    };
  }
}
