import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CompanyStream } from '../../streams/company-stream';
import { SaveCompanyEmailsCommand } from './save-company-emails.command';

/** The addresses a company's leads go to, edited from `expectedVersion` (409 otherwise). */
@CommandHandler(SaveCompanyEmailsCommand)
export class SaveCompanyEmailsHandler implements ICommandHandler<SaveCompanyEmailsCommand> {
  constructor(private readonly companies: CompanyStream) {}

  execute({ companyId, expectedVersion, emails, ctx }: SaveCompanyEmailsCommand) {
    return this.companies.execute({ type: 'SaveCompanyEmails', data: { companyId, emails, now: ctx.now.toISOString() } }, expectedVersion, ctx);
  }
}
