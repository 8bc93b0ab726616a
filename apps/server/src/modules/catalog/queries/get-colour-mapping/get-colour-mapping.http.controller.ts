import { CATALOG_STAFF } from '@marketplace/domain';
import { colorsGetMappingRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { GetColourMappingQuery } from './get-colour-mapping.query';

@Controller()
export class GetColourMappingHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(colorsGetMappingRoute, { allow: CATALOG_STAFF })
  getColourMapping(@Input() input: RouteInput<typeof colorsGetMappingRoute>) {
    return this.queryBus.execute(new GetColourMappingQuery(input));
  }
}
