import { CATALOG_STAFF } from '@marketplace/domain';
import { adminListVehiclesRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { ListVehiclesQuery } from './list-vehicles.query';

@Controller()
export class ListVehiclesHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(adminListVehiclesRoute, { allow: CATALOG_STAFF })
  listVehicles(@Input() input: RouteInput<typeof adminListVehiclesRoute>) {
    return this.queryBus.execute(new ListVehiclesQuery(input));
  }
}
