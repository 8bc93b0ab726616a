import { ChangeNotificationStatusHandler } from './change-notification-status/change-notification-status.handler';
import { ChangeNotificationStatusController } from './change-notification-status/change-notification-status.http.controller';
import { CreateCompanyHandler } from './create-company/create-company.handler';
import { CreateCompanyController } from './create-company/create-company.http.controller';
import { ImportInventoryHandler } from './import-inventory/import-inventory.handler';
import { ImportInventoryController } from './import-inventory/import-inventory.http.controller';
import { SaveConfigurationHandler } from './save-configuration/save-configuration.handler';
import { SaveConfigurationController } from './save-configuration/save-configuration.http.controller';
import { SaveCompanyEmailsHandler } from './save-company-emails/save-company-emails.handler';
import { SaveCompanyEmailsController } from './save-company-emails/save-company-emails.http.controller';
import {
  ApplySubscriptionWebhookHandler, CancelPlanHandler, ChoosePlanHandler, SignContractHandler,
} from './subscription/subscription.commands';
import { SubscriptionController } from './subscription/subscription.http.controller';
import { UpdateCompanyHandler } from './update-company/update-company.handler';
import { UpdateCompanyController } from './update-company/update-company.http.controller';

/** Every dealer command: one folder per use case (command, handler, route binding). */
export const COMMAND_HANDLERS = [
  CreateCompanyHandler, UpdateCompanyHandler, SaveCompanyEmailsHandler, SaveConfigurationHandler,
  ImportInventoryHandler, ChangeNotificationStatusHandler, SignContractHandler, ChoosePlanHandler, CancelPlanHandler,
  ApplySubscriptionWebhookHandler,
];
export const COMMAND_CONTROLLERS = [
  CreateCompanyController, UpdateCompanyController, SaveCompanyEmailsController, SaveConfigurationController,
  ImportInventoryController, ChangeNotificationStatusController, SubscriptionController,
];
