import { getTradeInPriceHistoryRoute, getValueRuleAffectedRoute, getValueRuleHistoryRoute, getValueRulesRoute } from '@marketplace/contracts';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { GetTradeInPriceHistoryQuery, GetValueRuleAffectedQuery, GetValueRuleHistoryQuery, GetValueRulesQuery } from './value-rules.query';

const iso = (v: unknown) => new Date(v as string).toISOString();

@QueryHandler(GetValueRulesQuery)
export class GetValueRulesHandler implements IQueryHandler<GetValueRulesQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>) {}

  async execute() {
    const rows = await this.db.selectFrom('trade_in.value_rules').selectAll().orderBy('updated_at', 'desc').orderBy('rule_id').limit(1000).execute();
    return getValueRulesRoute.response.parse({ items: rows.map((r) => ({
      ruleId: r.rule_id, makeId: r.make_id, modelId: r.model_id, yearFrom: r.year_from, yearTo: r.year_to, kind: r.kind, value: Number(r.value),
      version: r.version, updatedAt: iso(r.updated_at),
    })) });
  }
}

@QueryHandler(GetValueRuleHistoryQuery)
export class GetValueRuleHistoryHandler implements IQueryHandler<GetValueRuleHistoryQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>) {}

  async execute({ ruleId }: GetValueRuleHistoryQuery) {
    const rows = await this.db.selectFrom('trade_in.value_rule_history').selectAll().where('rule_id', '=', ruleId).orderBy('version').execute();
    return getValueRuleHistoryRoute.response.parse({ items: rows.map((r) => ({
      version: r.version, change: r.change, kind: r.kind, value: Number(r.value), by: r.by_user, at: iso(r.at),
    })) });
  }
}

@QueryHandler(GetTradeInPriceHistoryQuery)
export class GetTradeInPriceHistoryHandler implements IQueryHandler<GetTradeInPriceHistoryQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>) {}

  async execute({ tradeInId }: GetTradeInPriceHistoryQuery) {
    const rows = await this.db.selectFrom('trade_in.value_history').selectAll().where('trade_in_id', '=', tradeInId).orderBy('version').execute();
    return getTradeInPriceHistoryRoute.response.parse({ items: rows.map((r) => ({
      version: r.version, cause: r.cause, value: Number(r.value), priceLow: Number(r.price_low), priceHigh: Number(r.price_high), reason: r.reason,
      ruleId: r.rule_id, by: r.by_user, at: iso(r.at),
    })) });
  }
}

@QueryHandler(GetValueRuleAffectedQuery)
export class GetValueRuleAffectedHandler implements IQueryHandler<GetValueRuleAffectedQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>) {}

  async execute({ ruleId }: GetValueRuleAffectedQuery) {
    const rows = await this.db.selectFrom('trade_in.value_history as h').innerJoin('trade_in.trade_ins as t', 't.id', 'h.trade_in_id')
      .select(['t.id', 't.vehicle', 't.status', 't.offer']).select((eb) => eb.fn.max('h.at').as('changed_at'))
      .where('h.rule_id', '=', ruleId).groupBy(['t.id']).orderBy('changed_at', 'desc').orderBy('t.id').limit(500).execute();
    return getValueRuleAffectedRoute.response.parse({ items: rows.map((r) => ({
      tradeInId: r.id, year: r.vehicle.year, make: r.vehicle.make, model: r.vehicle.model, trim: r.vehicle.trim ?? null, status: r.status,
      value: r.offer ? Number(r.offer.value) : null, changedAt: iso(r.changed_at),
    })) });
  }
}
