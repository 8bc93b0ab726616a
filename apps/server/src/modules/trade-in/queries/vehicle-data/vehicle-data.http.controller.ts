import {
  tradeInColorsRoute, tradeInDriveTrainsRoute, tradeInEnginesRoute, tradeInEquipmentsRoute, tradeInMakeModelRoute, tradeInMakesRoute,
  tradeInModelsRoute, tradeInSeriesRoute, tradeInStylesRoute, tradeInTransmissionTypesRoute, tradeInVinDecodeRoute, tradeInYearsRoute,
  type RouteInput,
} from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { GetVehicleDataQuery, type VehicleDataList } from './vehicle-data.query';

/** The wizard's vehicle data (spec §7, under /api/tradein/): public, like the catalog's own lists. */
@Controller()
export class VehicleDataHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  private ask(request: VehicleDataList) {
    return this.queryBus.execute(new GetVehicleDataQuery(request));
  }

  @Endpoint(tradeInYearsRoute, { allow: 'public' })
  years(@Ctx() ctx: RequestContext) {
    return this.ask({ list: 'years', asOfYear: ctx.now.getUTCFullYear() });
  }

  @Endpoint(tradeInMakesRoute, { allow: 'public' })
  makes(@Input() i: RouteInput<typeof tradeInMakesRoute>) {
    return this.ask({ list: 'makes', year: i.query.year });
  }

  @Endpoint(tradeInModelsRoute, { allow: 'public' })
  models(@Input() i: RouteInput<typeof tradeInModelsRoute>) {
    return this.ask({ list: 'models', makeId: i.query.makeId, year: i.query.year });
  }

  @Endpoint(tradeInMakeModelRoute, { allow: 'public' })
  makeModel(@Input() i: RouteInput<typeof tradeInMakeModelRoute>) {
    return this.ask({ list: 'make-model', year: i.query.year });
  }

  @Endpoint(tradeInColorsRoute, { allow: 'public' })
  colors() {
    return this.ask({ list: 'colors' });
  }

  @Endpoint(tradeInSeriesRoute, { allow: 'public' })
  series(@Input() i: RouteInput<typeof tradeInSeriesRoute>) {
    return this.ask({ list: 'trims', modelId: i.query.modelId, year: i.query.year });
  }

  @Endpoint(tradeInStylesRoute, { allow: 'public' })
  styles(@Input() i: RouteInput<typeof tradeInStylesRoute>) {
    return this.ask({ list: 'trims', modelId: i.query.modelId, year: i.query.year });
  }

  @Endpoint(tradeInTransmissionTypesRoute, { allow: 'public' })
  transmissions(@Input() i: RouteInput<typeof tradeInTransmissionTypesRoute>) {
    return this.ask({ list: 'transmission', ...i.query });
  }

  @Endpoint(tradeInEnginesRoute, { allow: 'public' })
  engines(@Input() i: RouteInput<typeof tradeInEnginesRoute>) {
    return this.ask({ list: 'engine', ...i.query });
  }

  @Endpoint(tradeInDriveTrainsRoute, { allow: 'public' })
  driveTrains(@Input() i: RouteInput<typeof tradeInDriveTrainsRoute>) {
    return this.ask({ list: 'drivetrain', ...i.query });
  }

  @Endpoint(tradeInEquipmentsRoute, { allow: 'public' })
  equipment(@Input() i: RouteInput<typeof tradeInEquipmentsRoute>) {
    return this.ask({ list: 'equipment', trimId: i.query.vehicleId });
  }

  @Endpoint(tradeInVinDecodeRoute, { allow: 'public' })
  vinDecode(@Input() i: RouteInput<typeof tradeInVinDecodeRoute>, @Ctx() ctx: RequestContext) {
    return this.ask({ list: 'vin', vin: i.query.vin, asOfYear: ctx.now.getUTCFullYear() });
  }
}
