import { CATALOG_STAFF } from '@marketplace/domain';
import { colorsAllRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { GetColoursQuery } from './get-colours.query';

@Controller()
export class GetColoursHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(colorsAllRoute, { allow: CATALOG_STAFF })
  getColours(@Input() input: RouteInput<typeof colorsAllRoute>) {
    return this.queryBus.execute(new GetColoursQuery(input));
  }
}
