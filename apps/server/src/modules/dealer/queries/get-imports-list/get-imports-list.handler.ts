import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { CompanyScopes } from '../../adapters/company-scope';
import { importsIn } from './imports-in';
import { GetImportsListQuery } from './get-imports-list.query';

/** get-notifications-imports-list: every import with its progress, newest first. */
@QueryHandler(GetImportsListQuery)
export class GetImportsListHandler implements IQueryHandler<GetImportsListQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>, private readonly scopes: CompanyScopes) {}

  async execute({ filters, ctx }: GetImportsListQuery) {
    const { items, total } = await importsIn(this.db, this.scopes, ctx, filters);
    return { items, total };
  }
}
