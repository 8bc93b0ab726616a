import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError } from '@marketplace/domain';
import { InventoryQueries } from '../search-vehicles/listing-reads';
import { parsePhotoFile, PhotoVariants } from '../../adapters/photo-variants';
import { svgPhotoFile, webpPhotoFile } from '../../adapters/photo-file';
import { vehiclePhotoSvg } from '../../adapters/svg-photo';
import type { FileAnswer } from '../../../../platform/http/send-file';
import { GetVehiclePhotoQuery } from './get-vehicle-photo.query';

@QueryHandler(GetVehiclePhotoQuery)
export class GetVehiclePhotoHandler implements IQueryHandler<GetVehiclePhotoQuery> {
  constructor(
    private readonly inventory: InventoryQueries,
    private readonly variants: PhotoVariants,
  ) {}

  async execute(query: GetVehiclePhotoQuery): Promise<FileAnswer> {
    const { input } = query;
    const { n, width } = parsePhotoFile(input.params.file);
    const row = await this.inventory.row(input.params.vehicleId);
    if (!row) throw new DomainError('catalog.photo_not_found', 'not_found', 'No such photo', 'params.vehicleId');
    const svg = () => vehiclePhotoSvg({
      key: row.id,
      bodyType: row.bodyType,
      exteriorHex: row.detail.exteriorColour.hex,
      interiorHex: row.detail.interiorColour.hex,
      caption: `${row.year} ${row.make} ${row.model} ${row.trim}`,
    }, n, Math.max(row.photoCount, n));
    if (width === null) return svgPhotoFile(svg());
    // The drawing depends on the listing's colours and names, which an edit can change: they are part of the key.
    const key = `${row.id}/${n}/${row.bodyType}/${row.detail.exteriorColour.hex}/${row.detail.interiorColour.hex}/${row.year} ${row.make} ${row.model} ${row.trim}/${row.photoCount}`;
    return webpPhotoFile(await this.variants.webp(key, width, svg));
  }
}
