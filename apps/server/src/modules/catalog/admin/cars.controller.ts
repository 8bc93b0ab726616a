import { Controller } from '@nestjs/common';
import {
  carsActivateModelRoute, carsActivateTrimRoute, carsCreateModelRoute, carsCreateSubModelsRoute, carsDeleteSubModelsRoute,
  carsGetChromeDataModelsRoute, carsGetTrimEquipmentRoute, carsSavePromotionImageRoute, carsSavePromotionNoteRoute,
  carsSaveTrimEquipmentRoute, type RouteInput,
} from '@marketplace/contracts';
import { Endpoint, Input } from '../../../platform/http/endpoint';
import { CATALOG_STAFF } from '../catalog.access';
import { CarsService } from './cars.service';

const staff = { allow: CATALOG_STAFF };

/** Cars administration (spec §7 "Cars"), under /api/admin/cars/<spec name>: types 6, 7, 20. */
@Controller()
export class CarsController {
  constructor(private readonly cars: CarsService) {}

  @Endpoint(carsActivateModelRoute, staff)
  activateModel(@Input() i: RouteInput<typeof carsActivateModelRoute>) {
    return this.cars.activateModel(i.body.modelId, i.body.active);
  }

  @Endpoint(carsActivateTrimRoute, staff)
  activateTrim(@Input() i: RouteInput<typeof carsActivateTrimRoute>) {
    return this.cars.activateTrim(i.body.trimId, i.body.active);
  }

  @Endpoint(carsCreateModelRoute, staff)
  createModel(@Input() i: RouteInput<typeof carsCreateModelRoute>) {
    return this.cars.createModel(i.body.modelId, i.body.modelName);
  }

  @Endpoint(carsCreateSubModelsRoute, staff)
  createSubModels(@Input() i: RouteInput<typeof carsCreateSubModelsRoute>) {
    return this.cars.createSubModels(i.query.mainModelId, i.body.SubModelsId);
  }

  @Endpoint(carsDeleteSubModelsRoute, staff)
  deleteSubModels(@Input() i: RouteInput<typeof carsDeleteSubModelsRoute>) {
    return this.cars.deleteSubModels(i.body.modelId);
  }

  @Endpoint(carsSavePromotionImageRoute, staff)
  promotionImage(@Input() i: RouteInput<typeof carsSavePromotionImageRoute>) {
    return this.cars.savePromotionImage(i.body.modelId, i.body.url);
  }

  @Endpoint(carsSavePromotionNoteRoute, staff)
  promotionNote(@Input() i: RouteInput<typeof carsSavePromotionNoteRoute>) {
    return this.cars.savePromotionNote(i.body.modelId, i.body.note, i.body.languageId);
  }

  @Endpoint(carsGetTrimEquipmentRoute, staff)
  trimEquipment(@Input() i: RouteInput<typeof carsGetTrimEquipmentRoute>) {
    return this.cars.trimEquipment(i.query.trimId);
  }

  @Endpoint(carsSaveTrimEquipmentRoute, staff)
  saveTrimEquipment(@Input() i: RouteInput<typeof carsSaveTrimEquipmentRoute>) {
    return this.cars.saveTrimEquipment(i.body.trimId, i.body.equipmentIds);
  }

  @Endpoint(carsGetChromeDataModelsRoute, staff)
  chromeDataModels(@Input() i: RouteInput<typeof carsGetChromeDataModelsRoute>) {
    return this.cars.chromeDataModels(i.query.makeId, i.query.year);
  }
}
