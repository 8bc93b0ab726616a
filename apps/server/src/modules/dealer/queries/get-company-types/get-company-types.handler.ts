import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { COMPANY_TYPES } from '@marketplace/domain';
import { GetCompanyTypesQuery } from './get-company-types.query';

@QueryHandler(GetCompanyTypesQuery)
export class GetCompanyTypesHandler implements IQueryHandler<GetCompanyTypesQuery> {
  execute() {
    return Promise.resolve({ items: COMPANY_TYPES.map((t) => ({ id: t.id, key: t.key })) });
  }
}
