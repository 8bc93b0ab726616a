import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CompanyScopes } from '../../adapters/company-scope';
import { CompanyStream } from '../../streams/company-stream';
import { SaveCompanyEmailsCommand } from './save-company-emails.command';

/**
 * The addresses a company's leads go to and their routes, edited from `expectedVersion` (409 otherwise), by staff or a
 * manager of the company (issue #45).
 */
@CommandHandler(SaveCompanyEmailsCommand)
export class SaveCompanyEmailsHandler implements ICommandHandler<SaveCompanyEmailsCommand> {
  constructor(private readonly companies: CompanyStream, private readonly scopes: CompanyScopes) {}

  async execute({ companyId, expectedVersion, emails, routes, ctx }: SaveCompanyEmailsCommand) {
    await this.scopes.manager(ctx, companyId);
    return this.companies.execute(
      { type: 'SaveCompanyEmails', data: { companyId, emails, ...(routes ? { routes } : {}), now: ctx.now.toISOString() } }, expectedVersion, ctx,
    );
  }
}
