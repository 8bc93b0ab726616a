import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CompanyScopes } from '../../adapters/company-scope';
import { adfLeadOf, leadsAdf } from '../../adapters/lead-adf';
import { GetLeadCardQuery } from '../get-lead-card/get-lead-card.query';
import { type LeadExport, vendorNames } from '../export-leads/lead-export';
import { ExportLeadAdfQuery } from './export-lead-adf.query';

/**
 * One lead as ADF/XML 1.0 (issue #45 item 7, ADR 0079): its contact card (which checks the caller may see it: 404
 * otherwise) as the full prospect. An erased buyer's lead has no prospect to give: 404 like an unknown lead.
 */
@QueryHandler(ExportLeadAdfQuery)
export class ExportLeadAdfHandler implements IQueryHandler<ExportLeadAdfQuery> {
  constructor(private readonly queries: QueryBus, private readonly scopes: CompanyScopes) {}

  async execute({ leadId, ctx }: ExportLeadAdfQuery): Promise<LeadExport> {
    const card = await this.queries.execute(new GetLeadCardQuery(leadId, ctx));
    const vendor = await vendorNames(this.scopes);
    const prospect = adfLeadOf(card, await vendor(card.companyId));
    return {
      file: {
        body: leadsAdf(prospect ? [prospect] : []), contentType: 'application/xml; charset=utf-8',
        headers: { 'content-disposition': `attachment; filename="lead-${leadId.replace(/[^\w-]/g, '')}.xml"`, 'cache-control': 'no-store' },
      },
      personsRead: prospect ? [card.customerUserId] : [],
    };
  }
}
