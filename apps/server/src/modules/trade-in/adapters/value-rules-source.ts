import { rulesFor, type ValueRuleAdjustment, type ValueRuleAmount, type ValueRuleScope } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import type { ValueRulesSource } from './price-guide/value-rules.source';

export interface StoredRule {
  readonly ruleId: string;
  readonly scope: ValueRuleScope;
  readonly amount: ValueRuleAmount;
}

export async function readRules(db: Kysely<any>, makeId?: number | null): Promise<StoredRule[]> {
  let qb = db.selectFrom('trade_in.value_rules').selectAll();
  if (makeId !== undefined && makeId !== null) qb = qb.where('make_id', '=', makeId);
  const rows = await qb.execute();
  return rows.map((r) => ({
    ruleId: r.rule_id, scope: { makeId: r.make_id, modelId: r.model_id, yearFrom: r.year_from, yearTo: r.year_to }, amount: { kind: r.kind, value: Number(r.value) },
  }));
}

/** The staff rules of the vehicle's make from the rules table, matched by the pure `rulesFor`. */
export class StoredValueRules implements ValueRulesSource {
  constructor(private readonly db: Kysely<any>) {}

  async rulesFor(vehicle: { readonly makeId: number | null; readonly modelId: number | null; readonly year: number }): Promise<ValueRuleAdjustment[]> {
    if (vehicle.makeId === null) return [];
    return rulesFor(vehicle, await readRules(this.db, vehicle.makeId));
  }
}
