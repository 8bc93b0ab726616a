import { Query } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../platform/http/request-context';
import type { LeadExport } from '../export-leads/lead-export';

export class ExportLeadAdfQuery extends Query<LeadExport> {
  constructor(readonly leadId: string, readonly ctx: RequestContext) {
    super();
  }
}
