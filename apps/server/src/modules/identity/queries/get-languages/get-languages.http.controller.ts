import { getLanguagesRoute } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Endpoint } from '../../../../platform/http/endpoint';
import { GetLanguagesQuery } from './get-languages.query';

@Controller()
export class GetLanguagesHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(getLanguagesRoute, { allow: 'public' })
  getLanguages() {
    return this.queryBus.execute(new GetLanguagesQuery());
  }
}
