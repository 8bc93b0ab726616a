// Generated from libs/contracts/src/dealer/leads.routes.ts by `npm run generate:web-client`: do not edit.
import { getLeadDeliveriesRoute, getLeadShopitradeCompanyListRoute, getLeadStatisticsRoute, getLeadsDetailsRoute, getLeadsRoute } from '@marketplace/contracts/dealer/leads.routes';
import { callRoute, type RouteCallInput } from '../../../api-route';

/** GET /api/company/get-lead-deliveries: A lead's deliveries to its company's lead addresses (email with the ADF/XML file): sent or failed, with the last error */
export const getLeadDeliveries = (input?: RouteCallInput<typeof getLeadDeliveriesRoute>) => callRoute(getLeadDeliveriesRoute, input);

/** GET /api/company/get-leads: Leads of a company (or of every company, for staff), newest first */
export const getLeads = (input?: RouteCallInput<typeof getLeadsRoute>) => callRoute(getLeadsRoute, input);

/** GET /api/company/get-leads-details: One lead with the timeline of its events */
export const getLeadsDetails = (input?: RouteCallInput<typeof getLeadsDetailsRoute>) => callRoute(getLeadsDetailsRoute, input);

/** GET /api/company/get-lead-shopitrade-company-list: Shopitrade companies a lead may be offered to */
export const getLeadShopitradeCompanyList = (input?: RouteCallInput<typeof getLeadShopitradeCompanyListRoute>) => callRoute(getLeadShopitradeCompanyListRoute, input);

/** GET /api/company/get-lead-statistics: Company dashboard: leads by type, make, model and day; tiles */
export const getLeadStatistics = (input?: RouteCallInput<typeof getLeadStatisticsRoute>) => callRoute(getLeadStatisticsRoute, input);
