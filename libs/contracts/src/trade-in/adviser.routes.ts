import { z } from 'zod';
import { defineRoute } from '../shared/route';
import { TRADE_IN_ADVISER_REASONS, TradeInVehicleSchema } from './trade-in.routes';

/** Advisers (team members 18, super admins 6): the queue of trade-ins the model cannot value, and value changes. */
const tags = ['trade-in'];
const Cents = z.number().int().min(0).max(50_000_000).describe('Cents');

export const AdviserQueueItemSchema = z.object({
  tradeInId: z.uuid(), vehicle: TradeInVehicleSchema, reason: z.enum(TRADE_IN_ADVISER_REASONS), note: z.string().nullable(), since: z.iso.datetime(), version: z.number().int(),
});
export const getAdviserQueueRoute = defineRoute({
  method: 'GET', path: '/tradein/adviser-queue', tags, summary: 'Trade-ins waiting for an adviser, oldest first',
  response: z.object({ items: z.array(AdviserQueueItemSchema) }),
});

const ValueChangeBody = z.strictObject({
  tradeInId: z.uuid(), expectedVersion: z.number().int().min(0).optional(), value: Cents, reason: z.string().trim().min(1, 'required').max(500),
});
const Answer = z.object({ tradeInId: z.uuid(), version: z.number().int(), status: z.enum(['draft', 'with_advisers', 'appraised', 'confirmed', 'discarded']) });
export const setValueByAdviserRoute = defineRoute({
  method: 'POST', path: '/tradein/set-value-by-adviser', tags,
  summary: 'An adviser sets the value (an offer held 7 days) with a reason; the customer is emailed',
  body: ValueChangeBody, response: Answer,
});
export const adjustAfterInspectionRoute = defineRoute({
  method: 'POST', path: '/tradein/adjust-after-inspection', tags,
  summary: 'After inspection, the confirmed value changes with its reason, shown to the customer (who is emailed)',
  body: ValueChangeBody, response: Answer,
});
