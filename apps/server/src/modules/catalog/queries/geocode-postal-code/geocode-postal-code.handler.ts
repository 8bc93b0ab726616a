import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { GEOCODER, type Geocoder } from '../../../../platform/geocoding/geocoding.port';
import { GeocodePostalCodeQuery } from './geocode-postal-code.query';

@QueryHandler(GeocodePostalCodeQuery)
export class GeocodePostalCodeHandler implements IQueryHandler<GeocodePostalCodeQuery> {
  constructor(
    @Inject(GEOCODER) private readonly geocoder: Geocoder,
  ) {}

  async execute(query: GeocodePostalCodeQuery) {
    const { input } = query;
    return this.geocoder.geocode(input.query.postalCode);
  }
}
