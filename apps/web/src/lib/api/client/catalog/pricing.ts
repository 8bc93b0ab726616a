// Generated from libs/contracts/src/catalog/pricing.ts by `npm run generate:web-client`: do not edit.
import { getTaxesRoute, quoteRoute, taxesRoute } from '@marketplace/contracts/catalog/pricing';
import { callRoute, type RouteCallInput } from '../../../api-route';

/** GET /api/get-taxes: Sales taxes in force today for every province and territory (or one with ?province=) */
export const getTaxes = (input?: RouteCallInput<typeof getTaxesRoute>) => callRoute(getTaxesRoute, input);

/** POST /api/pricing/quote: Prices a vehicle for cash, finance or lease (spec §4 recalculation); all money in cents */
export const quote = (input?: RouteCallInput<typeof quoteRoute>) => callRoute(quoteRoute, input);

/** GET /api/pricing/taxes: Sales taxes on a vehicle sold in a province, in force today (the province's own calendar day) or on a given date */
export const taxes = (input?: RouteCallInput<typeof taxesRoute>) => callRoute(taxesRoute, input);
