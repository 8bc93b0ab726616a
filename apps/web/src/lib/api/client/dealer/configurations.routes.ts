// Generated from libs/contracts/src/dealer/configurations.routes.ts by `npm run generate:web-client`: do not edit.
import { getShopitradeCompaniesRoute } from '@marketplace/contracts/dealer/configurations.routes';
import { callRoute, type RouteCallInput } from '../../../api-route';

/** GET /api/company/get-shopitrade-companies: Companies taking part in Shopitrade */
export const getShopitradeCompanies = (input?: RouteCallInput<typeof getShopitradeCompaniesRoute>) => callRoute(getShopitradeCompaniesRoute, input);
