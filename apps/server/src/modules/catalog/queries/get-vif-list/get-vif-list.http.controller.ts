import { CATALOG_STAFF } from '@marketplace/domain';
import { imagesGetVifListRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { GetVifListQuery } from './get-vif-list.query';

@Controller()
export class GetVifListHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(imagesGetVifListRoute, { allow: CATALOG_STAFF })
  getVifList(@Input() input: RouteInput<typeof imagesGetVifListRoute>) {
    return this.queryBus.execute(new GetVifListQuery(input));
  }
}
