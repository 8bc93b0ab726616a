import { forwardRef, Inject, Module, type OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { MailModule } from '../../platform/mail/mail.module';
import { PrivacyModule } from '../../platform/privacy/privacy.module';
import { CatalogModule } from '../catalog/catalog.public';
import { InventoryImportPurgeTimer } from './process/inventory-import-purge/inventory-import-purge.timer';
import { InventoryImportTimer } from './process/inventory-import/inventory-import.timer';
import type { TimerService } from '../../platform/timers/timer-service';
import { TIMERS } from '../../platform/tokens';
import { CompanyStream } from './streams/company-stream';
import { SubscriptionStream } from './streams/subscription-stream';
import { LeadDeliveryTimer } from './process/lead-delivery/lead-delivery.timer';
import { CompanyScopes } from './adapters/company-scope';
import { IdentityModule } from '../identity/identity.public';
import { InviteCompanyUserHandler } from './commands/invite-company-user/invite-company-user.handler';
import { InviteCompanyUserController } from './commands/invite-company-user/invite-company-user.http.controller';
import { RemoveCompanyUserHandler } from './commands/remove-company-user/remove-company-user.handler';
import { RemoveCompanyUserController } from './commands/remove-company-user/remove-company-user.http.controller';
import { SetCompanyManagerHandler } from './commands/set-company-manager/set-company-manager.handler';
import { SetCompanyManagerController } from './commands/set-company-manager/set-company-manager.http.controller';
import { GetCompanyUsersHandler } from './queries/get-company-users/get-company-users.handler';
import { GetCompanyUsersController } from './queries/get-company-users/get-company-users.http.controller';
import { PurchaseModule } from '../purchase/purchase.public';
import { TradeInModule } from '../trade-in/trade-in.public';
import { CreditModule } from '../credit/credit.public';
import { LeadWorkStream } from './streams/lead-work-stream';
import { LeadTaskReminderTimer } from './process/lead-task-reminder/lead-task-reminder.timer';
import { LeadEscalationTimer } from './process/lead-escalation/lead-escalation.timer';
import { LeadUpdateTimer } from './process/lead-update/lead-update.timer';
import { AssignLeadHandler } from './commands/assign-lead/assign-lead.handler';
import { AssignLeadController } from './commands/assign-lead/assign-lead.http.controller';
import { MoveLeadStageHandler } from './commands/move-lead-stage/move-lead-stage.handler';
import { MoveLeadStageController } from './commands/move-lead-stage/move-lead-stage.http.controller';
import { AddLeadNoteHandler } from './commands/add-lead-note/add-lead-note.handler';
import { AddLeadNoteController } from './commands/add-lead-note/add-lead-note.http.controller';
import { AddLeadTaskHandler } from './commands/add-lead-task/add-lead-task.handler';
import { AddLeadTaskController } from './commands/add-lead-task/add-lead-task.http.controller';
import { ResendLeadHandler } from './commands/resend-lead/resend-lead.handler';
import { ResendLeadController } from './commands/resend-lead/resend-lead.http.controller';
import { WatchLeadsHandler } from './queries/watch-leads/watch-leads.handler';
import { WatchLeadsController } from './queries/watch-leads/watch-leads.http.controller';
import { LeadInbox } from './queries/watch-leads/lead-inbox';
import { ExportLeadAdfHandler } from './queries/export-lead-adf/export-lead-adf.handler';
import { ExportLeadAdfController } from './queries/export-lead-adf/export-lead-adf.http.controller';
import { ExportLeadsHandler } from './queries/export-leads/export-leads.handler';
import { ExportLeadsController } from './queries/export-leads/export-leads.http.controller';
import { GetLeadCardHandler } from './queries/get-lead-card/get-lead-card.handler';
import { GetLeadCardController } from './queries/get-lead-card/get-lead-card.http.controller';

import { CreateCompanyHandler } from './commands/create-company/create-company.handler';
import { CreateCompanyController } from './commands/create-company/create-company.http.controller';
import { UpdateCompanyHandler } from './commands/update-company/update-company.handler';
import { UpdateCompanyController } from './commands/update-company/update-company.http.controller';
import { SaveCompanyEmailsHandler } from './commands/save-company-emails/save-company-emails.handler';
import { SaveCompanyEmailsController } from './commands/save-company-emails/save-company-emails.http.controller';
import { SaveConfigurationHandler } from './commands/save-configuration/save-configuration.handler';
import { SaveConfigurationController } from './commands/save-configuration/save-configuration.http.controller';
import { ImportInventoryHandler } from './commands/import-inventory/import-inventory.handler';
import { ImportInventoryController } from './commands/import-inventory/import-inventory.http.controller';
import { ChangeNotificationStatusHandler } from './commands/change-notification-status/change-notification-status.handler';
import { ChangeNotificationStatusController } from './commands/change-notification-status/change-notification-status.http.controller';
import { SignContractHandler } from './commands/sign-contract/sign-contract.handler';
import { SignContractController } from './commands/sign-contract/sign-contract.http.controller';
import { ChoosePlanHandler } from './commands/choose-plan/choose-plan.handler';
import { ChoosePlanController } from './commands/choose-plan/choose-plan.http.controller';
import { CancelPlanHandler } from './commands/cancel-plan/cancel-plan.handler';
import { CancelPlanController } from './commands/cancel-plan/cancel-plan.http.controller';
import { ApplySubscriptionWebhookHandler } from './commands/apply-subscription-webhook/apply-subscription-webhook.handler';
import { ApplySubscriptionWebhookController } from './commands/apply-subscription-webhook/apply-subscription-webhook.http.controller';
import { GetLeadsHandler } from './queries/get-leads/get-leads.handler';
import { GetLeadsController } from './queries/get-leads/get-leads.http.controller';
import { GetLeadsDetailsHandler } from './queries/get-leads-details/get-leads-details.handler';
import { GetLeadsDetailsController } from './queries/get-leads-details/get-leads-details.http.controller';
import { GetLeadShopitradeCompaniesHandler } from './queries/get-lead-shopitrade-companies/get-lead-shopitrade-companies.handler';
import { GetLeadShopitradeCompaniesController } from './queries/get-lead-shopitrade-companies/get-lead-shopitrade-companies.http.controller';
import { GetLeadDeliveriesHandler } from './queries/get-lead-deliveries/get-lead-deliveries.handler';
import { GetLeadDeliveriesController } from './queries/get-lead-deliveries/get-lead-deliveries.http.controller';
import { GetLeadStatisticsHandler } from './queries/get-lead-statistics/get-lead-statistics.handler';
import { GetLeadStatisticsController } from './queries/get-lead-statistics/get-lead-statistics.http.controller';
import { GetCompaniesHandler } from './queries/get-companies/get-companies.handler';
import { GetCompaniesController } from './queries/get-companies/get-companies.http.controller';
import { GetCompanyHandler } from './queries/get-company/get-company.handler';
import { GetCompanyController } from './queries/get-company/get-company.http.controller';
import { GetCompanyTypesHandler } from './queries/get-company-types/get-company-types.handler';
import { GetCompanyTypesController } from './queries/get-company-types/get-company-types.http.controller';
import { GetConfigurationHandler } from './queries/get-configuration/get-configuration.handler';
import { GetConfigurationController } from './queries/get-configuration/get-configuration.http.controller';
import { GetShopitradeCompaniesHandler } from './queries/get-shopitrade-companies/get-shopitrade-companies.handler';
import { GetShopitradeCompaniesController } from './queries/get-shopitrade-companies/get-shopitrade-companies.http.controller';
import { GetNotificationTypesHandler } from './queries/get-notification-types/get-notification-types.handler';
import { GetNotificationTypesController } from './queries/get-notification-types/get-notification-types.http.controller';
import { GetNotificationsHandler } from './queries/get-notifications/get-notifications.handler';
import { GetNotificationsController } from './queries/get-notifications/get-notifications.http.controller';
import { GetImportsListHandler } from './queries/get-imports-list/get-imports-list.handler';
import { GetImportsListController } from './queries/get-imports-list/get-imports-list.http.controller';
import { GetImportStatusHandler } from './queries/get-import-status/get-import-status.handler';
import { GetImportStatusController } from './queries/get-import-status/get-import-status.http.controller';
import { GetErrorsSectionsHandler } from './queries/get-errors-sections/get-errors-sections.handler';
import { GetErrorsSectionsController } from './queries/get-errors-sections/get-errors-sections.http.controller';
import { GetImportErrorsHandler } from './queries/get-import-errors/get-import-errors.handler';
import { GetImportErrorsController } from './queries/get-import-errors/get-import-errors.http.controller';
import { GetImportHoldsHandler } from './queries/get-import-holds/get-import-holds.handler';
import { GetImportHoldsController } from './queries/get-import-holds/get-import-holds.http.controller';
import { GetWaitingHoldsHandler } from './queries/get-waiting-holds/get-waiting-holds.handler';
import { GetWaitingHoldsController } from './queries/get-waiting-holds/get-waiting-holds.http.controller';
import { ConfirmImportHoldsHandler } from './commands/confirm-import-holds/confirm-import-holds.handler';
import { ConfirmImportHoldsController } from './commands/confirm-import-holds/confirm-import-holds.http.controller';
import { GetWidgetScriptHandler } from './queries/get-widget-script/get-widget-script.handler';
import { GetWidgetScriptController } from './queries/get-widget-script/get-widget-script.http.controller';
import { GetWidgetInventoryHandler } from './queries/get-widget-inventory/get-widget-inventory.handler';
import { GetWidgetInventoryController } from './queries/get-widget-inventory/get-widget-inventory.http.controller';
import { GetSubscriptionHandler } from './queries/get-subscription/get-subscription.handler';
import { GetSubscriptionController } from './queries/get-subscription/get-subscription.http.controller';

/** Every dealer command and query: one folder per use case (message, handler, route). */
const CONTROLLERS = [
  CreateCompanyController, UpdateCompanyController, SaveCompanyEmailsController, SaveConfigurationController, ImportInventoryController,
  ChangeNotificationStatusController, SignContractController, ChoosePlanController, CancelPlanController, ApplySubscriptionWebhookController,
  GetLeadsController, GetLeadsDetailsController, GetLeadShopitradeCompaniesController, GetLeadDeliveriesController, GetLeadStatisticsController, GetCompaniesController,
  GetCompanyController, GetCompanyTypesController, GetConfigurationController, GetShopitradeCompaniesController, GetNotificationTypesController,
  GetNotificationsController, GetImportsListController, GetImportStatusController, GetErrorsSectionsController, GetImportErrorsController, GetImportHoldsController, GetWaitingHoldsController, ConfirmImportHoldsController,
  GetWidgetScriptController, GetWidgetInventoryController, GetSubscriptionController,
  // A company's users (issue #45).
  InviteCompanyUserController, RemoveCompanyUserController, SetCompanyManagerController, GetCompanyUsersController,
  // Working a lead (issue #45, ADR 0074).
  AssignLeadController, MoveLeadStageController, AddLeadNoteController, AddLeadTaskController, ResendLeadController, GetLeadCardController,
  // The live inbox and exports (issue #45, ADR 0079).
  WatchLeadsController, ExportLeadAdfController, ExportLeadsController,
];
const HANDLERS = [
  CreateCompanyHandler, UpdateCompanyHandler, SaveCompanyEmailsHandler, SaveConfigurationHandler, ImportInventoryHandler,
  ChangeNotificationStatusHandler, SignContractHandler, ChoosePlanHandler, CancelPlanHandler, ApplySubscriptionWebhookHandler, GetLeadsHandler,
  GetLeadsDetailsHandler, GetLeadShopitradeCompaniesHandler, GetLeadDeliveriesHandler, GetLeadStatisticsHandler, GetCompaniesHandler,
  GetCompanyHandler, GetCompanyTypesHandler, GetConfigurationHandler, GetShopitradeCompaniesHandler, GetNotificationTypesHandler,
  GetNotificationsHandler, GetImportsListHandler, GetImportStatusHandler, GetErrorsSectionsHandler, GetImportErrorsHandler, GetImportHoldsHandler, GetWaitingHoldsHandler, ConfirmImportHoldsHandler, GetWidgetScriptHandler,
  GetWidgetInventoryHandler, GetSubscriptionHandler,
  InviteCompanyUserHandler, RemoveCompanyUserHandler, SetCompanyManagerHandler, GetCompanyUsersHandler,
  AssignLeadHandler, MoveLeadStageHandler, AddLeadNoteHandler, AddLeadTaskHandler, ResendLeadHandler, GetLeadCardHandler,
  WatchLeadsHandler, ExportLeadAdfHandler, ExportLeadsHandler,
];

/**
 * The dealer context's routes (issue #14): companies, leads, their details, deliveries and the company dashboard's
 * statistics, inventory feed imports, and the company's embeddable inventory widget.
 */
@Module({
  // Identity: its user accounts (a company's users and their manager flag, issue #45). Identity asks dealer.public.ts
  // whether a company exists, so the two files load each other: the reference is resolved once both are loaded.
  imports: [CqrsModule, MailModule, PrivacyModule, CatalogModule, forwardRef(() => IdentityModule), PurchaseModule, TradeInModule, CreditModule],
  controllers: CONTROLLERS,
  providers: [CompanyScopes, CompanyStream, SubscriptionStream, LeadDeliveryTimer, InventoryImportTimer, InventoryImportPurgeTimer,
    LeadWorkStream, LeadTaskReminderTimer, LeadEscalationTimer, LeadUpdateTimer, LeadInbox, ...HANDLERS],
})
export class DealerModule implements OnModuleInit {
  constructor(
    @Inject(TIMERS) private readonly timers: TimerService,
    private readonly leadDelivery: LeadDeliveryTimer,
    private readonly inventoryImport: InventoryImportTimer,
    private readonly inventoryImportPurge: InventoryImportPurgeTimer,
    private readonly leadTaskReminder: LeadTaskReminderTimer,
    private readonly leadEscalation: LeadEscalationTimer,
    private readonly leadUpdate: LeadUpdateTimer,
  ) {}

  onModuleInit() {
    this.timers.register(this.leadDelivery);
    this.timers.register(this.inventoryImport);
    this.timers.register(this.inventoryImportPurge);
    this.timers.register(this.leadTaskReminder);
    this.timers.register(this.leadEscalation);
    this.timers.register(this.leadUpdate);
  }
}
