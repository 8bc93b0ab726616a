import { MailModule } from '../../platform/mail/mail.module';
import { PurchaseEmailTimer } from './process/purchase-emails/purchase-email.timer';
import { ContractDocumentTimer } from './process/order-finalization/contract-document.timer';
import { StoreContractDocumentHandler } from './commands/store-contract-document/store-contract-document.handler';
import { ContractDocument } from './adapters/contract-document';
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
import { PurchaseAccountLifecycle } from './process/account-lifecycle/account-lifecycle.hooks';
import { BuyerSteps } from './streams/buyer-steps';
import { TransactionStream } from './streams/transaction-stream';
import { VehicleHoldStream } from './streams/vehicle-hold-stream';
import { PurchaseSettings } from './purchase.settings';
import { VehicleHoldsReader } from './queries/check-vehicle-timer/vehicle-holds.reader';
import { CustomerViewAt } from './views/customer-view-at';
import { TransactionDetailsRows } from './queries/get-transaction-details/transaction-details.rows';
import { TransactionDetailsView } from './queries/get-transaction-details/transaction-details.view';
import { LiveLockLimit } from './streams/live-lock-limit';
import { LivePrices } from './adapters/live-prices';
import { CurrentTradeInOffer } from './adapters/current-trade-in-offer';
import { PersonalFields } from './adapters/personal-fields';
import { AccessActivity } from './personal-data/access-activity';
import { VehicleHoldFolds } from './streams/vehicle-hold-folds';
import { CreditDecisionTimer } from './process/purchase-deadlines/credit-decision.timer';
import { LockExpiryTimer } from './process/purchase-deadlines/lock-expiry.timer';
import { ReservationExpiryTimer, SettleTimer } from './process/purchase-deadlines/settlement.timer';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { AcceptPriceChangeHandler } from './commands/accept-price-change/accept-price-change.handler';
import { AcceptPriceChangeController } from './commands/accept-price-change/accept-price-change.http.controller';
import { ApplyStripeWebhookHandler } from './commands/apply-stripe-webhook/apply-stripe-webhook.handler';
import { ApplyStripeWebhookController } from './commands/apply-stripe-webhook/apply-stripe-webhook.http.controller';
import { MoneyBackReturnHandler } from './commands/money-back-return/money-back-return.handler';
import { MoneyBackReturnController } from './commands/money-back-return/money-back-return.http.controller';
import { CancelTransactionHandler } from './commands/cancel-transaction/cancel-transaction.handler';
import { CancelTransactionController } from './commands/cancel-transaction/cancel-transaction.http.controller';
import { ChangeHeldPriceHandler } from './commands/change-held-price/change-held-price.handler';
import { ChangeHeldPriceController } from './commands/change-held-price/change-held-price.http.controller';
import { ConfirmDriversLicenceHandler } from './commands/confirm-drivers-licence/confirm-drivers-licence.handler';
import { ConfirmDriversLicenceController } from './commands/confirm-drivers-licence/confirm-drivers-licence.http.controller';
import { CreateDepositIntentHandler } from './commands/create-deposit-intent/create-deposit-intent.handler';
import { CreateDepositIntentController } from './commands/create-deposit-intent/create-deposit-intent.http.controller';
import { ExpireLockHandler } from './commands/expire-lock/expire-lock.handler';
import { ExpireReservationHandler } from './commands/expire-reservation/expire-reservation.handler';
import { ExtendLockHandler } from './commands/extend-lock/extend-lock.handler';
import { ExtendLockController } from './commands/extend-lock/extend-lock.http.controller';
import { FinalizeOrderHandler } from './commands/finalize-order/finalize-order.handler';
import { FinalizeOrderController } from './commands/finalize-order/finalize-order.http.controller';
import { LockVehicleHandler } from './commands/lock-vehicle/lock-vehicle.handler';
import { LockVehicleController } from './commands/lock-vehicle/lock-vehicle.http.controller';
import { PayWithTestCardHandler } from './commands/pay-with-test-card/pay-with-test-card.handler';
import { PayWithTestCardController } from './commands/pay-with-test-card/pay-with-test-card.http.controller';
import { ReleaseLockHandler } from './commands/release-lock/release-lock.handler';
import { ReleaseLockController } from './commands/release-lock/release-lock.http.controller';
import { SaveDeliveryHandler } from './commands/save-delivery/save-delivery.handler';
import { SaveDeliveryController } from './commands/save-delivery/save-delivery.http.controller';
import { SaveProtectionPlanHandler } from './commands/save-protection-plan/save-protection-plan.handler';
import { SaveProtectionPlanController } from './commands/save-protection-plan/save-protection-plan.http.controller';
import { SaveStepHandler } from './commands/save-step/save-step.handler';
import { SaveStepController } from './commands/save-step/save-step.http.controller';
import { SendLeadHandler } from './commands/send-lead/send-lead.handler';
import { SendLeadController } from './commands/send-lead/send-lead.http.controller';
import { SettleTransactionHandler } from './commands/settle-transaction/settle-transaction.handler';
import { StartTransactionHandler } from './commands/start-transaction/start-transaction.handler';
import { StartTransactionController } from './commands/start-transaction/start-transaction.http.controller';
import { UpdateCreditDecisionHandler } from './commands/update-credit-decision/update-credit-decision.handler';
import { UploadDriversLicenceHandler } from './commands/upload-drivers-licence/upload-drivers-licence.handler';
import { UploadDriversLicenceController } from './commands/upload-drivers-licence/upload-drivers-licence.http.controller';
import { UploadSignatureHandler } from './commands/upload-signature/upload-signature.handler';
import { UploadSignatureController } from './commands/upload-signature/upload-signature.http.controller';
import { CheckVehicleTimerHandler } from './queries/check-vehicle-timer/check-vehicle-timer.handler';
import { CheckVehicleTimerController } from './queries/check-vehicle-timer/check-vehicle-timer.http.controller';
import { GetStaffReturnsHandler, GetVehicleReturnHandler } from './queries/get-vehicle-return/get-vehicle-return.handler';
import { GetVehicleReturnController } from './queries/get-vehicle-return/get-vehicle-return.http.controller';
import { GetContractHandler } from './queries/get-contract/get-contract.handler';
import { GetContractPreviewHandler } from './queries/get-contract-preview/get-contract-preview.handler';
import { GetContractPreviewController } from './queries/get-contract-preview/get-contract-preview.http.controller';
import { GetContractController } from './queries/get-contract/get-contract.http.controller';
import { GetCreditPrequalificationHandler } from './queries/get-credit-prequalification/get-credit-prequalification.handler';
import { GetCreditPrequalificationController } from './queries/get-credit-prequalification/get-credit-prequalification.http.controller';
import { GetCustomerDocumentHandler } from './queries/get-customer-document/get-customer-document.handler';
import { GetCustomerDocumentController } from './queries/get-customer-document/get-customer-document.http.controller';
import { GetCustomerDocumentsHandler } from './queries/get-customer-documents/get-customer-documents.handler';
import { GetCustomerDocumentsController } from './queries/get-customer-documents/get-customer-documents.http.controller';
import { GetCustomerProtectionPlansHandler } from './queries/get-customer-protection-plans/get-customer-protection-plans.handler';
import { GetCustomerProtectionPlansController } from './queries/get-customer-protection-plans/get-customer-protection-plans.http.controller';
import { GetCustomerVehicleOrderHandler } from './queries/get-customer-vehicle-order/get-customer-vehicle-order.handler';
import { GetCustomerVehicleOrderController } from './queries/get-customer-vehicle-order/get-customer-vehicle-order.http.controller';
import { GetDeliveryDetailsHandler } from './queries/get-delivery-details/get-delivery-details.handler';
import { GetDeliveryDetailsController } from './queries/get-delivery-details/get-delivery-details.http.controller';
import { GetDeliveryTypesHandler } from './queries/get-delivery-types/get-delivery-types.handler';
import { GetDeliveryTypesController } from './queries/get-delivery-types/get-delivery-types.http.controller';
import { GetDriversLicenceHandler } from './queries/get-drivers-licence/get-drivers-licence.handler';
import { GetDriversLicenceController } from './queries/get-drivers-licence/get-drivers-licence.http.controller';
import { GetDriversLicenceImageHandler } from './queries/get-drivers-licence-image/get-drivers-licence-image.handler';
import { GetDriversLicenceImageController } from './queries/get-drivers-licence-image/get-drivers-licence-image.http.controller';
import { GetFormDetailsHandler } from './queries/get-form-details/get-form-details.handler';
import { GetFormDetailsController } from './queries/get-form-details/get-form-details.http.controller';
import { GetPaymentDetailsHandler } from './queries/get-payment-details/get-payment-details.handler';
import { GetPaymentDetailsController } from './queries/get-payment-details/get-payment-details.http.controller';
import { GetProtectionPlansHandler } from './queries/get-protection-plans/get-protection-plans.handler';
import { GetProtectionPlansController } from './queries/get-protection-plans/get-protection-plans.http.controller';
import { GetReviewOrderDetailsHandler } from './queries/get-review-order-details/get-review-order-details.handler';
import { GetReviewOrderDetailsController } from './queries/get-review-order-details/get-review-order-details.http.controller';
import { GetStripeKeyHandler } from './queries/get-stripe-key/get-stripe-key.handler';
import { GetStripeKeyController } from './queries/get-stripe-key/get-stripe-key.http.controller';
import { GetTradeInChoicesHandler } from './queries/get-trade-in-choices/get-trade-in-choices.handler';
import { GetTradeInChoicesController } from './queries/get-trade-in-choices/get-trade-in-choices.http.controller';
import { GetTransactionDetailsHandler } from './queries/get-transaction-details/get-transaction-details.handler';
import { GetTransactionDetailsController } from './queries/get-transaction-details/get-transaction-details.http.controller';
import { GetTransactionHistoryHandler } from './queries/get-transaction-history/get-transaction-history.handler';
import { GetTransactionHistoryController } from './queries/get-transaction-history/get-transaction-history.http.controller';
import { GetTransactionsListHandler } from './queries/get-transactions-list/get-transactions-list.handler';
import { GetTransactionsListController } from './queries/get-transactions-list/get-transactions-list.http.controller';
import { QuotePaymentMethodHandler } from './queries/quote-payment-method/quote-payment-method.handler';
import { QuotePaymentMethodController } from './queries/quote-payment-method/quote-payment-method.http.controller';
import { PurchasePublicApi } from './purchase-public-api';

/** Every purchase command: one folder per use case (command, handler, route binding). */
const COMMAND_HANDLERS = [
  AcceptPriceChangeHandler,
  ApplyStripeWebhookHandler,
  CancelTransactionHandler,
  MoneyBackReturnHandler,
  ChangeHeldPriceHandler,
  ConfirmDriversLicenceHandler,
  CreateDepositIntentHandler,
  ExpireLockHandler,
  ExpireReservationHandler,
  ExtendLockHandler,
  FinalizeOrderHandler,
  LockVehicleHandler,
  PayWithTestCardHandler,
  ReleaseLockHandler,
  SaveDeliveryHandler,
  SaveProtectionPlanHandler,
  SaveStepHandler,
  SendLeadHandler,
  SettleTransactionHandler,
  StartTransactionHandler,
  StoreContractDocumentHandler,
  UpdateCreditDecisionHandler,
  UploadDriversLicenceHandler,
  UploadSignatureHandler,
];

const COMMAND_CONTROLLERS = [
  AcceptPriceChangeController,
  ApplyStripeWebhookController,
  CancelTransactionController,
  MoneyBackReturnController,
  ChangeHeldPriceController,
  ConfirmDriversLicenceController,
  CreateDepositIntentController,
  ExtendLockController,
  FinalizeOrderController,
  LockVehicleController,
  PayWithTestCardController,
  ReleaseLockController,
  SaveDeliveryController,
  SaveProtectionPlanController,
  SaveStepController,
  SendLeadController,
  StartTransactionController,
  UploadDriversLicenceController,
  UploadSignatureController,
];

/** Every purchase query: one folder per screen (query, handler, route binding); the projections their rows come from. */
const QUERY_HANDLERS = [
  CheckVehicleTimerHandler,
  GetContractHandler,
  GetContractPreviewHandler,
  GetCreditPrequalificationHandler,
  GetCustomerDocumentHandler,
  GetCustomerDocumentsHandler,
  GetVehicleReturnHandler,
  GetStaffReturnsHandler,
  GetCustomerProtectionPlansHandler,
  GetCustomerVehicleOrderHandler,
  GetDeliveryDetailsHandler,
  GetDeliveryTypesHandler,
  GetDriversLicenceHandler,
  GetDriversLicenceImageHandler,
  GetFormDetailsHandler,
  GetPaymentDetailsHandler,
  GetProtectionPlansHandler,
  GetReviewOrderDetailsHandler,
  GetStripeKeyHandler,
  GetTradeInChoicesHandler,
  GetTransactionDetailsHandler,
  GetTransactionsListHandler,
  GetTransactionHistoryHandler,
  QuotePaymentMethodHandler,
];

const QUERY_CONTROLLERS = [
  CheckVehicleTimerController,
  GetContractController,
  GetContractPreviewController,
  GetCreditPrequalificationController,
  GetCustomerDocumentController,
  GetCustomerDocumentsController,
  GetVehicleReturnController,
  GetCustomerProtectionPlansController,
  GetCustomerVehicleOrderController,
  GetDeliveryDetailsController,
  GetDeliveryTypesController,
  GetDriversLicenceController,
  GetDriversLicenceImageController,
  GetFormDetailsController,
  GetPaymentDetailsController,
  GetProtectionPlansController,
  GetReviewOrderDetailsController,
  GetStripeKeyController,
  GetTradeInChoicesController,
  GetTransactionDetailsController,
  GetTransactionsListController,
  GetTransactionHistoryController,
  QuotePaymentMethodController,
];

/**
 * Buy online (issue #6, shaped as the module template in issue #11): the 30-minute vehicle lock on the catalog's
 * vehicle stream, the eight steps of a transaction, the $250 Stripe deposit reserving the vehicle 5 days, the contract
 * and its signature. Every route dispatches a command or a query on the @nestjs/cqrs buses.
 */
@Module({
  imports: [CqrsModule, CatalogModule, TradeInModule, CreditModule, PrivacyModule, FilesModule, PaymentsModule, MailModule, RateLimitModule],
  controllers: [...COMMAND_CONTROLLERS, ...QUERY_CONTROLLERS],
  providers: [
    PurchasePublicApi,
    { provide: PurchaseSettings, inject: [CONFIG], useFactory: (config: AppConfig) => new PurchaseSettings(config) },
    PersonalFields, AccessActivity, LivePrices, LiveLockLimit, CurrentTradeInOffer, ContractDocument,
    TransactionStream, VehicleHoldFolds, VehicleHoldStream, BuyerSteps, ...COMMAND_HANDLERS,
    TransactionDetailsRows, TransactionDetailsView, VehicleHoldsReader, CustomerViewAt, ...QUERY_HANDLERS,
    LockExpiryTimer, SettleTimer, ReservationExpiryTimer, PurchaseEmailTimer, CreditDecisionTimer, ContractDocumentTimer, PurchaseAccountLifecycle,
  ],
  exports: [PurchaseSettings, CustomerViewAt, PurchasePublicApi],
})
export class PurchaseModule implements OnModuleInit {
  constructor(
    @Inject(TIMERS) private readonly timers: TimerService,
    private readonly lockExpiry: LockExpiryTimer,
    private readonly settle: SettleTimer,
    private readonly reservationExpiry: ReservationExpiryTimer,
    private readonly emails: PurchaseEmailTimer,
    private readonly creditDecision: CreditDecisionTimer,
    private readonly contractDocument: ContractDocumentTimer,
  ) {}

  onModuleInit() {
    this.timers.register(this.lockExpiry).register(this.settle).register(this.reservationExpiry).register(this.emails).register(this.creditDecision)
      .register(this.contractDocument);
  }
}
