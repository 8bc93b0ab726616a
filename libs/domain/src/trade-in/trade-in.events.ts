import type { DomainEvent } from '../shared';
import type { PhotoSlot, TradeInCondition } from './condition';
import type { AdviserReason, ValuationReason, ValueRuleAdjustment, VehicleSegment } from './valuation';

/** How the trade-in was started: the 5-step wizard, inside buy-online step 2, or the standalone trade-in brand flow. */
export type TradeInFlow = 'wizard' | 'purchase' | 'standalone';

export interface TradeInVehicle {
  readonly vin: string | null;
  readonly year: number;
  readonly makeId: number | null;
  readonly make: string;
  readonly modelId: number | null;
  readonly model: string;
  readonly trimId: number | null;
  readonly trim: string | null;
}

export interface BasicInformation {
  readonly mileage: number;
  readonly color: string;
  readonly transmission: string;
  readonly drivetrain: string;
  readonly fuelType: string;
  readonly engine: string;
  /** Where the vehicle is registered (the valuation's region). */
  readonly province: string;
}

/** The customer's facts a valuation used, as they were when it was made. */
export interface ValuationInputs {
  readonly kilometres: number;
  readonly province: string;
  readonly condition: TradeInCondition;
}

/**
 * What the valuation was computed from, kept with the offer so that a rule change re-values the same car. The inputs
 * are absent from offers recorded before they were kept; folding the stream fills them (`evolveTradeIn`).
 */
export interface ValuationBasis extends Partial<ValuationInputs> {
  readonly msrp: number;
  readonly equipment: readonly { readonly code: string; readonly valueNew: number }[];
  readonly rules: readonly ValueRuleAdjustment[];
  /** The depreciation curve's segment; absent from offers made before segments (valued as `car`). */
  readonly segment?: VehicleSegment;
}

/** An offer: a value band held until `expiresAt` (7 days). Amounts in cents. */
export interface Offer {
  readonly value: number;
  readonly priceLow: number;
  readonly priceHigh: number;
  readonly baseDiscountedPrice: number | null;
  readonly equipmentAdjustedPrice: number | null;
  readonly reasons: readonly ValuationReason[];
  readonly appraisedAt: string;
  readonly expiresAt: string;
  /** Who set it: the built-in model, or an adviser (user id). */
  readonly source: 'model' | 'adviser';
  readonly basis: ValuationBasis | null;
}

export type TradeInStarted = DomainEvent<'TradeInStarted', {
  tradeInId: string; userId: string | null; flow: TradeInFlow; vehicle: TradeInVehicle; brand: string; startedAt: string;
}>;
export type BasicInformationSaved = DomainEvent<'BasicInformationSaved', BasicInformation & { savedAt: string }>;
export type FeaturesSaved = DomainEvent<'FeaturesSaved', { equipmentCodes: string[]; savedAt: string }>;
export type ConditionSaved = DomainEvent<'ConditionSaved', { condition: TradeInCondition; savedAt: string }>;
export type PhotoAttached = DomainEvent<'PhotoAttached', { slot: PhotoSlot; fileId: string; attachedAt: string }>;
export type TradeInAppraised = DomainEvent<'TradeInAppraised', { offer: Offer }>;
/** The guide could not value it (or the customer asked for an adviser, with an optional note). */
export type TradeInSentToAdvisers = DomainEvent<'TradeInSentToAdvisers', { reason: AdviserReason; at: string; note?: string }>;
export type TradeInValuedByAdviser = DomainEvent<'TradeInValuedByAdviser', { offer: Offer; by: string; reason: string }>;
export type TradeInCompleted = DomainEvent<'TradeInCompleted', { at: string }>;
/** Standalone flow: a 6-digit code was texted to the customer's phone (`SendSmsCodeTradeIn`); only its keyed hash is kept. */
export type StandalonePhoneCodeSent = DomainEvent<'StandalonePhoneCodeSent', { codeHash: string; phoneLast4: string; sentAt: string }>;
/** Standalone flow: the customer typed the code back (recorded with the completion). */
export type StandalonePhoneVerified = DomainEvent<'StandalonePhoneVerified', { at: string }>;
/** Standalone flow: a wrong code was typed (the `attempt`-th on this code); recorded, then refused. */
export type StandalonePhoneCodeRejected = DomainEvent<'StandalonePhoneCodeRejected', { attempt: number; at: string }>;
export type OfferConfirmed = DomainEvent<'OfferConfirmed', { value: number; at: string }>;
/** Any change of an existing offer's value: who, why, from what to what. */
export type TradeInValueChanged = DomainEvent<'TradeInValueChanged', {
  from: number; to: number; cause: 'inspection' | 'rule'; reason: string; by: string; ruleId: string | null; at: string;
  priceLow: number; priceHigh: number;
}>;
export type TradeInDiscarded = DomainEvent<'TradeInDiscarded', { at: string }>;
/**
 * The customer changed the vehicle's facts (basic information, features, condition) after an unconfirmed offer was
 * made: that offer no longer stands, and the trade-in is a draft to appraise again.
 */
export type TradeInOfferDropped = DomainEvent<'TradeInOfferDropped', { value: number; reason: 'facts_changed'; at: string }>;
/** A dealer took the confirmed trade-in from the block into their company's inventory. */
export type TradeInAddedToInventory = DomainEvent<'TradeInAddedToInventory', { companyId: number; by: string; at: string }>;
/** The trade-in is credited on the contract of this purchase transaction (at most one at a time). */
export type TradeInCommittedToContract = DomainEvent<'TradeInCommittedToContract', { transactionId: string; at: string }>;
/** The transaction gave the trade-in back (its contract was never signed): another purchase may take it. */
export type TradeInContractCommitmentReleased = DomainEvent<'TradeInContractCommitmentReleased', { transactionId: string; at: string }>;

export type TradeInEvent =
  | TradeInStarted | BasicInformationSaved | FeaturesSaved | ConditionSaved | PhotoAttached | TradeInAppraised
  | TradeInSentToAdvisers | TradeInValuedByAdviser | TradeInCompleted | OfferConfirmed | TradeInValueChanged | TradeInDiscarded | TradeInOfferDropped
  | TradeInAddedToInventory | StandalonePhoneCodeSent | StandalonePhoneVerified | StandalonePhoneCodeRejected
  | TradeInCommittedToContract | TradeInContractCommitmentReleased;

export const TRADE_IN_STREAM_PREFIX = 'trade-in-';
export const tradeInStreamId = (tradeInId: string) => `${TRADE_IN_STREAM_PREFIX}${tradeInId}`;
