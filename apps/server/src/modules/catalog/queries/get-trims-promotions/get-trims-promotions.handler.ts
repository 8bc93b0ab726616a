import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { localisePriceRecord, type PriceRecordRow } from '../../adapters/reference/catalog-reads';
import { GetTrimsPromotionsQuery } from './get-trims-promotions.query';

/** Active trims whose price record in the geography carries a rebate or a dated promotion. */
@QueryHandler(GetTrimsPromotionsQuery)
export class GetTrimsPromotionsHandler implements IQueryHandler<GetTrimsPromotionsQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>) {}

  async execute({ input: { query: q } }: GetTrimsPromotionsQuery) {
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
