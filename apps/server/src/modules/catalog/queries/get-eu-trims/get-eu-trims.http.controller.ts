import { CATALOG_STAFF } from '@marketplace/domain';
import { vehicleDataEuTrimsRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { GetEuTrimsQuery } from './get-eu-trims.query';

@Controller()
export class GetEuTrimsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(vehicleDataEuTrimsRoute, { allow: CATALOG_STAFF })
  getEuTrims(@Input() input: RouteInput<typeof vehicleDataEuTrimsRoute>) {
    return this.queryBus.execute(new GetEuTrimsQuery(input));
  }
}
