import { z } from 'zod';
import { defineIntegrationEvent, integrationEventCatalogue, type EnvelopeOf } from '../shared/integration-event';
import { Cents, FORM_STEPS, IsoInstant, Uuid } from './common';

/**
 * Purchase's public events (ADR 0011): what a dealer, credit or audit module may know about a buy-online transaction.
 * No personal data in clear: the buyer is a user id (resolve it through identity's public API when allowed), never a
 * name, SIN, date of birth, address or message.
 */

/** The vehicle as the transaction started with it: enough for a dealer's lead list without asking the catalog. */
export const PurchasedVehicle = z.strictObject({
  vehicleId: z.string().min(1),
  /** The dealer company selling the vehicle; null when the vehicle had none. */
  companyId: z.number().int().nullable(),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  /**
   * Added to v1 as optional fields (ADR 0025): a dealer's stock VIN (not personal: the vehicle is the dealer's) and
   * whether it is new or used, for the ADF export. Events from before carry neither; v1 consumers may ignore both.
   */
  vin: z.string().min(11).max(17).optional(),
  condition: z.enum(['new', 'used']).optional(),
});

const TransactionFact = {
  transactionId: Uuid,
  customerUserId: z.string().min(1),
  vehicle: PurchasedVehicle,
};

export const TransactionStartedV1 = defineIntegrationEvent('purchase.transaction-started', 1, z.strictObject({
  ...TransactionFact,
  trim: z.string(),
  /** Advertised all-in price the transaction started with, in cents. */
  price: Cents,
  startedAt: IsoInstant,
}));

/** A form step saved: `completed` false is a draft. Only the step's name travels, never what was entered. */
export const StepSavedV1 = defineIntegrationEvent('purchase.step-saved', 1, z.strictObject({
  ...TransactionFact,
  step: z.enum(FORM_STEPS),
  completed: z.boolean(),
}));

export const DepositPaidV1 = defineIntegrationEvent('purchase.deposit-paid', 1, z.strictObject({
  ...TransactionFact,
  amount: Cents,
  currency: z.literal('cad'),
}));

export const DepositRefundedV1 = defineIntegrationEvent('purchase.deposit-refunded', 1, z.strictObject({
  ...TransactionFact,
  amount: Cents,
  currency: z.literal('cad'),
}));

export const ContractSignedV1 = defineIntegrationEvent('purchase.contract-signed', 1, z.strictObject({
  ...TransactionFact,
  /** Contract total, in cents. */
  total: Cents,
  /** Deposit already paid, in cents. */
  deposit: Cents,
}));

export const TransactionCancelledV1 = defineIntegrationEvent('purchase.transaction-cancelled', 1, z.strictObject({
  ...TransactionFact,
  /** account_deactivated: the owner deactivated the account while the deposit was held (ADR 0029). */
  reason: z.enum(['start_over', 'buyer', 'account_deactivated']),
}));

/** A buyer's message for the dealer of a vehicle (`POST /api/buy-online/leads/send`). The message stays sealed. */
export const LeadSubmittedV1 = defineIntegrationEvent('purchase.lead-submitted', 1, z.strictObject({
  leadId: Uuid,
  customerUserId: z.string().min(1),
  /** The transaction the buyer was in, if any. */
  transactionId: Uuid.nullable(),
  vehicle: PurchasedVehicle,
  kind: z.enum(['question', 'call_back', 'test_drive', 'other']),
  /** Whether the buyer wrote a message (its text is personal: it is not published). */
  hasMessage: z.boolean(),
}));

export const purchaseIntegrationEvents = integrationEventCatalogue([
  TransactionStartedV1, StepSavedV1, DepositPaidV1, DepositRefundedV1, ContractSignedV1, TransactionCancelledV1, LeadSubmittedV1,
]);

export type PurchaseIntegrationEvent = EnvelopeOf<(typeof purchaseIntegrationEvents.definitions)[number]>;
