import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CANADA_ID, PROVINCE_LIST } from '../../adapters/reference/reference-data';
import { GetProvincesQuery } from './get-provinces.query';

@QueryHandler(GetProvincesQuery)
export class GetProvincesHandler implements IQueryHandler<GetProvincesQuery> {
  async execute(query: GetProvincesQuery) {
    const { input } = query;
    return { items: input.query.countryId === CANADA_ID ? PROVINCE_LIST.map((p) => ({ ...p, countryId: CANADA_ID })) : [] };
  }
}
