import { CATALOG_STAFF } from '@marketplace/domain';
import { imagesGetYearsRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { GetImageYearsQuery } from './get-image-years.query';

@Controller()
export class GetImageYearsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(imagesGetYearsRoute, { allow: CATALOG_STAFF })
  getImageYears(@Input() input: RouteInput<typeof imagesGetYearsRoute>) {
    return this.queryBus.execute(new GetImageYearsQuery(input));
  }
}
