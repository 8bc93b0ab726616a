import { CATALOG_STAFF } from '@marketplace/domain';
import { imagesGetMakesRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { GetImageMakesQuery } from './get-image-makes.query';

@Controller()
export class GetImageMakesHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(imagesGetMakesRoute, { allow: CATALOG_STAFF })
  getImageMakes(@Input() input: RouteInput<typeof imagesGetMakesRoute>) {
    return this.queryBus.execute(new GetImageMakesQuery(input));
  }
}
