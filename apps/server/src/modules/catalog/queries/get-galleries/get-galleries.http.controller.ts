import { CATALOG_STAFF } from '@marketplace/domain';
import { imagesGetGalleriesRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { GetGalleriesQuery } from './get-galleries.query';

@Controller()
export class GetGalleriesHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(imagesGetGalleriesRoute, { allow: CATALOG_STAFF })
  getGalleries(@Input() input: RouteInput<typeof imagesGetGalleriesRoute>) {
    return this.queryBus.execute(new GetGalleriesQuery(input));
  }
}
