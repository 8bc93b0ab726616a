import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CompanyStream } from '../../streams/company-stream';
import { UpdateCompanyCommand } from './update-company.command';

/** An edit made from `expectedVersion`: another edit in between is a 409. */
@CommandHandler(UpdateCompanyCommand)
export class UpdateCompanyHandler implements ICommandHandler<UpdateCompanyCommand> {
  constructor(private readonly companies: CompanyStream) {}

  execute({ companyId, expectedVersion, profile, ctx }: UpdateCompanyCommand) {
    return this.companies.execute({ type: 'UpdateCompany', data: { ...profile, companyId, now: ctx.now.toISOString() } }, expectedVersion, ctx);
  }
}
