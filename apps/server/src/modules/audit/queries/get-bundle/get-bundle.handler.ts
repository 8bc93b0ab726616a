import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DisputeBundles } from './dispute-bundle';
import { GetBundleQuery } from './get-bundle.query';

@QueryHandler(GetBundleQuery)
export class GetBundleHandler implements IQueryHandler<GetBundleQuery> {
  constructor(private readonly bundles: DisputeBundles) {}

  async execute({ subjectId, lang, ctx }: GetBundleQuery) {
    return (await this.bundles.build(subjectId, { lang, generatedBy: ctx.principal?.userId ?? null, now: ctx.now })).zip;
  }
}
