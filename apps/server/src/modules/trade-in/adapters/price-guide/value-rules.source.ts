import type { ValueRuleAdjustment } from '@marketplace/domain';

/** The staff value rules (trade-in value modification) that apply to a vehicle, as valuation adjustments. */
export interface ValueRulesSource {
  rulesFor(vehicle: { readonly makeId: number | null; readonly modelId: number | null; readonly year: number }): Promise<ValueRuleAdjustment[]>;
}

export const VALUE_RULES = Symbol('TradeInValueRules');
