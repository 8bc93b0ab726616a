import { searchVehiclesRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { SearchVehiclesQuery } from './search-vehicles.query';

@Controller()
export class SearchVehiclesHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(searchVehiclesRoute, { allow: 'public' })
  searchVehicles(@Input() input: RouteInput<typeof searchVehiclesRoute>) {
    return this.queryBus.execute(new SearchVehiclesQuery(input));
  }
}
