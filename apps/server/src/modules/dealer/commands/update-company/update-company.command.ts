import { Command } from '@nestjs/cqrs';
import type { CompanyProfile } from '@marketplace/domain';
import type { RequestContext } from '../../../../platform/http/request-context';
import type { CompanySaved } from '../create-company/create-company.command';

export class UpdateCompanyCommand extends Command<CompanySaved> {
  constructor(readonly companyId: number, readonly expectedVersion: number, readonly profile: CompanyProfile, readonly ctx: RequestContext) {
    super();
  }
}
