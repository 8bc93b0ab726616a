import { vehicleFacetsRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { GetVehicleFacetsQuery } from './get-vehicle-facets.query';

@Controller()
export class GetVehicleFacetsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(vehicleFacetsRoute, { allow: 'public' })
  getVehicleFacets(@Input() input: RouteInput<typeof vehicleFacetsRoute>) {
    return this.queryBus.execute(new GetVehicleFacetsQuery(input));
  }
}
