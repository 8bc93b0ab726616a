import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError } from '@marketplace/domain';
import { InventoryQueries } from '../../inventory/inventory.queries';
import { sendSvg } from '../../photos/send-svg';
import { vehiclePhotoSvg } from '../../photos/svg-photo';
import { GetVehiclePhotoQuery } from './get-vehicle-photo.query';

@QueryHandler(GetVehiclePhotoQuery)
export class GetVehiclePhotoHandler implements IQueryHandler<GetVehiclePhotoQuery> {
  constructor(
    private readonly inventory: InventoryQueries,
  ) {}

  async execute(query: GetVehiclePhotoQuery) {
    const { input } = query;
    const n = Number(input.params.file.split('.')[0]);
    const row = await this.inventory.row(input.params.vehicleId);
    if (!row) throw new DomainError('catalog.photo_not_found', 'not_found', 'No such photo', 'params.vehicleId');
    sendSvg(query.http.reply, vehiclePhotoSvg({
      key: row.id,
      bodyType: row.bodyType,
      exteriorHex: row.detail.exteriorColour.hex,
      interiorHex: row.detail.interiorColour.hex,
      caption: `${row.year} ${row.make} ${row.model} ${row.trim}`,
    }, n, Math.max(row.photoCount, n)));
  }
}
