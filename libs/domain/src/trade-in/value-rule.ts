import { assertNever, type Decider, type DomainEvent } from '../shared';
import { TradeInErrors } from './trade-in.errors';
import type { ValueRuleAdjustment } from './valuation';

/**
 * Trade-in value modification (spec §2, shopicarTeam): team members adjust appraisals by make, model and year range,
 * as a percent or an amount. Each rule is a stream; its history is the price history the screen shows.
 */
export interface ValueRuleScope {
  readonly makeId: number;
  /** null: every model of the make. */
  readonly modelId: number | null;
  readonly yearFrom: number;
  readonly yearTo: number;
}
export interface ValueRuleAmount {
  readonly kind: 'percent' | 'amount';
  /** Percent −50 to 50, or cents −1,000,000 to 1,000,000 ($10,000). */
  readonly value: number;
}

export type ValueRuleCreated = DomainEvent<'ValueRuleCreated', { ruleId: string; scope: ValueRuleScope; by: string; at: string } & ValueRuleAmount>;
export type ValueRuleChanged = DomainEvent<'ValueRuleChanged', { ruleId: string; previous: ValueRuleAmount; by: string; at: string } & ValueRuleAmount>;
/** Back to no adjustment; the rule stays with its history. */
export type ValueRuleReset = DomainEvent<'ValueRuleReset', { ruleId: string; previous: ValueRuleAmount; by: string; at: string }>;
export type ValueRuleEvent = ValueRuleCreated | ValueRuleChanged | ValueRuleReset;

export interface ValueRuleState {
  readonly exists: boolean;
  readonly ruleId: string | null;
  readonly scope: ValueRuleScope | null;
  readonly amount: ValueRuleAmount;
}
const NO_ADJUSTMENT: ValueRuleAmount = { kind: 'percent', value: 0 };
export const initialValueRuleState: ValueRuleState = { exists: false, ruleId: null, scope: null, amount: NO_ADJUSTMENT };

export type ValueRuleCommand =
  | { type: 'CreateValueRule'; ruleId: string; scope: ValueRuleScope; amount: ValueRuleAmount; by: string; now: string }
  | { type: 'ChangeValueRule'; amount: ValueRuleAmount; by: string; now: string }
  | { type: 'ResetValueRule'; by: string; now: string };

export const VALUE_RULE_LIMITS = { maxPercent: 50, maxAmount: 1_000_000, minYear: 1981 } as const;

function checkAmount(amount: ValueRuleAmount) {
  const bound = amount.kind === 'percent' ? VALUE_RULE_LIMITS.maxPercent : VALUE_RULE_LIMITS.maxAmount;
  const wellFormed = amount.kind === 'percent' ? Number.isFinite(amount.value) : Number.isSafeInteger(amount.value);
  if (!wellFormed || Math.abs(amount.value) > bound) throw TradeInErrors.invalidRule('value', `Between -${bound} and ${bound}`);
}

function checkScope(scope: ValueRuleScope, now: string) {
  const maxYear = new Date(now).getUTCFullYear() + 1;
  const year = (y: number) => Number.isInteger(y) && y >= VALUE_RULE_LIMITS.minYear && y <= maxYear;
  if (!year(scope.yearFrom)) throw TradeInErrors.invalidRule('yearFrom', 'Model year out of range');
  if (!year(scope.yearTo) || scope.yearTo < scope.yearFrom) throw TradeInErrors.invalidRule('yearTo', 'The range ends before it starts');
}

export function decideValueRule(command: ValueRuleCommand, state: ValueRuleState): ValueRuleEvent[] {
  switch (command.type) {
    case 'CreateValueRule':
      if (state.exists) throw TradeInErrors.ruleExists();
      checkScope(command.scope, command.now);
      checkAmount(command.amount);
      return [{ type: 'ValueRuleCreated', data: { ruleId: command.ruleId, scope: command.scope, ...command.amount, by: command.by, at: command.now } }];
    case 'ChangeValueRule':
      if (!state.exists) throw TradeInErrors.ruleNotFound();
      checkAmount(command.amount);
      if (command.amount.kind === state.amount.kind && command.amount.value === state.amount.value) return [];
      return [{ type: 'ValueRuleChanged', data: { ruleId: state.ruleId!, previous: state.amount, ...command.amount, by: command.by, at: command.now } }];
    case 'ResetValueRule':
      if (!state.exists) throw TradeInErrors.ruleNotFound();
      if (state.amount.value === 0) return [];
      return [{ type: 'ValueRuleReset', data: { ruleId: state.ruleId!, previous: state.amount, by: command.by, at: command.now } }];
    default:
      return assertNever(command);
  }
}

export function evolveValueRule(state: ValueRuleState, event: ValueRuleEvent): ValueRuleState {
  switch (event.type) {
    case 'ValueRuleCreated':
      return { exists: true, ruleId: event.data.ruleId, scope: event.data.scope, amount: { kind: event.data.kind, value: event.data.value } };
    case 'ValueRuleChanged':
      return { ...state, amount: { kind: event.data.kind, value: event.data.value } };
    case 'ValueRuleReset':
      return { ...state, amount: NO_ADJUSTMENT };
    default:
      return state;
  }
}

export const valueRuleDecider: Decider<ValueRuleCommand, ValueRuleEvent, ValueRuleState> = {
  initialState: initialValueRuleState, decide: decideValueRule, evolve: evolveValueRule,
};

export const VALUE_RULE_STREAM_PREFIX = 'trade-in-rule-';
export const valueRuleStreamId = (ruleId: string) => `${VALUE_RULE_STREAM_PREFIX}${ruleId}`;

/** The rules that apply to a vehicle, in a stable order (by rule id), as valuation adjustments. */
export function rulesFor(
  vehicle: { readonly makeId: number | null; readonly modelId: number | null; readonly year: number },
  rules: readonly { readonly ruleId: string; readonly scope: ValueRuleScope; readonly amount: ValueRuleAmount }[],
): ValueRuleAdjustment[] {
  return rules
    .filter((r) => r.amount.value !== 0 && r.scope.makeId === vehicle.makeId && (r.scope.modelId === null || r.scope.modelId === vehicle.modelId)
      && vehicle.year >= r.scope.yearFrom && vehicle.year <= r.scope.yearTo)
    .sort((a, b) => a.ruleId.localeCompare(b.ruleId))
    .map((r) => ({ ruleId: r.ruleId, kind: r.amount.kind, value: r.amount.value }));
}
