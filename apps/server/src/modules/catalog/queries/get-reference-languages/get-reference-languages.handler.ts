import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { LANGUAGES } from '../../adapters/reference/reference-data';
import { GetReferenceLanguagesQuery } from './get-reference-languages.query';

@QueryHandler(GetReferenceLanguagesQuery)
export class GetReferenceLanguagesHandler implements IQueryHandler<GetReferenceLanguagesQuery> {
  async execute(_query: GetReferenceLanguagesQuery) {
    return { items: LANGUAGES.map((l) => ({ ...l })) };
  }
}
