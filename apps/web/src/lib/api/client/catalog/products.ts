// Generated from libs/contracts/src/catalog/products.ts by `npm run generate:web-client`: do not edit.
import { getProductRoute, getTrimsPromotionsRoute } from '@marketplace/contracts/catalog/products';
import { callRoute, type RouteCallInput } from '../../../api-route';

/** GET /api/products/get/:id: A vehicle as a product for the buy-online flow, localised by Session.Language (en default, or fr) */
export const getProduct = (input?: RouteCallInput<typeof getProductRoute>) => callRoute(getProductRoute, input);

/** GET /api/get-trims-promotions: Active trims with a rebate or a promotional rate in a geography (default QC), localised by languageId */
export const getTrimsPromotions = (input?: RouteCallInput<typeof getTrimsPromotionsRoute>) => callRoute(getTrimsPromotionsRoute, input);
