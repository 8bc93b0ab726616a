import { CreateCompanyHandler } from './create-company/create-company.handler';
import { CreateCompanyController } from './create-company/create-company.http.controller';
import { SaveCompanyEmailsHandler } from './save-company-emails/save-company-emails.handler';
import { SaveCompanyEmailsController } from './save-company-emails/save-company-emails.http.controller';
import { UpdateCompanyHandler } from './update-company/update-company.handler';
import { UpdateCompanyController } from './update-company/update-company.http.controller';

/** Every dealer command: one folder per use case (command, handler, route binding). */
export const COMMAND_HANDLERS = [CreateCompanyHandler, UpdateCompanyHandler, SaveCompanyEmailsHandler];
export const COMMAND_CONTROLLERS = [CreateCompanyController, UpdateCompanyController, SaveCompanyEmailsController];
