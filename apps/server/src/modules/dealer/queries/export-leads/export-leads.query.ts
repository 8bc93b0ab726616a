import { Query } from '@nestjs/cqrs';
import type { exportLeadsRoute, RouteInput } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';
import type { LeadExport } from './lead-export';

export class ExportLeadsQuery extends Query<LeadExport> {
  constructor(readonly filters: RouteInput<typeof exportLeadsRoute>['query'], readonly ctx: RequestContext) {
    super();
  }
}
