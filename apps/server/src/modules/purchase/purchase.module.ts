import { MailModule } from '../../platform/mail/mail.module';
import { PurchaseEmailTimer } from './emails/purchase-email.timer';
import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { AppConfig } from '../../platform/config/config';
import { FilesModule } from '../../platform/files/files.module';
import { PaymentsModule } from '../../platform/payments/payments.module';
import { PrivacyModule } from '../../platform/privacy/privacy.module';
import type { TimerService } from '../../platform/timers/timer-service';
import { CONFIG, TIMERS } from '../../platform/tokens';
import { CatalogModule } from '../catalog/catalog.public';
import { CreditModule } from '../credit/credit.public';
import { TradeInModule } from '../trade-in/trade-in.public';
import { PurchaseAccountLifecycle } from './account-lifecycle/account-lifecycle.hooks';
import { BuyerSteps } from './commands/buyer-steps';
import { COMMAND_CONTROLLERS, COMMAND_HANDLERS } from './commands/slices';
import { TransactionStream } from './commands/transaction-stream';
import { VehicleHoldStream } from './commands/vehicle-hold-stream';
import { PurchaseSettings } from './purchase.settings';
import { VehicleHoldsReader } from './queries/check-vehicle-timer/vehicle-holds.reader';
import { CustomerViewAt } from './queries/customer-view-at/customer-view-at';
import { QUERY_CONTROLLERS, QUERY_HANDLERS } from './queries/slices';
import { TransactionDetailsRows } from './queries/transaction-details/transaction-details.rows';
import { TransactionDetailsView } from './queries/transaction-details/transaction-details.view';
import { LiveLockLimit } from './shared/live-lock-limit';
import { LivePrices } from './shared/live-prices';
import { PersonalFields } from './shared/personal-fields';
import { VehicleHoldFolds } from './shared/vehicle-hold-folds';
import { CreditDecisionTimer } from './timers/credit-decision.timer';
import { LockExpiryTimer } from './timers/lock-expiry.timer';
import { ReservationExpiryTimer, SettleTimer } from './timers/settlement.timers';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';

/**
 * Buy online (issue #6, shaped as the module template in issue #11): the 30-minute vehicle lock on the catalog's
 * vehicle stream, the eight steps of a transaction, the $250 Stripe deposit reserving the vehicle 5 days, the contract
 * and its signature. Every route dispatches a command or a query on the @nestjs/cqrs buses.
 */
@Module({
  imports: [CqrsModule, CatalogModule, TradeInModule, CreditModule, PrivacyModule, FilesModule, PaymentsModule, MailModule, RateLimitModule],
  controllers: [...COMMAND_CONTROLLERS, ...QUERY_CONTROLLERS],
  providers: [
    { provide: PurchaseSettings, inject: [CONFIG], useFactory: (config: AppConfig) => new PurchaseSettings(config) },
    PersonalFields, LivePrices, LiveLockLimit,
    TransactionStream, VehicleHoldFolds, VehicleHoldStream, BuyerSteps, ...COMMAND_HANDLERS,
    TransactionDetailsRows, TransactionDetailsView, VehicleHoldsReader, CustomerViewAt, ...QUERY_HANDLERS,
    LockExpiryTimer, SettleTimer, ReservationExpiryTimer, PurchaseEmailTimer, CreditDecisionTimer, PurchaseAccountLifecycle,
  ],
  exports: [PurchaseSettings, CustomerViewAt],
})
export class PurchaseModule implements OnModuleInit {
  constructor(
    @Inject(TIMERS) private readonly timers: TimerService,
    private readonly lockExpiry: LockExpiryTimer,
    private readonly settle: SettleTimer,
    private readonly reservationExpiry: ReservationExpiryTimer,
    private readonly emails: PurchaseEmailTimer,
    private readonly creditDecision: CreditDecisionTimer,
  ) {}

  onModuleInit() {
    this.timers.register(this.lockExpiry).register(this.settle).register(this.reservationExpiry).register(this.emails).register(this.creditDecision);
  }
}
