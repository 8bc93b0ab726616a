import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ConfigurationSection } from '@marketplace/contracts';
import { DealerErrors, type DomainError } from '@marketplace/domain';
import { CompanyScopes } from '../../adapters/company-scope';
import { CompanyStream } from '../../streams/company-stream';
import { SaveConfigurationCommand } from './save-configuration.command';

/**
 * The 409 of a section that a dealer and staff both edit says which settings changed (ADR 0034); the staff-only
 * sections keep the event store's code.
 */
const CONFLICTS: Partial<Record<ConfigurationSection, () => DomainError>> = { widget: DealerErrors.widgetSettingsConflict };

/** The sections a company's manager changes themselves (issue #45); staff change them for any company. */
const SELF_SERVICE: readonly ConfigurationSection[] = ['forms', 'promotions', 'directory'];

/**
 * One configuration section, saved from `expectedVersion` (409 when the company changed since). The route says who
 * may save which section; a dealer saves only their own company's (another's answers 404, like an unknown one).
 */
@CommandHandler(SaveConfigurationCommand)
export class SaveConfigurationHandler implements ICommandHandler<SaveConfigurationCommand> {
  constructor(private readonly companies: CompanyStream, private readonly scopes: CompanyScopes) {}

  async execute({ companyId, section, expectedVersion, settings, ctx }: SaveConfigurationCommand) {
    if (SELF_SERVICE.includes(section)) await this.scopes.manager(ctx, companyId);
    else await this.scopes.of(ctx, companyId);
    return this.companies.execute(
      { type: 'SaveCompanyConfiguration', data: { companyId, section, settings, now: ctx.now.toISOString() } }, expectedVersion, ctx, CONFLICTS[section],
    );
  }
}
