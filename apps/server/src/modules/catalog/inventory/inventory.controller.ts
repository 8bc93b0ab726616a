import { Controller, Inject, Res } from '@nestjs/common';
import {
  geocodeRoute, getVehicleRoute, searchVehiclesRoute, stockPhotoRoute, vehicleFacetsRoute, vehiclePhotoRoute, type RouteInput,
} from '@marketplace/contracts';
import { DomainError } from '@marketplace/domain';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { GEOCODER, type Geocoder } from '../../../platform/geocoding/geocoding.port';
import { Endpoint, Input } from '../../../platform/http/endpoint';
import { DB } from '../../../platform/tokens';
import { vehiclePhotoSvg } from '../photos/svg-photo';
import { parseVifId } from '../ports/image-provider.port';
import { InventoryQueries } from './inventory.queries';

const photoNotFound = () => new DomainError('catalog.photo_not_found', 'not_found', 'No such photo', 'params.vehicleId');

function sendSvg(reply: FastifyReply, svg: string) {
  void reply.type('image/svg+xml; charset=utf-8').send(svg);
}

/** Public inventory: search, facets, detail, generated photos, postal-code geocoding. */
@Controller()
export class InventoryController {
  constructor(
    private readonly inventory: InventoryQueries,
    @Inject(DB) private readonly db: Kysely<any>,
    @Inject(GEOCODER) private readonly geocoder: Geocoder,
  ) {}

  @Endpoint(searchVehiclesRoute, { allow: 'public' })
  search(@Input() input: RouteInput<typeof searchVehiclesRoute>) {
    return this.inventory.search(input.query);
  }

  @Endpoint(vehicleFacetsRoute, { allow: 'public' })
  facets(@Input() input: RouteInput<typeof vehicleFacetsRoute>) {
    return this.inventory.facets(input.query);
  }

  @Endpoint(getVehicleRoute, { allow: 'public' })
  detail(@Input() input: RouteInput<typeof getVehicleRoute>) {
    return this.inventory.detail(input.params.id);
  }

  @Endpoint(vehiclePhotoRoute, { allow: 'public' })
  async photo(@Input() input: RouteInput<typeof vehiclePhotoRoute>, @Res() reply: FastifyReply) {
    const n = Number(input.params.file.split('.')[0]);
    const row = await this.inventory.row(input.params.vehicleId);
    if (!row) throw photoNotFound();
    sendSvg(reply, vehiclePhotoSvg({
      key: row.id,
      bodyType: row.bodyType,
      exteriorHex: row.detail.exteriorColour.hex,
      interiorHex: row.detail.interiorColour.hex,
      caption: `${row.year} ${row.make} ${row.model} ${row.trim}`,
    }, n, Math.max(row.photoCount, n)));
  }

  @Endpoint(stockPhotoRoute, { allow: 'public' })
  async stockPhoto(@Input() input: RouteInput<typeof stockPhotoRoute>, @Res() reply: FastifyReply) {
    const vif = parseVifId(input.params.vifId)!;
    const trim = await this.db.selectFrom('catalog.trims as t').innerJoin('catalog.models as m', 'm.id', 't.model_id')
      .innerJoin('catalog.makes as k', 'k.id', 'm.make_id')
      .select(['t.name as trim', 'm.name as model', 'k.name as make', 'm.body_type as bodyType'])
      .where('t.id', '=', vif.trimId).executeTakeFirst();
    if (!trim) throw new DomainError('catalog.photo_not_found', 'not_found', 'No such photo', 'params.vifId');
    const n = Number(input.params.file.split('.')[0]);
    sendSvg(reply, vehiclePhotoSvg({
      key: input.params.vifId, bodyType: trim.bodyType, exteriorHex: '#b8bcc2', interiorHex: '#2b2b2b',
      caption: `${vif.year} ${trim.make} ${trim.model} ${trim.trim}`,
    }, n, 12));
  }

  @Endpoint(geocodeRoute, { allow: 'public' })
  geocode(@Input() input: RouteInput<typeof geocodeRoute>) {
    return this.geocoder.geocode(input.query.postalCode);
  }
}
