import { Query } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../platform/http/request-context';
import type { CompanyScope } from '../../adapters/company-scope';

/** Who may watch which company's leads: answers the scope (a dealer: their own company; another: 404). */
export class WatchLeadsQuery extends Query<CompanyScope> {
  constructor(readonly companyId: number | undefined, readonly ctx: RequestContext) {
    super();
  }
}
