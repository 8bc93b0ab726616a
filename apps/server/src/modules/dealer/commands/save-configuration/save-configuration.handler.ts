import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CompanyStream } from '../company-stream';
import { SaveConfigurationCommand } from './save-configuration.command';

/** One configuration section, saved from `expectedVersion` (409 when the company changed since). */
@CommandHandler(SaveConfigurationCommand)
export class SaveConfigurationHandler implements ICommandHandler<SaveConfigurationCommand> {
  constructor(private readonly companies: CompanyStream) {}

  execute({ companyId, section, expectedVersion, settings, ctx }: SaveConfigurationCommand) {
    return this.companies.execute({ type: 'SaveCompanyConfiguration', data: { companyId, section, settings, now: ctx.now.toISOString() } }, expectedVersion, ctx);
  }
}
