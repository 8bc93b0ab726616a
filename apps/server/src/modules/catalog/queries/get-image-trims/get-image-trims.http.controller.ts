import { CATALOG_STAFF } from '@marketplace/domain';
import { imagesGetTrimsRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { GetImageTrimsQuery } from './get-image-trims.query';

@Controller()
export class GetImageTrimsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(imagesGetTrimsRoute, { allow: CATALOG_STAFF })
  getImageTrims(@Input() input: RouteInput<typeof imagesGetTrimsRoute>) {
    return this.queryBus.execute(new GetImageTrimsQuery(input));
  }
}
