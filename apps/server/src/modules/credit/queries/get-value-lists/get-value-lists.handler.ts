import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { creditValueList } from './credit-value-lists';
import { GetCreditValueListQuery } from './get-value-lists.query';

/** Constant reference data: nothing to project or wait for. */
@QueryHandler(GetCreditValueListQuery)
export class GetCreditValueListHandler implements IQueryHandler<GetCreditValueListQuery> {
  async execute({ list }: GetCreditValueListQuery) {
    return creditValueList(list);
  }
}
