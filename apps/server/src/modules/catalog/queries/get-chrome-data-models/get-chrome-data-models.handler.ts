import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CarsService } from '../../admin/cars.service';
import { GetChromeDataModelsQuery } from './get-chrome-data-models.query';

@QueryHandler(GetChromeDataModelsQuery)
export class GetChromeDataModelsHandler implements IQueryHandler<GetChromeDataModelsQuery> {
  constructor(private readonly cars: CarsService) {}

  async execute(query: GetChromeDataModelsQuery) {
    return this.cars.chromeDataModels(query.input.query.makeId, query.input.query.year);
  }
}
