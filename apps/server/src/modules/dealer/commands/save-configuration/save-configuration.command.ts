import { Command } from '@nestjs/cqrs';
import type { ConfigurationSection } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';
import type { CompanySaved } from '../create-company/create-company.command';

export class SaveConfigurationCommand extends Command<CompanySaved> {
  constructor(
    readonly companyId: number, readonly section: ConfigurationSection, readonly expectedVersion: number, readonly settings: Record<string, unknown>,
    readonly ctx: RequestContext,
  ) {
    super();
  }
}
