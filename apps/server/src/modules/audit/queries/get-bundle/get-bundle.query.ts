import { Query } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../platform/http/request-context';
import type { BundleLanguage } from './dispute-bundle';

/** `lang`: the timeline PDF's; undefined is the buyer's. */
export class GetBundleQuery extends Query<{ zip: Buffer; customersShown: string[] }> {
  constructor(readonly subjectId: string, readonly lang: BundleLanguage | undefined, readonly ctx: RequestContext) {
    super();
  }
}
