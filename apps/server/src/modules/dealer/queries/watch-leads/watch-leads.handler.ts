import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { type CompanyScope, CompanyScopes } from '../../adapters/company-scope';
import { WatchLeadsQuery } from './watch-leads.query';

/** The live inbox's access rule: the lead list's (a dealer: their own company; staff: the company asked, or all). */
@QueryHandler(WatchLeadsQuery)
export class WatchLeadsHandler implements IQueryHandler<WatchLeadsQuery> {
  constructor(private readonly scopes: CompanyScopes) {}

  async execute({ companyId, ctx }: WatchLeadsQuery): Promise<CompanyScope> {
    return this.scopes.of(ctx, companyId);
  }
}
