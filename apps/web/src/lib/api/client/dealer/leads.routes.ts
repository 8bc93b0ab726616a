// Generated from libs/contracts/src/dealer/leads.routes.ts by `npm run generate:web-client`: do not edit.
import { addLeadNoteRoute, addLeadTaskRoute, assignLeadRoute, exportLeadAdfRoute, exportLeadsRoute, getLeadCardRoute, getLeadDeliveriesRoute, getLeadShopitradeCompanyListRoute, getLeadStatisticsRoute, getLeadsDetailsRoute, getLeadsRoute, moveLeadStageRoute, resendLeadRoute, watchLeadsRoute } from '@marketplace/contracts/dealer/leads.routes';
import { callRoute, type RouteCallInput } from '../../../api-route';

/** POST /api/company/add-lead-note: Adds a note to a lead */
export const addLeadNote = (input?: RouteCallInput<typeof addLeadNoteRoute>) => callRoute(addLeadNoteRoute, input);

/** POST /api/company/add-lead-task: Adds a task with a due time; its assignee (or author) is reminded by email when it is due */
export const addLeadTask = (input?: RouteCallInput<typeof addLeadTaskRoute>) => callRoute(addLeadTaskRoute, input);

/** POST /api/company/assign-lead: Assigns a lead to a user of its company */
export const assignLead = (input?: RouteCallInput<typeof assignLeadRoute>) => callRoute(assignLeadRoute, input);

/** GET /api/company/export-lead-adf: One lead as ADF/XML 1.0 (attachment lead-<id>.xml): the full prospect; the read is on the buyer's access log */
export const exportLeadAdf = (input?: RouteCallInput<typeof exportLeadAdfRoute>) => callRoute(exportLeadAdfRoute, input);

/** GET /api/company/export-leads: The lead list with its filters as ADF/XML 1.0 or CSV (UTF-8 with a byte-order mark, headers in the user's language), newest first, at most 10,000 leads; the reads are on the buyers' access logs */
export const exportLeads = (input?: RouteCallInput<typeof exportLeadsRoute>) => callRoute(exportLeadsRoute, input);

/** GET /api/company/get-lead-card: A lead's contact card: the buyer's contact details, message, vehicle, trade-in and credit band, and the dealer's work; each read is on the buyer's access log */
export const getLeadCard = (input?: RouteCallInput<typeof getLeadCardRoute>) => callRoute(getLeadCardRoute, input);

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

/** POST /api/company/move-lead-stage: Moves a lead along the pipeline (lost needs a reason) */
export const moveLeadStage = (input?: RouteCallInput<typeof moveLeadStageRoute>) => callRoute(moveLeadStageRoute, input);

/** POST /api/company/resend-lead: Sends the lead to the company's lead addresses again (email with ADF/XML) */
export const resendLead = (input?: RouteCallInput<typeof resendLeadRoute>) => callRoute(resendLeadRoute, input);

/** GET /api/company/watch-leads: The company's lead changes as they happen (text/event-stream; Last-Event-ID resumes) */
export const watchLeads = (input?: RouteCallInput<typeof watchLeadsRoute>) => callRoute(watchLeadsRoute, input);
