import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { COUNTRIES } from '../../adapters/reference/reference-data';
import { GetCountriesQuery } from './get-countries.query';

@QueryHandler(GetCountriesQuery)
export class GetCountriesHandler implements IQueryHandler<GetCountriesQuery> {
  async execute(_query: GetCountriesQuery) {
    return { items: COUNTRIES.map((c) => ({ ...c })) };
  }
}
