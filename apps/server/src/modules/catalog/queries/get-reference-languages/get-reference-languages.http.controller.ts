import { vehicleDataLanguagesRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { GetReferenceLanguagesQuery } from './get-reference-languages.query';

@Controller()
export class GetReferenceLanguagesHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(vehicleDataLanguagesRoute, { allow: 'public' })
  getReferenceLanguages(@Input() input: RouteInput<typeof vehicleDataLanguagesRoute>) {
    return this.queryBus.execute(new GetReferenceLanguagesQuery(input));
  }
}
