import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { FilesModule } from '../../platform/files/files.module';
import { MailModule } from '../../platform/mail/mail.module';
import type { TimerService } from '../../platform/timers/timer-service';
import { DB, TIMERS } from '../../platform/tokens';
import { AppraiseTradeInHandler } from './commands/appraise-trade-in/appraise-trade-in.handler';
import { AppraiseTradeInHttpController } from './commands/appraise-trade-in/appraise-trade-in.http.controller';
import { AttachPhotoHandler } from './commands/attach-photo/attach-photo.handler';
import { AttachPhotoHttpController } from './commands/attach-photo/attach-photo.http.controller';
import { ConfirmTradeInHandler } from './commands/confirm-trade-in/confirm-trade-in.handler';
import { ConfirmTradeInHttpController } from './commands/confirm-trade-in/confirm-trade-in.http.controller';
import { CreateTradeInHandler } from './commands/create-trade-in/create-trade-in.handler';
import { CreateTradeInHttpController } from './commands/create-trade-in/create-trade-in.http.controller';
import { AskAdviserHandler } from './commands/ask-adviser/ask-adviser.handler';
import { AskAdviserHttpController } from './commands/ask-adviser/ask-adviser.http.controller';
import { DiscardTradeInHandler } from './commands/discard-trade-in/discard-trade-in.handler';
import { DiscardTradeInHttpController } from './commands/discard-trade-in/discard-trade-in.http.controller';
import { SaveBasicInformationHandler } from './commands/save-basic-information/save-basic-information.handler';
import { SaveBasicInformationHttpController } from './commands/save-basic-information/save-basic-information.http.controller';
import { SaveConditionHandler } from './commands/save-condition/save-condition.handler';
import { SaveConditionHttpController } from './commands/save-condition/save-condition.http.controller';
import { SaveFeaturesHandler } from './commands/save-features/save-features.handler';
import { SaveFeaturesHttpController } from './commands/save-features/save-features.http.controller';
import { AdjustAfterInspectionHandler } from './commands/adjust-after-inspection/adjust-after-inspection.handler';
import { AdjustAfterInspectionHttpController } from './commands/adjust-after-inspection/adjust-after-inspection.http.controller';
import { SetValueByAdviserHandler } from './commands/set-value-by-adviser/set-value-by-adviser.handler';
import { SetValueByAdviserHttpController } from './commands/set-value-by-adviser/set-value-by-adviser.http.controller';
import { TradeInNotifier } from './adapters/trade-in-notifier';
import { GetAdviserQueueHandler } from './queries/adviser-queue/adviser-queue.handler';
import { AdviserQueueHttpController } from './queries/adviser-queue/adviser-queue.http.controller';
import { CatalogModule, CatalogPublicApi } from '../catalog/catalog.public';
import { BlackBookPriceGuide } from './adapters/price-guide/black-book-price-guide';
import { PRICE_GUIDE } from './adapters/price-guide/price-guide.port';
import { VALUE_RULES } from './adapters/price-guide/value-rules.source';
import { ChangeValueRuleHandler, CreateValueRuleHandler, ResetValueRuleHandler } from './commands/change-value-rules/change-value-rules.handler';
import { ChangeValueRulesHttpController } from './commands/change-value-rules/change-value-rules.http.controller';
import { SetPriceChangeSubscriptionHandler, UnsubscribeByTokenHandler } from './commands/price-change-subscription/price-change-subscription.handler';
import { PriceChangeSubscriptionHttpController } from './commands/price-change-subscription/price-change-subscription.http.controller';
import { GetTradeInPriceHistoryHandler, GetValueRuleAffectedHandler, GetValueRuleHistoryHandler, GetValueRulesHandler } from './queries/value-rules/value-rules.handler';
import { ValueRulesHttpController } from './queries/value-rules/value-rules.http.controller';
import { PriceChangeEmailTimer } from './process/price-change-email/price-change-email.timer';
import { OfferExpiryReminderTimer } from './process/offer-expiry-reminder/offer-expiry-reminder.timer';
import { OfferConfirmedEmailTimer } from './process/offer-confirmed-email/offer-confirmed-email.timer';
import { RevalueOpenOffersTimer } from './process/revalue-open-offers/revalue-open-offers.timer';
import { ReleaseContractCommitmentTimer } from './process/release-contract-commitment/release-contract-commitment.timer';
import { StoredValueRules } from './adapters/value-rules-source';
import { GetCurrentTradeInHandler, GetTradeInDetailsHandler } from './queries/get-trade-in-details/get-trade-in-details.handler';
import { GetTradeInDetailsHttpController } from './queries/get-trade-in-details/get-trade-in-details.http.controller';
import { GetTradeInImageHandler } from './queries/trade-in-image/trade-in-image.handler';
import { TradeInImageHttpController } from './queries/trade-in-image/trade-in-image.http.controller';
import { GetVehicleDataHandler } from './queries/vehicle-data/vehicle-data.handler';
import { VehicleDataHttpController } from './queries/vehicle-data/vehicle-data.http.controller';
import { TradeInPublicApi } from './trade-in-public-api';
import { AddTradeInHandler } from './commands/add-trade-in/add-trade-in.handler';
import { AddTradeInHttpController } from './commands/add-trade-in/add-trade-in.http.controller';
import { GetBlockFiltersHandler, GetBlockHandler, GetBlockItemHandler } from './queries/block/block.handler';
import { BlockHttpController } from './queries/block/block.http.controller';
import { TradeInStreams } from './streams/trade-in-streams';
import { SendSmsCodeTradeInHandler } from './commands/send-sms-code-trade-in/send-sms-code-trade-in.handler';
import { SendSmsCodeTradeInHttpController } from './commands/send-sms-code-trade-in/send-sms-code-trade-in.http.controller';
import { SendEmailPdfHandler } from './commands/send-email-pdf/send-email-pdf.handler';
import { SendEmailPdfHttpController } from './commands/send-email-pdf/send-email-pdf.http.controller';
import { FinalizeStandaloneHandler } from './commands/finalize-standalone/finalize-standalone.handler';
import { FinalizeStandaloneHttpController } from './commands/finalize-standalone/finalize-standalone.http.controller';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';

/** The trade-in context: its routes and the command and query handlers they dispatch to (the buses are global). */
@Module({
  imports: [FilesModule, MailModule, CatalogModule, RateLimitModule],
  controllers: [
    VehicleDataHttpController, CreateTradeInHttpController, SaveBasicInformationHttpController, SaveFeaturesHttpController,
    SaveConditionHttpController, AttachPhotoHttpController, AppraiseTradeInHttpController, ConfirmTradeInHttpController,
    DiscardTradeInHttpController, AskAdviserHttpController, GetTradeInDetailsHttpController, TradeInImageHttpController, SetValueByAdviserHttpController,
    AdjustAfterInspectionHttpController, AdviserQueueHttpController, ChangeValueRulesHttpController, PriceChangeSubscriptionHttpController,
    ValueRulesHttpController, BlockHttpController, AddTradeInHttpController, SendSmsCodeTradeInHttpController, FinalizeStandaloneHttpController,
    SendEmailPdfHttpController,
  ],
  providers: [
    TradeInStreams, TradeInPublicApi, TradeInNotifier,
    {
      provide: PRICE_GUIDE, inject: [CatalogPublicApi],
      useFactory: (catalog: CatalogPublicApi) => new BlackBookPriceGuide(catalog),
    },
    { provide: VALUE_RULES, inject: [DB], useFactory: (db: Kysely<any>) => new StoredValueRules(db) },
    GetVehicleDataHandler, CreateTradeInHandler, SaveBasicInformationHandler, SaveFeaturesHandler, SaveConditionHandler, AttachPhotoHandler,
    AppraiseTradeInHandler, AskAdviserHandler, ConfirmTradeInHandler, DiscardTradeInHandler, GetTradeInDetailsHandler, GetCurrentTradeInHandler, GetTradeInImageHandler,
    SetValueByAdviserHandler, AdjustAfterInspectionHandler, GetAdviserQueueHandler, CreateValueRuleHandler, ChangeValueRuleHandler,
    ResetValueRuleHandler, SetPriceChangeSubscriptionHandler, UnsubscribeByTokenHandler, GetValueRulesHandler, GetValueRuleHistoryHandler,
    GetTradeInPriceHistoryHandler, GetValueRuleAffectedHandler, RevalueOpenOffersTimer, PriceChangeEmailTimer, OfferExpiryReminderTimer, OfferConfirmedEmailTimer, GetBlockHandler, GetBlockFiltersHandler, GetBlockItemHandler,
    AddTradeInHandler, SendSmsCodeTradeInHandler, FinalizeStandaloneHandler, SendEmailPdfHandler, ReleaseContractCommitmentTimer,
  ],
  exports: [TradeInPublicApi],
})
export class TradeInModule implements OnModuleInit {
  constructor(
    @Inject(TIMERS) private readonly timers: TimerService,
    private readonly revalue: RevalueOpenOffersTimer,
    private readonly priceChangeEmail: PriceChangeEmailTimer,
    private readonly offerReminder: OfferExpiryReminderTimer,
    private readonly offerConfirmedEmail: OfferConfirmedEmailTimer,
    private readonly releaseCommitment: ReleaseContractCommitmentTimer,
  ) {}

  onModuleInit() {
    this.timers.register(this.revalue).register(this.priceChangeEmail).register(this.offerReminder).register(this.offerConfirmedEmail).register(this.releaseCommitment);
  }
}
