import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import type { TimerService } from '../../platform/timers/timer-service';
import { TIMERS } from '../../platform/tokens';
import { CatalogModule } from '../catalog/catalog.public';
import { TradeInModule } from '../trade-in/trade-in.public';
import { AddPurchasedVehicleHandler } from './commands/add-purchased-vehicle/add-purchased-vehicle.handler';
import { CreateCustomerVehicleHandler } from './commands/create-customer-vehicle/create-customer-vehicle.handler';
import { CreateCustomerVehicleHttpController } from './commands/create-customer-vehicle/create-customer-vehicle.http.controller';
import { EditCustomerVehicleHandler } from './commands/edit-customer-vehicle/edit-customer-vehicle.handler';
import { EditCustomerVehicleHttpController } from './commands/edit-customer-vehicle/edit-customer-vehicle.http.controller';
import { RemoveCustomerVehicleHandler } from './commands/remove-customer-vehicle/remove-customer-vehicle.handler';
import { RemoveCustomerVehicleHttpController } from './commands/remove-customer-vehicle/remove-customer-vehicle.http.controller';
import { AddPurchasedVehicleTimer } from './process/add-purchased-vehicle/add-purchased-vehicle.timer';
import { GetCustomerVehicleDetailsHandler } from './queries/get-customer-vehicle-details/get-customer-vehicle-details.handler';
import { GetCustomerVehicleDetailsHttpController } from './queries/get-customer-vehicle-details/get-customer-vehicle-details.http.controller';
import { GetCustomerVehicleValueHandler } from './queries/get-customer-vehicle-value/get-customer-vehicle-value.handler';
import { GetCustomerVehicleValueHttpController } from './queries/get-customer-vehicle-value/get-customer-vehicle-value.http.controller';
import { GetCustomerVehiclesHandler } from './queries/get-customer-vehicles/get-customer-vehicles.handler';
import { GetCustomerVehiclesHttpController } from './queries/get-customer-vehicles/get-customer-vehicles.http.controller';
import { GarageVehicles } from './streams/garage-vehicles';

/** The garage context (issue #16 §1): the customer's own vehicles, their estimates, and the vehicles bought here. */
@Module({
  imports: [CatalogModule, TradeInModule],
  controllers: [
    CreateCustomerVehicleHttpController, EditCustomerVehicleHttpController, RemoveCustomerVehicleHttpController,
    GetCustomerVehiclesHttpController, GetCustomerVehicleDetailsHttpController, GetCustomerVehicleValueHttpController,
  ],
  providers: [
    GarageVehicles, CreateCustomerVehicleHandler, EditCustomerVehicleHandler, RemoveCustomerVehicleHandler, AddPurchasedVehicleHandler,
    GetCustomerVehiclesHandler, GetCustomerVehicleDetailsHandler, GetCustomerVehicleValueHandler, AddPurchasedVehicleTimer,
  ],
})
export class GarageModule implements OnModuleInit {
  constructor(
    @Inject(TIMERS) private readonly timers: TimerService,
    private readonly addPurchased: AddPurchasedVehicleTimer,
  ) {}

  onModuleInit() {
    this.timers.register(this.addPurchased);
  }
}
