import { PRICE_GUIDE_STAFF } from '@marketplace/domain';
import { getApiConfigsRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { GetApiConfigsQuery } from './get-api-configs.query';

@Controller()
export class GetApiConfigsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(getApiConfigsRoute, { allow: PRICE_GUIDE_STAFF })
  getApiConfigs(@Input() input: RouteInput<typeof getApiConfigsRoute>) {
    return this.queryBus.execute(new GetApiConfigsQuery(input));
  }
}
