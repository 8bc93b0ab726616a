import { geocodeRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { GeocodePostalCodeQuery } from './geocode-postal-code.query';

@Controller()
export class GeocodePostalCodeHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(geocodeRoute, { allow: 'public' })
  geocodePostalCode(@Input() input: RouteInput<typeof geocodeRoute>) {
    return this.queryBus.execute(new GeocodePostalCodeQuery(input));
  }
}
