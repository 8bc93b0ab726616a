import { Query } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../platform/http/request-context';
import type { BundleLanguage } from './dispute-bundle';

export class GetBundleQuery extends Query<Buffer> {
  constructor(readonly subjectId: string, readonly lang: BundleLanguage, readonly ctx: RequestContext) {
    super();
  }
}
