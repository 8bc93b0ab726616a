import { CheckVehicleTimerHandler } from './check-vehicle-timer/check-vehicle-timer.handler';
import { CheckVehicleTimerController } from './check-vehicle-timer/check-vehicle-timer.http.controller';
import { GetStaffReturnsHandler, GetVehicleReturnHandler } from './get-vehicle-return/get-vehicle-return.handler';
import { GetVehicleReturnController } from './get-vehicle-return/get-vehicle-return.http.controller';
import { GetContractHandler } from './get-contract/get-contract.handler';
import { GetContractPreviewHandler } from './get-contract-preview/get-contract-preview.handler';
import { GetContractPreviewController } from './get-contract-preview/get-contract-preview.http.controller';
import { GetContractController } from './get-contract/get-contract.http.controller';
import { GetCreditPrequalificationHandler } from './get-credit-prequalification/get-credit-prequalification.handler';
import { GetCreditPrequalificationController } from './get-credit-prequalification/get-credit-prequalification.http.controller';
import { GetCustomerDocumentHandler } from './get-customer-document/get-customer-document.handler';
import { GetCustomerDocumentController } from './get-customer-document/get-customer-document.http.controller';
import { GetCustomerDocumentsHandler } from './get-customer-documents/get-customer-documents.handler';
import { GetCustomerDocumentsController } from './get-customer-documents/get-customer-documents.http.controller';
import { GetCustomerProtectionPlansHandler } from './get-customer-protection-plans/get-customer-protection-plans.handler';
import { GetCustomerProtectionPlansController } from './get-customer-protection-plans/get-customer-protection-plans.http.controller';
import { GetCustomerVehicleOrderHandler } from './get-customer-vehicle-order/get-customer-vehicle-order.handler';
import { GetCustomerVehicleOrderController } from './get-customer-vehicle-order/get-customer-vehicle-order.http.controller';
import { GetDeliveryDetailsHandler } from './get-delivery-details/get-delivery-details.handler';
import { GetDeliveryDetailsController } from './get-delivery-details/get-delivery-details.http.controller';
import { GetDeliveryTypesHandler } from './get-delivery-types/get-delivery-types.handler';
import { GetDeliveryTypesController } from './get-delivery-types/get-delivery-types.http.controller';
import { GetDriversLicenceHandler } from './get-drivers-licence/get-drivers-licence.handler';
import { GetDriversLicenceController } from './get-drivers-licence/get-drivers-licence.http.controller';
import { GetDriversLicenceImageHandler } from './get-drivers-licence-image/get-drivers-licence-image.handler';
import { GetDriversLicenceImageController } from './get-drivers-licence-image/get-drivers-licence-image.http.controller';
import { GetFormDetailsHandler } from './get-form-details/get-form-details.handler';
import { GetFormDetailsController } from './get-form-details/get-form-details.http.controller';
import { GetPaymentDetailsHandler } from './get-payment-details/get-payment-details.handler';
import { GetPaymentDetailsController } from './get-payment-details/get-payment-details.http.controller';
import { GetProtectionPlansHandler } from './get-protection-plans/get-protection-plans.handler';
import { GetProtectionPlansController } from './get-protection-plans/get-protection-plans.http.controller';
import { GetReviewOrderDetailsHandler } from './get-review-order-details/get-review-order-details.handler';
import { GetReviewOrderDetailsController } from './get-review-order-details/get-review-order-details.http.controller';
import { GetStripeKeyHandler } from './get-stripe-key/get-stripe-key.handler';
import { GetStripeKeyController } from './get-stripe-key/get-stripe-key.http.controller';
import { GetTradeInChoicesHandler } from './get-trade-in-choices/get-trade-in-choices.handler';
import { GetTradeInChoicesController } from './get-trade-in-choices/get-trade-in-choices.http.controller';
import { GetTransactionDetailsHandler } from './get-transaction-details/get-transaction-details.handler';
import { GetTransactionDetailsController } from './get-transaction-details/get-transaction-details.http.controller';
import { GetTransactionHistoryHandler } from './get-transaction-history/get-transaction-history.handler';
import { GetTransactionHistoryController } from './get-transaction-history/get-transaction-history.http.controller';
import { GetTransactionsListHandler } from './get-transactions-list/get-transactions-list.handler';
import { GetTransactionsListController } from './get-transactions-list/get-transactions-list.http.controller';
import { QuotePaymentMethodHandler } from './quote-payment-method/quote-payment-method.handler';
import { QuotePaymentMethodController } from './quote-payment-method/quote-payment-method.http.controller';

/** Every purchase query: one folder per screen (query, handler, route binding); the projections their rows come from. */
export const QUERY_HANDLERS = [
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

export const QUERY_CONTROLLERS = [
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
