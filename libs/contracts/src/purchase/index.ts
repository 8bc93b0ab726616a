export { PURCHASE_STEPS, PurchaseStepSchema, STEP_MINUTES, type PurchaseStepName } from './common';
export * from './vehicle-timer.routes';
export {
  AddressSchema, PersonalDetailsSchema, TradeInSchema, SavedTradeInSchema, ApplicantSchema, CoApplicantSchema, PaymentMethodSchema, CO_APPLICANT_RELATIONSHIPS,
  type SavedTradeIn, type CoApplicantInput,
  type AddressInput, type PersonalDetailsInput, type TradeInInput, type ApplicantInput, type PaymentMethodInput,
} from './steps.schemas';
export * from './customer.routes';
export * from './deal';
export * from './finances.routes';
export * from './review-order.routes';
export * from './events';
export * from './history.routes';
export * from './documents.routes';
export * from './returns.routes';
