import { GetCompaniesHandler, GetCompanyHandler, GetCompanyTypesHandler } from './companies/companies.handlers';
import { CompaniesController } from './companies/companies.http.controller';
import { GetConfigurationHandler, GetShopitradeCompaniesHandler } from './configurations/configurations.handlers';
import { ConfigurationsController } from './configurations/configurations.http.controller';
import { GetLeadDeliveriesController } from './get-lead-deliveries/get-lead-deliveries.http.controller';
import { GetLeadDeliveriesHandler } from './get-lead-deliveries/get-lead-deliveries.handler';
import { GetLeadStatisticsHandler } from './get-lead-statistics/get-lead-statistics.handler';
import { GetLeadStatisticsController } from './get-lead-statistics/get-lead-statistics.http.controller';
import { GetSubscriptionController, GetSubscriptionHandler } from './get-subscription/get-subscription';
import { GetLeadsHandler } from './get-leads/get-leads.handler';
import { GetLeadsController } from './get-leads/get-leads.http.controller';
import { GetLeadsDetailsHandler, GetLeadShopitradeCompaniesHandler } from './get-leads-details/get-leads-details.handler';
import {
  GetErrorsSectionsHandler, GetImportErrorsHandler, GetImportsListHandler, GetImportStatusHandler, GetNotificationsHandler,
} from './notifications/notifications.handlers';
import { NotificationsController } from './notifications/notifications.http.controller';
import { GetLeadsDetailsController } from './get-leads-details/get-leads-details.http.controller';
import { GetWidgetInventoryHandler, GetWidgetScriptHandler } from './widgets/widgets.handlers';
import { WidgetsController } from './widgets/widgets.http.controller';

/** Every dealer query: one folder per screen (query, handler, route binding). */
export const QUERY_HANDLERS = [
  GetLeadsHandler, GetLeadsDetailsHandler, GetLeadStatisticsHandler, GetCompaniesHandler, GetCompanyHandler, GetCompanyTypesHandler,
  GetConfigurationHandler, GetShopitradeCompaniesHandler, GetLeadShopitradeCompaniesHandler, GetLeadDeliveriesHandler,
  GetNotificationsHandler, GetImportsListHandler, GetImportStatusHandler, GetErrorsSectionsHandler, GetImportErrorsHandler,
  GetWidgetInventoryHandler, GetWidgetScriptHandler, GetSubscriptionHandler,
];
export const QUERY_CONTROLLERS = [
  GetLeadsController, GetLeadsDetailsController, GetLeadDeliveriesController, GetLeadStatisticsController, CompaniesController, ConfigurationsController,
  NotificationsController, WidgetsController, GetSubscriptionController,
];
