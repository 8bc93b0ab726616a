import { givenFor } from '../shared/testing/given';
import { rulesFor, valueRuleDecider, type ValueRuleEvent } from './value-rule';

const T0 = '2026-03-02T15:00:00.000Z';
const given = givenFor(valueRuleDecider);
const scope = { makeId: 1, modelId: 10, yearFrom: 2015, yearTo: 2020 };
const created: ValueRuleEvent = { type: 'ValueRuleCreated', data: { ruleId: 'r1', scope, kind: 'percent', value: -5, by: 'team', at: T0 } };

describe('trade-in value rules', () => {
  it('creates a rule by make, model and year range', () => {
    given().when({ type: 'CreateValueRule', ruleId: 'r1', scope, amount: { kind: 'percent', value: -5 }, by: 'team', now: T0 }).then([created]);
  });

  it('refuses a range that ends before it starts, and adjustments out of bounds', () => {
    given().when({ type: 'CreateValueRule', ruleId: 'r1', scope: { ...scope, yearTo: 2014 }, amount: { kind: 'percent', value: 1 }, by: 't', now: T0 })
      .thenFails('trade_in.invalid_rule', 'yearTo');
    given().when({ type: 'CreateValueRule', ruleId: 'r1', scope, amount: { kind: 'percent', value: 51 }, by: 't', now: T0 }).thenFails('trade_in.invalid_rule', 'value');
    given().when({ type: 'CreateValueRule', ruleId: 'r1', scope, amount: { kind: 'amount', value: 10.5 }, by: 't', now: T0 }).thenFails('trade_in.invalid_rule', 'value');
  });

  it('records each change with the previous amount (the price history), and a reset', () => {
    given(created).when({ type: 'ChangeValueRule', amount: { kind: 'amount', value: 50_000 }, by: 'team2', now: T0 })
      .then([{ type: 'ValueRuleChanged', data: { ruleId: 'r1', previous: { kind: 'percent', value: -5 }, kind: 'amount', value: 50_000, by: 'team2', at: T0 } }]);
    given(created).when({ type: 'ResetValueRule', by: 'team', now: T0 })
      .then([{ type: 'ValueRuleReset', data: { ruleId: 'r1', previous: { kind: 'percent', value: -5 }, by: 'team', at: T0 } }]);
    given(created).when({ type: 'ChangeValueRule', amount: { kind: 'percent', value: -5 }, by: 'team', now: T0 }).then([]);
  });

  it('applies only to the matching make, model and years', () => {
    const rules = [{ ruleId: 'r1', scope, amount: { kind: 'percent' as const, value: -5 } }, { ruleId: 'r0', scope: { ...scope, modelId: null }, amount: { kind: 'amount' as const, value: 100 } }];
    expect(rulesFor({ makeId: 1, modelId: 10, year: 2018 }, rules).map((r) => r.ruleId)).toEqual(['r0', 'r1']);
    expect(rulesFor({ makeId: 1, modelId: 11, year: 2018 }, rules).map((r) => r.ruleId)).toEqual(['r0']);
    expect(rulesFor({ makeId: 1, modelId: 10, year: 2021 }, rules)).toEqual([]);
    expect(rulesFor({ makeId: 2, modelId: 10, year: 2018 }, rules)).toEqual([]);
  });
});
