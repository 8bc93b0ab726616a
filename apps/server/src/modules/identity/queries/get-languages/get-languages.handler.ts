import { LANGUAGES } from '@marketplace/domain';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { GetLanguagesQuery } from './get-languages.query';

@QueryHandler(GetLanguagesQuery)
export class GetLanguagesHandler implements IQueryHandler<GetLanguagesQuery> {
  async execute(_query: GetLanguagesQuery) {
    return LANGUAGES.map((l) => ({ ID: l.id, Key: l.key, Name: l.name }));
  }
}
