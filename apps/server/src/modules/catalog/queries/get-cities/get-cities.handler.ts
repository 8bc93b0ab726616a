import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CITIES, PROVINCE_LIST } from '../../adapters/reference/reference-data';
import { GetCitiesQuery } from './get-cities.query';

@QueryHandler(GetCitiesQuery)
export class GetCitiesHandler implements IQueryHandler<GetCitiesQuery> {
  async execute(query: GetCitiesQuery) {
    const { input } = query;
    const code = input.query.province ?? PROVINCE_LIST.find((p) => p.id === input.query.provinceId)?.code;
    const all = input.query.province === undefined && input.query.provinceId === undefined;
    return { items: CITIES.filter((c) => all || c.province === code).map((c) => ({ ...c })) };
  }
}
