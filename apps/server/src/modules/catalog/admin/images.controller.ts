import { Controller, Res } from '@nestjs/common';
import {
  imagesCancelDownloadRoute, imagesDownloadAllRoute, imagesDownloadImagesRoute, imagesDownloadStatusRoute, imagesDownloadVifListRoute,
  imagesFixFolderStatusRoute, imagesGetFolderStatusRoute, imagesGetGalleriesRoute, imagesGetMakesRoute, imagesGetMappingRoute,
  imagesGetModelsRoute, imagesGetTrimsRoute, imagesGetVifListRoute, imagesGetYearsRoute, imagesSaveImagesIdRoute,
  imagesSaveMainImageModelRoute, imagesSaveMainImageTrimRoute, type RouteInput,
} from '@marketplace/contracts';
import type { FastifyReply } from 'fastify';
import { Endpoint, Input } from '../../../platform/http/endpoint';
import { CATALOG_STAFF } from '../catalog.access';
import { ImagesService } from './images.service';

const staff = { allow: CATALOG_STAFF };

/** Vehicle images (spec §7 "Images"), under /api/admin/images/<spec name>: types 6, 7, 20. */
@Controller()
export class ImagesController {
  constructor(private readonly images: ImagesService) {}

  @Endpoint(imagesGetYearsRoute, staff)
  years() {
    return this.images.years();
  }

  @Endpoint(imagesGetMakesRoute, staff)
  makes(@Input() i: RouteInput<typeof imagesGetMakesRoute>) {
    return this.images.makes(i.query.year);
  }

  @Endpoint(imagesGetModelsRoute, staff)
  models(@Input() i: RouteInput<typeof imagesGetModelsRoute>) {
    return this.images.models(i.query.year, i.query.makeId);
  }

  @Endpoint(imagesGetTrimsRoute, staff)
  trims(@Input() i: RouteInput<typeof imagesGetTrimsRoute>) {
    return this.images.trims(i.query.year, i.query.modelId);
  }

  @Endpoint(imagesGetMappingRoute, staff)
  mapping(@Input() i: RouteInput<typeof imagesGetMappingRoute>) {
    return this.images.mapping(i.query.modelId);
  }

  @Endpoint(imagesSaveMainImageTrimRoute, staff)
  saveTrimImage(@Input() i: RouteInput<typeof imagesSaveMainImageTrimRoute>) {
    return this.images.saveMainImage('trim', i.body.trimId, i.body.source, i.body.imageUrl);
  }

  @Endpoint(imagesSaveMainImageModelRoute, staff)
  saveModelImage(@Input() i: RouteInput<typeof imagesSaveMainImageModelRoute>) {
    return this.images.saveMainImage('model', i.body.modelId, i.body.source, i.body.imageUrl);
  }

  @Endpoint(imagesGetVifListRoute, staff)
  vifList(@Input() i: RouteInput<typeof imagesGetVifListRoute>) {
    return this.images.vifList(i.query);
  }

  @Endpoint(imagesDownloadVifListRoute, staff)
  async vifListCsv(@Input() i: RouteInput<typeof imagesDownloadVifListRoute>, @Res() reply: FastifyReply) {
    const csv = await this.images.vifListCsv(i.query);
    void reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="viflist.csv"').send(csv);
  }

  @Endpoint(imagesDownloadImagesRoute, staff)
  download(@Input() i: RouteInput<typeof imagesDownloadImagesRoute>) {
    return this.images.download(i.body.vifId);
  }

  @Endpoint(imagesDownloadAllRoute, staff)
  downloadAll(@Input() i: RouteInput<typeof imagesDownloadAllRoute>) {
    return this.images.downloadAll(i.body);
  }

  @Endpoint(imagesCancelDownloadRoute, staff)
  cancel(@Input() i: RouteInput<typeof imagesCancelDownloadRoute>) {
    return this.images.cancel(i.body.vifId);
  }

  @Endpoint(imagesDownloadStatusRoute, staff)
  status(@Input() i: RouteInput<typeof imagesDownloadStatusRoute>) {
    return this.images.downloadStatus(i.query.vifId);
  }

  @Endpoint(imagesGetFolderStatusRoute, staff)
  folder(@Input() i: RouteInput<typeof imagesGetFolderStatusRoute>) {
    return this.images.folderStatus(i.query.vifId);
  }

  @Endpoint(imagesFixFolderStatusRoute, staff)
  fixFolder(@Input() i: RouteInput<typeof imagesFixFolderStatusRoute>) {
    return this.images.fixFolder(i.body.vifId);
  }

  @Endpoint(imagesGetGalleriesRoute, staff)
  galleries(@Input() i: RouteInput<typeof imagesGetGalleriesRoute>) {
    return this.images.galleries(i.query);
  }

  @Endpoint(imagesSaveImagesIdRoute, staff)
  saveImagesId(@Input() i: RouteInput<typeof imagesSaveImagesIdRoute>) {
    return this.images.saveImagesId(i.body.trimId, i.body.vifId);
  }
}
