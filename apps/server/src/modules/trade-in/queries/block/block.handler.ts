import { BlockItemSchema, getBlockFiltersRoute } from '@marketplace/contracts';
import { TradeInErrors } from '@marketplace/domain';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { userContact } from '../../../identity/identity.public';
import { GetBlockFiltersQuery, GetBlockItemQuery, GetBlockQuery } from './block.query';

const confirmed = (db: Kysely<any>) => db.selectFrom('trade_in.block').selectAll().where('confirmed_at', 'is not', null).where('discarded', '=', false);

function item(r: any) {
  return BlockItemSchema.parse({
    tradeInId: r.id, year: r.year, makeId: r.make_id, make: r.make, modelId: r.model_id, model: r.model, trim: r.trim, mileage: r.mileage,
    province: r.province, value: Number(r.value), priceLow: Number(r.price_low), priceHigh: Number(r.price_high), photos: r.photo_slots.length,
    confirmedAt: new Date(r.confirmed_at).toISOString(), inventoryCompanyId: r.inventory_company_id,
  });
}

@QueryHandler(GetBlockQuery)
export class GetBlockHandler implements IQueryHandler<GetBlockQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>) {}

  async execute({ filters: f, includeTaken }: GetBlockQuery) {
    let qb = confirmed(this.db);
    if (!includeTaken) qb = qb.where('inventory_company_id', 'is', null);
    if (f.year !== undefined) qb = qb.where('year', '=', f.year);
    if (f.makeId !== undefined) qb = qb.where('make_id', '=', f.makeId);
    if (f.modelId !== undefined) qb = qb.where('model_id', '=', f.modelId);
    if (f.priceMin !== undefined) qb = qb.where('value', '>=', f.priceMin);
    if (f.priceMax !== undefined) qb = qb.where('value', '<=', f.priceMax);
    if (f.province !== undefined) qb = qb.where('province', '=', f.province);
    const rows = await qb.orderBy('confirmed_at', 'desc').orderBy('id').limit(500).execute();
    return { items: rows.map(item) };
  }
}

@QueryHandler(GetBlockFiltersQuery)
export class GetBlockFiltersHandler implements IQueryHandler<GetBlockFiltersQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>) {}

  async execute() {
    const rows = await confirmed(this.db).where('inventory_company_id', 'is', null).execute();
    const distinct = <T>(values: T[], key: (v: T) => string) => [...new Map(values.map((v) => [key(v), v])).values()];
    const values = rows.map((r) => Number(r.value));
    return getBlockFiltersRoute.response.parse({
      years: [...new Set(rows.map((r) => r.year as number))].sort((a, b) => b - a),
      makes: distinct(rows.filter((r) => r.make_id !== null).map((r) => ({ id: r.make_id, name: r.make })), (m) => String(m.id)).sort((a, b) => a.name.localeCompare(b.name)),
      models: distinct(rows.filter((r) => r.model_id !== null).map((r) => ({ id: r.model_id, name: r.model, makeId: r.make_id })), (m) => String(m.id)).sort((a, b) => a.name.localeCompare(b.name)),
      provinces: [...new Set(rows.map((r) => r.province as string | null).filter((p): p is string => p !== null))].sort(),
      priceMin: values.length ? Math.min(...values) : null,
      priceMax: values.length ? Math.max(...values) : null,
    });
  }
}

@QueryHandler(GetBlockItemQuery)
export class GetBlockItemHandler implements IQueryHandler<GetBlockItemQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>) {}

  async execute({ tradeInId, dealerUserId }: GetBlockItemQuery) {
    const row = await confirmed(this.db).where('id', '=', tradeInId).executeTakeFirst();
    if (!row) throw TradeInErrors.notFound();
    if (dealerUserId !== null && row.inventory_company_id !== null) {
      const companyId = (await userContact(this.db, dealerUserId))?.companyId ?? null;
      if (row.inventory_company_id !== companyId) throw TradeInErrors.notFound();
    }
    return item(row);
  }
}
