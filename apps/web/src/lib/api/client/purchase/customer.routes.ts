// Generated from libs/contracts/src/purchase/customer.routes.ts by `npm run generate:web-client`: do not edit.
import { acceptPriceChangeRoute, cancelTransactionRoute, changeHeldPriceRoute, confirmDriversLicenseRoute, createCustomerVehicleRoute, driversLicenseImageRoute, getCreditPrequalificationRoute, getCustomerProtectionPlansRoute, getDeliveryDetailsRoute, getDeliveryTypesRoute, getDriversLicenseRoute, getFormDetailsRoute, getPaymentDetailsRoute, getProtectionPlansRoute, getTradeInChoicesRoute, getTransactionDetailsRoute, getTransactionsListRoute, quotePaymentMethodRoute, saveCompletedStepsRoute, saveDeliveryRoute, saveProtectionPlanRoute, sendLeadRoute, uploadDriversLicenseRoute } from '@marketplace/contracts/purchase/customer.routes';
import { callRoute, type RouteCallInput } from '../../../api-route';

/** POST /api/customers/accept-price-change: The buyer accepts the staff change of their held price they were shown (price: the new price as shown) */
export const acceptPriceChange = (input?: RouteCallInput<typeof acceptPriceChangeRoute>) => callRoute(acceptPriceChangeRoute, input);

/** POST /api/customers/cancel-customer-transaction: Cancels the buyer's purchase: frees the vehicle; a paid deposit is refunded automatically */
export const cancelTransaction = (input?: RouteCallInput<typeof cancelTransactionRoute>) => callRoute(cancelTransactionRoute, input);

/** POST /api/buy-online/staff/change-held-price: Staff: changes a buyer's held price on purpose, with the reason the buyer is shown; the buyer accepts it before signing */
export const changeHeldPrice = (input?: RouteCallInput<typeof changeHeldPriceRoute>) => callRoute(changeHeldPriceRoute, input);

/** POST /api/customers/confirm-customer-drivers-license: Confirms the licence: all four corners visible on both sides, and the delivery address matches the licence */
export const confirmDriversLicense = (input?: RouteCallInput<typeof confirmDriversLicenseRoute>) => callRoute(confirmDriversLicenseRoute, input);

/** POST /api/customers/create-customer-vehicle: Starts (or continues) the buyer's purchase of a vehicle they hold; startOver cancels an unfinished one first */
export const createCustomerVehicle = (input?: RouteCallInput<typeof createCustomerVehicleRoute>) => callRoute(createCustomerVehicleRoute, input);

/** GET /api/customers/drivers-licence/:transactionId/:side: One side of the licence image (owner and staff only; never cached) */
export const driversLicenseImage = (input?: RouteCallInput<typeof driversLicenseImageRoute>) => callRoute(driversLicenseImageRoute, input);

/** GET /api/customers/get-credit-prequalification: The buyer's credit pre-qualification younger than 30 days, which step 3 (finance or lease) uses instead of a new application */
export const getCreditPrequalification = (input?: RouteCallInput<typeof getCreditPrequalificationRoute>) => callRoute(getCreditPrequalificationRoute, input);

/** GET /api/customers/get-customer-protection-plans: The transaction vehicle's plans and the buyer's choice */
export const getCustomerProtectionPlans = (input?: RouteCallInput<typeof getCustomerProtectionPlansRoute>) => callRoute(getCustomerProtectionPlansRoute, input);

/** GET /api/customers/get-customer-delivery-details: Delivery options of a transaction: types, earliest date (today + 2 days), the dealer, the current choice */
export const getDeliveryDetails = (input?: RouteCallInput<typeof getDeliveryDetailsRoute>) => callRoute(getDeliveryDetailsRoute, input);

/** GET /api/buy-online/get-delivery-types: Pickup (free) and delivery (within 350 km of the dealer) */
export const getDeliveryTypes = (input?: RouteCallInput<typeof getDeliveryTypesRoute>) => callRoute(getDeliveryTypesRoute, input);

/** GET /api/customers/get-customer-drivers-licence: The licence's state, with links to its images (served to the owner and staff only) */
export const getDriversLicense = (input?: RouteCallInput<typeof getDriversLicenseRoute>) => callRoute(getDriversLicenseRoute, input);

/** GET /api/customers/get-customer-form-details: What the buyer entered in each step, for the owner only (personal fields opened from their sealed form; the SIN is never returned) */
export const getFormDetails = (input?: RouteCallInput<typeof getFormDetailsRoute>) => callRoute(getFormDetailsRoute, input);

/** GET /api/customers/get-customer-payment-details: The deposit step (spec §3): paid, amountPaid, dateUpdated, stripeId, lastEvent */
export const getPaymentDetails = (input?: RouteCallInput<typeof getPaymentDetailsRoute>) => callRoute(getPaymentDetailsRoute, input);

/** GET /api/buy-online/get-protection-plans: Protection plans a vehicle is eligible for (an empty list: "no plan found for this vehicle") */
export const getProtectionPlans = (input?: RouteCallInput<typeof getProtectionPlansRoute>) => callRoute(getProtectionPlansRoute, input);

/** GET /api/customers/get-trade-in-choices: The buyer's appraisals whose offer the trade-in step may take now (valid 7 days, or confirmed), newest first */
export const getTradeInChoices = (input?: RouteCallInput<typeof getTradeInChoicesRoute>) => callRoute(getTradeInChoicesRoute, input);

/** GET /api/customers/get-customer-transactions-details: One of the buyer's transactions (by transactionId, or the unfinished one for vehicleId), with live prices */
export const getTransactionDetails = (input?: RouteCallInput<typeof getTransactionDetailsRoute>) => callRoute(getTransactionDetailsRoute, input);

/** GET /api/customers/get-customer-transactions-list: The buyer's transactions, oldest first (the last unsigned one is the current transaction); cancelled ones are left out */
export const getTransactionsList = (input?: RouteCallInput<typeof getTransactionsListRoute>) => callRoute(getTransactionsListRoute, input);

/** POST /api/customers/quote-payment-method: The transaction's live prices with these payment terms instead of the saved ones (the same quote; nothing is saved) */
export const quotePaymentMethod = (input?: RouteCallInput<typeof quotePaymentMethodRoute>) => callRoute(quotePaymentMethodRoute, input);

/** POST /api/customers/save-customer-completed-steps: Saves one step (personal details, trade-in, payment method); completed: false saves a draft, which leaves the step dirty */
export const saveCompletedSteps = (input?: RouteCallInput<typeof saveCompletedStepsRoute>) => callRoute(saveCompletedStepsRoute, input);

/** POST /api/customers/save-customer-delivery: Pickup or delivery (touchless option, address, date no earlier than today + 2 days; delivery within 350 km) */
export const saveDelivery = (input?: RouteCallInput<typeof saveDeliveryRoute>) => callRoute(saveDeliveryRoute, input);

/** POST /api/customers/save-customer-protection-plan: Chooses a protection plan (null: no plan) */
export const saveProtectionPlan = (input?: RouteCallInput<typeof saveProtectionPlanRoute>) => callRoute(saveProtectionPlanRoute, input);

/** POST /api/buy-online/leads/send: Sends a lead to the dealer of a vehicle (a question, a call-back request, with the way to reach the buyer); recorded as an event */
export const sendLead = (input?: RouteCallInput<typeof sendLeadRoute>) => callRoute(sendLeadRoute, input);

/** POST /api/customers/upload-driverslicence: Uploads one side of the driver's licence (JPEG, PNG or HEIC by content, base64; re-encoded without EXIF, stored privately) */
export const uploadDriversLicense = (input?: RouteCallInput<typeof uploadDriversLicenseRoute>) => callRoute(uploadDriversLicenseRoute, input);
