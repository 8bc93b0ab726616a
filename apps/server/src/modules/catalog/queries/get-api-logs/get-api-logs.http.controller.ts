import { PRICE_GUIDE_STAFF } from '@marketplace/domain';
import { getApiLogsRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { GetApiLogsQuery } from './get-api-logs.query';

@Controller()
export class GetApiLogsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(getApiLogsRoute, { allow: PRICE_GUIDE_STAFF })
  getApiLogs(@Input() input: RouteInput<typeof getApiLogsRoute>) {
    return this.queryBus.execute(new GetApiLogsQuery(input));
  }
}
