import { Command } from '@nestjs/cqrs';
import type { LeadRoute } from '@marketplace/domain';
import type { RequestContext } from '../../../../platform/http/request-context';
import type { CompanySaved } from '../create-company/create-company.command';

export class SaveCompanyEmailsCommand extends Command<CompanySaved> {
  constructor(
    readonly companyId: number, readonly expectedVersion: number, readonly emails: readonly string[],
    readonly routes: readonly LeadRoute[] | undefined, readonly ctx: RequestContext,
  ) {
    super();
  }
}
