import { z } from 'zod';
import { Id } from '../catalog/common';
import { defineRoute } from '../shared/route';

/**
 * Trade-in value modification (spec §2 shopicarTeam, types 18 and 6): rules by make, model and year range as a
 * percent or an amount (cents), their price history, reset, and price-change email subscriptions.
 */
const tags = ['trade-in'];
const Kind = z.enum(['percent', 'amount']);
const Year = z.number().int().min(1981).max(2100);

export const ValueRuleSchema = z.object({
  ruleId: z.uuid(), makeId: z.number().int(), modelId: z.number().int().nullable(), yearFrom: z.number().int(), yearTo: z.number().int(),
  kind: Kind, value: z.number(), version: z.number().int(), updatedAt: z.iso.datetime(),
});
export type ValueRule = z.output<typeof ValueRuleSchema>;

export const createValueRuleRoute = defineRoute({
  method: 'POST', path: '/tradein/value-rules/create', tags, status: 201,
  summary: 'Creates a rule; open offers of the vehicles it covers are re-valued and subscribers emailed once',
  body: z.strictObject({ makeId: Id, modelId: Id.nullable().default(null), yearFrom: Year, yearTo: Year, kind: Kind, value: z.number() }),
  response: z.object({ ruleId: z.uuid(), version: z.number().int() }),
});
export const changeValueRuleRoute = defineRoute({
  method: 'POST', path: '/tradein/value-rules/change', tags, summary: 'Changes the adjustment of a rule (percent or cents)',
  body: z.strictObject({ ruleId: z.uuid(), kind: Kind, value: z.number() }),
  response: z.object({ ruleId: z.uuid(), version: z.number().int() }),
});
export const resetValueRuleRoute = defineRoute({
  method: 'POST', path: '/tradein/value-rules/reset', tags, summary: 'Back to no adjustment; the rule keeps its history',
  body: z.strictObject({ ruleId: z.uuid() }),
  response: z.object({ ruleId: z.uuid(), version: z.number().int() }),
});
export const getValueRulesRoute = defineRoute({
  method: 'GET', path: '/tradein/value-rules', tags, summary: 'Every rule with its current adjustment',
  response: z.object({ items: z.array(ValueRuleSchema) }),
});
export const getValueRuleHistoryRoute = defineRoute({
  method: 'GET', path: '/tradein/value-rules/history', tags, summary: 'Price history of a rule, oldest first',
  query: z.object({ ruleId: z.uuid() }),
  response: z.object({ items: z.array(z.object({
    version: z.number().int(), change: z.enum(['created', 'changed', 'reset']), kind: Kind, value: z.number(), by: z.string(), at: z.iso.datetime(),
  })) }),
});
export const getTradeInPriceHistoryRoute = defineRoute({
  method: 'GET', path: '/tradein/price-history', tags, summary: 'Every value a trade-in had: appraisals, advisers, inspection and rules',
  query: z.object({ tradeInId: z.uuid() }),
  response: z.object({ items: z.array(z.object({
    version: z.number().int(), cause: z.enum(['model', 'adviser', 'inspection', 'rule']), value: z.number().int(), priceLow: z.number().int(),
    priceHigh: z.number().int(), reason: z.string().nullable(), ruleId: z.string().nullable(), by: z.string().nullable(), at: z.iso.datetime(),
  })) }),
});

export const getValueRuleAffectedRoute = defineRoute({
  method: 'GET', path: '/tradein/value-rules/affected', tags, summary: 'The trade-ins whose value a rule changed, with their current value',
  query: z.object({ ruleId: z.uuid() }),
  response: z.object({ items: z.array(z.object({
    tradeInId: z.uuid(), year: z.number().int(), make: z.string(), model: z.string(), trim: z.string().nullable(), status: z.string(),
    value: z.number().int().nullable(), changedAt: z.iso.datetime(),
  })) }),
});

export const priceChangeSubscriptionRoute = defineRoute({
  method: 'POST', path: '/tradein/price-change-subscription', tags,
  summary: 'Subscribes or unsubscribes the signed-in user to trade-in price-change emails',
  body: z.strictObject({ subscribed: z.boolean() }),
  response: z.object({ subscribed: z.boolean() }),
});
export const unsubscribePriceChangesRoute = defineRoute({
  method: 'POST', path: '/tradein/unsubscribe', tags,
  summary: "Unsubscribes from trade-in price-change emails: the email's link opens /{lang}/unsubscribe, whose button posts its token",
  body: z.strictObject({ token: z.string().min(20).max(100) }),
  response: z.object({ unsubscribed: z.boolean() }),
});
