import { Command } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../platform/http/request-context';
import type { CompanySaved } from '../create-company/create-company.command';

export class SaveCompanyEmailsCommand extends Command<CompanySaved> {
  constructor(readonly companyId: number, readonly expectedVersion: number, readonly emails: readonly string[], readonly ctx: RequestContext) {
    super();
  }
}
