import { AcceptPriceChangeHandler } from './accept-price-change/accept-price-change.handler';
import { AcceptPriceChangeController } from './accept-price-change/accept-price-change.http.controller';
import { ApplyStripeWebhookHandler } from './apply-stripe-webhook/apply-stripe-webhook.handler';
import { ApplyStripeWebhookController } from './apply-stripe-webhook/apply-stripe-webhook.http.controller';
import { MoneyBackReturnHandler } from './money-back-return/money-back-return.handler';
import { MoneyBackReturnController } from './money-back-return/money-back-return.http.controller';
import { CancelTransactionHandler } from './cancel-transaction/cancel-transaction.handler';
import { CancelTransactionController } from './cancel-transaction/cancel-transaction.http.controller';
import { ChangeHeldPriceHandler } from './change-held-price/change-held-price.handler';
import { ChangeHeldPriceController } from './change-held-price/change-held-price.http.controller';
import { ConfirmDriversLicenceHandler } from './confirm-drivers-licence/confirm-drivers-licence.handler';
import { ConfirmDriversLicenceController } from './confirm-drivers-licence/confirm-drivers-licence.http.controller';
import { CreateDepositIntentHandler } from './create-deposit-intent/create-deposit-intent.handler';
import { CreateDepositIntentController } from './create-deposit-intent/create-deposit-intent.http.controller';
import { ExpireLockHandler } from './expire-lock/expire-lock.handler';
import { ExpireReservationHandler } from './expire-reservation/expire-reservation.handler';
import { ExtendLockHandler } from './extend-lock/extend-lock.handler';
import { ExtendLockController } from './extend-lock/extend-lock.http.controller';
import { FinalizeOrderHandler } from './finalize-order/finalize-order.handler';
import { FinalizeOrderController } from './finalize-order/finalize-order.http.controller';
import { LockVehicleHandler } from './lock-vehicle/lock-vehicle.handler';
import { LockVehicleController } from './lock-vehicle/lock-vehicle.http.controller';
import { PayWithTestCardHandler } from './pay-with-test-card/pay-with-test-card.handler';
import { PayWithTestCardController } from './pay-with-test-card/pay-with-test-card.http.controller';
import { ReleaseLockHandler } from './release-lock/release-lock.handler';
import { ReleaseLockController } from './release-lock/release-lock.http.controller';
import { SaveDeliveryHandler } from './save-delivery/save-delivery.handler';
import { SaveDeliveryController } from './save-delivery/save-delivery.http.controller';
import { SaveProtectionPlanHandler } from './save-protection-plan/save-protection-plan.handler';
import { SaveProtectionPlanController } from './save-protection-plan/save-protection-plan.http.controller';
import { SaveStepHandler } from './save-step/save-step.handler';
import { SaveStepController } from './save-step/save-step.http.controller';
import { SendLeadHandler } from './send-lead/send-lead.handler';
import { SendLeadController } from './send-lead/send-lead.http.controller';
import { SettleTransactionHandler } from './settle-transaction/settle-transaction.handler';
import { StartTransactionHandler } from './start-transaction/start-transaction.handler';
import { StartTransactionController } from './start-transaction/start-transaction.http.controller';
import { UpdateCreditDecisionHandler } from './update-credit-decision/update-credit-decision.handler';
import { UploadDriversLicenceHandler } from './upload-drivers-licence/upload-drivers-licence.handler';
import { UploadDriversLicenceController } from './upload-drivers-licence/upload-drivers-licence.http.controller';
import { UploadSignatureHandler } from './upload-signature/upload-signature.handler';
import { UploadSignatureController } from './upload-signature/upload-signature.http.controller';

/** Every purchase command: one folder per use case (command, handler, route binding). */
export const COMMAND_HANDLERS = [
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
  UpdateCreditDecisionHandler,
  UploadDriversLicenceHandler,
  UploadSignatureHandler,
];

export const COMMAND_CONTROLLERS = [
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
