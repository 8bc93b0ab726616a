import { Inject, Injectable } from '@nestjs/common';
import { allInPrice, CatalogErrors, type FeeCode } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import { DB } from '../../../platform/tokens';
import { InventoryQueries } from '../queries/search-vehicles/listing-reads';
import { localisePriceRecord, type PriceRecordRow } from '../adapters/reference/catalog-reads';
import { BODY_TYPES } from '../adapters/reference/reference-data';

export const FEE_LABELS: Record<FeeCode, { en: string; fr: string }> = {
  freight_pdi: { en: 'Freight and PDI', fr: 'Transport et préparation' },
  air_conditioning_tax: { en: 'Federal air-conditioning excise tax', fr: "Taxe d'accise fédérale sur les climatiseurs" },
  tire_levy: { en: 'New tire levy', fr: 'Droit sur les pneus neufs' },
  association_fee: { en: 'Dealer association fee', fr: "Frais d'association des commerçants" },
  admin_fee: { en: 'Administration fee', fr: "Frais d'administration" },
  environmental_levy: { en: 'Environmental levy', fr: 'Frais environnementaux' },
};

@Injectable()
export class ProductsService {
  constructor(@Inject(DB) private readonly db: Kysely<any>, private readonly inventory: InventoryQueries) {}

  /** A listed vehicle as the buy-online flow's product, in English or French. */
  async product(id: string, language: 'en' | 'fr') {
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

  /** Active trims whose price record in the geography carries a rebate or a dated promotion. */
  async trimsPromotions(q: { geographyCode: string; languageId: number; makeId?: number; modelId?: number }) {
    let qb = this.db.selectFrom('catalog.price_records as p')
      .innerJoin('catalog.trims as t', 't.id', 'p.trim_id')
      .innerJoin('catalog.models as m', 'm.id', 't.model_id')
      .innerJoin('catalog.makes as k', 'k.id', 'm.make_id')
      .selectAll('p')
      .select(['t.name as trim', 't.year', 'm.id as model_id', 'm.name as model', 'k.id as make_id', 'k.name as make',
        'm.promotion_image_url', 'm.promotion_note_en', 'm.promotion_note_fr'])
      .where('p.geography_code', '=', q.geographyCode)
      .where('p.country', '=', 'CA')
      .where('t.active', '=', true)
      .where('m.active', '=', true)
      .where('k.active', '=', true);
    if (q.makeId) qb = qb.where('k.id', '=', q.makeId);
    if (q.modelId) qb = qb.where('m.id', '=', q.modelId);
    const rows = await qb.orderBy('k.name').orderBy('m.name').orderBy('t.year', 'desc').orderBy('t.name').execute();
    return {
      items: rows.flatMap((r) => {
        const record = localisePriceRecord(r as unknown as PriceRecordRow, q.languageId);
        const rebate = (o: { preTaxRebate: number; postTaxRebate: number } | null) => !!o && (o.preTaxRebate > 0 || o.postTaxRebate > 0);
        if (!record.endDate && !rebate(record.cash) && !rebate(record.finance) && !rebate(record.lease)) return [];
        const best = (terms: { value: number }[] | undefined) => (terms && terms.length ? Math.min(...terms.map((t) => t.value)) : null);
        const strip = <T extends { rebateName: string | null; preTaxRebate: number; postTaxRebate: number; rebateNote: string | null }>(o: T) =>
          ({ rebateName: o.rebateName, preTaxRebate: o.preTaxRebate, postTaxRebate: o.postTaxRebate, rebateNote: o.rebateNote });
        return [{
          trimId: record.trimId, trim: r.trim, year: r.year, modelId: r.model_id, model: r.model, makeId: r.make_id, make: r.make,
          msrp: record.msrp, geographyCode: record.geographyCode, endDate: record.endDate,
          promotionImageUrl: r.promotion_image_url, promotionNote: q.languageId === 1 ? r.promotion_note_en : r.promotion_note_fr,
          cash: record.cash ? strip(record.cash) : null,
          finance: record.finance ? { ...strip(record.finance), bestRate: best(record.finance.terms) } : null,
          lease: record.lease ? { ...strip(record.lease), bestRate: best(record.lease.terms) } : null,
        }];
      }),
    };
  }
}
