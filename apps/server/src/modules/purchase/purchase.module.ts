import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../../platform/config/config';
import { FilesModule } from '../../platform/files/files.module';
import { PaymentsModule } from '../../platform/payments/payments.module';
import { PrivacyModule } from '../../platform/privacy/privacy.module';
import type { TimerService } from '../../platform/timers/timer-service';
import { CONFIG, TIMERS } from '../../platform/tokens';
import { CatalogModule } from '../catalog/catalog.public';
import { Deposits } from './application/deposits';
import { PersonalFields } from './application/personal-fields';
import { ReviewOrders } from './application/review-orders';
import { Settlement } from './application/settlement';
import { TransactionStore } from './application/transaction-store';
import { TransactionViews } from './application/transaction-views';
import { Transactions } from './application/transactions';
import { VehicleHolds } from './application/vehicle-holds';
import { CustomerPurchaseController } from './http/customer.controller';
import { FinancesController } from './http/finances.controller';
import { ReviewOrderController } from './http/review-order.controller';
import { VehicleTimerController } from './http/vehicle-timer.controller';
import { TransactionQueries } from './queries/transaction-queries';
import { PurchaseSettings } from './purchase.settings';
import { LockExpiryTimer } from './timers/lock-expiry.timer';
import { ReservationExpiryTimer, SettleTimer } from './timers/settlement.timers';

/**
 * Buy online (issue #6): the 30-minute vehicle lock on the catalog's vehicle stream, the eight steps of a
 * transaction, the $250 Stripe deposit reserving the vehicle 5 days, the contract and its signature.
 */
@Module({
  imports: [CatalogModule, PrivacyModule, FilesModule, PaymentsModule],
  controllers: [VehicleTimerController, CustomerPurchaseController, FinancesController, ReviewOrderController],
  providers: [
    { provide: PurchaseSettings, inject: [CONFIG], useFactory: (config: AppConfig) => new PurchaseSettings(config) },
    VehicleHolds, LockExpiryTimer, PersonalFields, TransactionStore, TransactionViews, Transactions, TransactionQueries,
    Deposits, Settlement, SettleTimer, ReservationExpiryTimer, ReviewOrders,
  ],
  exports: [PurchaseSettings, VehicleHolds],
})
export class PurchaseModule implements OnModuleInit {
  constructor(
    @Inject(TIMERS) private readonly timers: TimerService,
    private readonly lockExpiry: LockExpiryTimer,
    private readonly settle: SettleTimer,
    private readonly reservationExpiry: ReservationExpiryTimer,
  ) {}

  onModuleInit() {
    this.timers.register(this.lockExpiry).register(this.settle).register(this.reservationExpiry);
  }
}
